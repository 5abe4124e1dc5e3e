import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/Database';

export interface ClaimedJob {
  id: string;
  data: Record<string, unknown>;
  /** 0 on the first attempt. */
  retryCount: number;
}

/** How long a worker process may stay silent before its running jobs are given to others. */
export const workerSilenceSeconds = 15;

// Takes up to `limit` waiting jobs of `queue` for `workerId`, fairly between accounts (the
// `accountId` in each job's data; jobs without one share a group of their own):
// - an account never has more than `perAccount` jobs running, counted across the cluster;
// - of the jobs that may start, urgent ones first (priority), then those of the account with
//   the fewest running, then the account whose oldest job has waited longest — so a firm with
//   50 PDFs queued and one running does not go before a firm with one PDF waiting.
// pg-boss 10's own fetch takes the oldest jobs whatever their account; this statement makes the
// same change of state as it (active, started_on, retry_count) and records which worker holds the
// job in `output`, which pg-boss overwrites when the job ends. Claims of one queue take turns
// under an advisory lock, or two workers could both see an account below its limit.
export async function claimJobs(
  db: Db,
  schema: string,
  queue: string,
  options: { limit: number; perAccount: number; workerId: string },
): Promise<ClaimedJob[]> {
  if (options.limit <= 0) return [];
  const job = jobTable(schema);
  return db.transaction().execute(async (trx) => {
    await lockQueue(trx, schema, queue);
    const { rows } = await sql<{ id: string; data: Record<string, unknown>; retry_count: number }>`
      with running as (
        select data->>'accountId' as account, count(*)::int as n
        from ${job} where name = ${queue} and state = 'active'
        group by 1
      ), waiting as (
        select j.id, j.data->>'accountId' as account, j.priority, j.created_on,
          row_number() over (partition by j.data->>'accountId'
            order by j.priority desc, j.created_on, j.id) as place
        from ${job} j
        where j.name = ${queue} and j.state < 'active' and j.start_after <= now()
      ), next as (
        select w.id from waiting w
        left join running r on r.account is not distinct from w.account
        where w.place <= ${options.perAccount} - coalesce(r.n, 0)
        order by w.priority desc, coalesce(r.n, 0) + w.place, w.created_on, w.id
        limit ${options.limit}
      )
      update ${job} j set state = 'active', started_on = now(),
        retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end,
        output = jsonb_build_object('worker', ${options.workerId}::text)
      where j.name = ${queue} and j.id in (select id from next)
      returning j.id, j.data, j.retry_count`.execute(trx);
    return rows.map((row) => ({ id: row.id, data: row.data ?? {}, retryCount: row.retry_count }));
  });
}

/**
 * Active jobs of `queue` whose worker process stopped saying it is alive: answered with their
 * ids, under the queue's claim lock, inside `trx` (the caller fails them in the same
 * transaction, so a claim cannot take one in between).
 */
export async function findOrphanedJobs(trx: Db, schema: string, queue: string): Promise<string[]> {
  await lockQueue(trx, schema, queue);
  const { rows } = await sql<{ id: string }>`
    select j.id from ${jobTable(schema)} j
    where j.name = ${queue} and j.state = 'active' and j.output ? 'worker'
      and not exists (
        select 1 from job_workers w
        where w.id::text = j.output->>'worker'
          and w.seen_at > now() - make_interval(secs => ${workerSilenceSeconds}))`.execute(trx);
  return rows.map((row) => row.id);
}

function lockQueue(trx: Db, schema: string, queue: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${`minuta.jobs.${schema}.${queue}`}))`.execute(
    trx,
  );
}

export function jobTable(schema: string): RawBuilder<unknown> {
  return sql.raw(`${schema}.job`);
}
