import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import { isConnectionFailure } from '../db/isConnectionFailure';
import type { ServicePart } from '../service/ServiceParts';
import { jobTable, workerSilenceSeconds } from './claimJobs';
import type { RunningJobQueue } from './openJobQueue';
import { queues } from './queues';
import type { JobWorkers } from './startJobWorkers';

interface QueueCounts {
  waiting: number;
  running: number;
  failed: number;
}

// The job system as a part of the process: /health shows the cluster's queues (jobs waiting,
// running, failed for good) and its live worker processes; /metrics the same by queue.
// Stopping it stops this process's workers, letting their jobs finish within the grace period
// (the queue's own connection is a part of its own, stopped later).
export function jobsPart(deps: {
  queue: RunningJobQueue;
  workers: JobWorkers | null;
  role: string;
  graceMs: number;
}): ServicePart {
  const { queue } = deps;
  const counts = async (): Promise<Record<string, QueueCounts>> => {
    const { rows } = await sql<{ name: string; state: string; count: number }>`
      select name, state::text as state, count(*)::int as count from ${jobTable(queue.schema)}
      where state in ('created', 'retry', 'active', 'failed')
      group by name, state`.execute(queue.database.db);
    const result: Record<string, QueueCounts> = {};
    for (const name of Object.values(queues)) result[name] = { waiting: 0, running: 0, failed: 0 };
    for (const row of rows) {
      const entry = result[row.name];
      if (!entry) continue;
      if (row.state === 'active') entry.running += row.count;
      else if (row.state === 'failed') entry.failed += row.count;
      else entry.waiting += row.count;
    }
    return result;
  };
  const liveWorkers = async (): Promise<number> => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from job_workers
      where seen_at > now() - make_interval(secs => ${workerSilenceSeconds})`.execute(
      queue.database.db,
    );
    return rows[0]?.n ?? 0;
  };
  return {
    name: 'jobs',
    async health() {
      try {
        const [byQueue, workers] = await Promise.all([counts(), liveWorkers()]);
        return {
          // No worker process anywhere: mail and PDF would wait for ever.
          status: workers > 0 ? 'ok' : 'down',
          details: { role: deps.role, workers, queues: byQueue },
        };
      } catch (error) {
        // The queue is in the database: while it cannot be read, nothing is known of the jobs.
        return {
          status: isConnectionFailure(error) ? 'unknown' : 'down',
          details: { role: deps.role },
        };
      }
    },
    async stop() {
      await deps.workers?.stop(deps.graceMs);
    },
    registerMetrics(registry) {
      let reading: Promise<Record<string, QueueCounts> | null> | null = null;
      const read = () => {
        reading ??= counts()
          .catch(() => null)
          .finally(() => {
            reading = null;
          });
        return reading;
      };
      new Gauge({
        name: 'minuta_jobs',
        help: 'Jobs of the cluster by queue and state: waiting (created or due for a retry), running, failed (for good).',
        labelNames: ['queue', 'state'],
        registers: [registry],
        async collect() {
          const byQueue = await read();
          if (!byQueue) return;
          for (const [name, entry] of Object.entries(byQueue)) {
            this.set({ queue: name, state: 'waiting' }, entry.waiting);
            this.set({ queue: name, state: 'running' }, entry.running);
            this.set({ queue: name, state: 'failed' }, entry.failed);
          }
        },
      });
      new Gauge({
        name: 'minuta_job_workers',
        help: 'Worker processes of the cluster that said they are alive in the last 15 seconds.',
        registers: [registry],
        async collect() {
          const workers = await liveWorkers().catch(() => null);
          if (workers !== null) this.set(workers);
        },
      });
      new Gauge({
        name: 'minuta_jobs_running_here',
        help: 'Jobs this process is running now, by queue.',
        labelNames: ['queue'],
        registers: [registry],
        collect() {
          for (const [name, count] of Object.entries(deps.workers?.running() ?? {})) {
            this.set({ queue: name }, count);
          }
        },
      });
    },
  };
}
