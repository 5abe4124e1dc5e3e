import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/Database';
import { workerSilenceSeconds } from './claimJobs';

/** How often a worker process says it is alive (well under workerSilenceSeconds). */
export const heartbeatMs = 5_000;

export interface WorkerRegistration {
  id: string;
  role: string;
  /** Jobs of each queue this process runs at once. */
  slots: Record<string, number>;
}

// The processes that run job workers, each saying it is alive every few seconds (job_workers).
// What only the cluster as a whole knows comes from here: how many PDFs it can convert at once,
// and which running jobs belong to a process that died.
export async function heartbeat(db: Db, worker: WorkerRegistration): Promise<void> {
  await sql`insert into job_workers (id, role, host, pid, slots, started_at, seen_at)
    values (${worker.id}, ${worker.role}, ${hostname()}, ${process.pid},
      ${JSON.stringify(worker.slots)}::jsonb, now(), now())
    on conflict (id) do update set seen_at = now(), slots = excluded.slots`.execute(db);
}

export async function unregister(db: Db, workerId: string): Promise<void> {
  await db.deleteFrom('job_workers').where('id', '=', workerId).execute();
}

/** Jobs of `queue` the live worker processes can run at once. */
export async function liveCapacity(db: Db, queue: string): Promise<number> {
  const { rows } = await sql<{ slots: string | null }>`
    select sum((slots->>${queue})::int) as slots from job_workers
    where seen_at > now() - make_interval(secs => ${workerSilenceSeconds})`.execute(db);
  return Number(rows[0]?.slots ?? 0);
}

/** Rows of processes silent for a day: long gone, kept only for people reading the table. */
export async function forgetSilentWorkers(db: Db): Promise<number> {
  const result =
    await sql`delete from job_workers where seen_at < now() - interval '1 day'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
