import { sql } from 'kysely';
import type { Db } from '../db/Database';
import { mailPriority } from '../mail/mailPriority';
import { jobTable } from './claimJobs';
import type { RunningJobQueue } from './openJobQueue';
import { queues } from './queues';

// Mail of the outbox that no job will deliver — written before the job system existed, or
// whose job was given up after its workers died under it — gets a job. Run when a worker
// process starts; processes starting together take turns (advisory lock), so each mail gets
// one job.
export async function requeueUnsentMail(db: Db, jobs: RunningJobQueue): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`minuta.jobs.${jobs.schema}.requeue-mail`}))`.execute(
      trx,
    );
    const { rows } = await sql<{ id: string; kind: string; account_id: string | null }>`
      select m.id, m.kind, m.account_id from mail_outbox m
      where m.sent_at is null and m.failed_at is null
        and not exists (
          select 1 from ${jobTable(jobs.schema)} j
          where j.name = ${queues.mail} and j.state < 'completed' and j.data->>'mailId' = m.id::text)
      order by m.created_at
      limit 10000`.execute(trx);
    for (const mail of rows) {
      await jobs.send(
        trx,
        queues.mail,
        { mailId: mail.id, accountId: mail.account_id },
        { priority: mailPriority(mail.kind) },
      );
    }
    return rows.length;
  });
}
