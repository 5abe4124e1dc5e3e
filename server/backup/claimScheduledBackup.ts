import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/Database';

export interface BackupClaimPolicy {
  /** A backup is due this long after the last one that finished. */
  everyMs: number;
  /** After a failed run, how long before any process tries again. */
  retryMs: number;
  /** A run neither finished nor failed after this long: its process died; another may take over. */
  leaseMs: number;
}

// Takes the current backup period for this process, or answers null when it is not due: a run
// finished less than `everyMs` ago, another process's run is under way (within its lease), or one
// failed less than `retryMs` ago. Claims take turns under an advisory lock, so of N processes of a
// cluster asking at once, one gets the period. Times come from the caller's clock.
export async function claimScheduledBackup(
  db: Db,
  policy: BackupClaimPolicy,
  input: { id: string; now: Date },
): Promise<{ id: string } | null> {
  const { now } = input;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('minuta.scheduled-backups'))`.execute(trx);
    const since = (ms: number) => new Date(now.getTime() - ms);
    const blocking = await trx
      .selectFrom('scheduled_backups')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('finished_at', '>', since(policy.everyMs)),
          eb.and([
            eb('finished_at', 'is', null),
            eb('failed_at', 'is', null),
            eb('started_at', '>', since(policy.leaseMs)),
          ]),
          eb('failed_at', '>', since(policy.retryMs)),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (blocking) return null;
    await trx
      .insertInto('scheduled_backups')
      .values({
        id: input.id,
        started_at: now,
        finished_at: null,
        failed_at: null,
        host: hostname(),
        pid: process.pid,
        file: null,
      })
      .execute();
    return { id: input.id };
  });
}

/** Records how a claimed run ended; older runs than the newest `keep` are forgotten. */
export async function endScheduledBackup(
  db: Db,
  input: { id: string; now: Date; file: string | null; keep: number },
): Promise<void> {
  await db
    .updateTable('scheduled_backups')
    .set(
      input.file === null ? { failed_at: input.now } : { finished_at: input.now, file: input.file },
    )
    .where('id', '=', input.id)
    .execute();
  const kept = await db
    .selectFrom('scheduled_backups')
    .select('started_at')
    .orderBy('started_at', 'desc')
    .offset(Math.max(input.keep, 1) * 4)
    .limit(1)
    .executeTakeFirst();
  if (kept) {
    await db.deleteFrom('scheduled_backups').where('started_at', '<=', kept.started_at).execute();
  }
}
