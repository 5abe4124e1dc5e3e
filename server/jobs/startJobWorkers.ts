import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { isConnectionFailure } from '../db/isConnectionFailure';
import { type ClaimedJob, claimJobs, findOrphanedJobs } from './claimJobs';
import type { JobLogger, RunningJobQueue } from './openJobQueue';
import type { QueueName } from './queues';
import { heartbeat, heartbeatMs, unregister } from './workerRegistry';

export interface RunningJob extends ClaimedJob {
  /** Aborted when the process stops before the job ends (the job is then retried elsewhere). */
  signal: AbortSignal;
}

export interface JobHandler {
  /** Jobs of this queue this process runs at once. */
  slots: number;
  /** Does the job; its answer is stored with it. Throw JobError to say whether to retry. */
  run(job: RunningJob): Promise<Record<string, unknown> | undefined>;
}

export interface JobWorkers {
  readonly workerId: string;
  /** Jobs running now, by queue. */
  running(): Record<string, number>;
  /**
   * Stops taking jobs, lets those running finish for up to `graceMs`, then aborts the rest
   * (they are failed, so another process retries them at once) and says goodbye.
   */
  stop(graceMs: number): Promise<void>;
}

// The job workers of one process: per queue, a loop that claims as many jobs as it has free
// slots (fairly between accounts: claimJobs), runs them, and reports how they ended. It sleeps
// until woken — a job added anywhere in the cluster (NOTIFY), a slot freed here — or until the
// queue's poll interval passes. While the database is away it waits for it and resumes by
// itself. Every few seconds it says it is alive (job_workers) and hands the jobs of processes
// that stopped saying so to the queue again.
export function startJobWorkers(
  queue: RunningJobQueue,
  handlers: Partial<Record<QueueName, JobHandler>>,
  options: { role: string; logger: JobLogger },
): JobWorkers {
  const { database } = queue;
  const workerId = randomUUID();
  const stopping = new AbortController();
  // Each queue's idle wait listens on it until its poll interval ends, even when woken sooner:
  // a few dozen at once is expected, not a leak.
  setMaxListeners(200, stopping.signal);
  const entries = Object.entries(handlers) as Array<[QueueName, JobHandler]>;
  const slots = Object.fromEntries(entries.map(([name, handler]) => [name, handler.slots]));
  const running = new Map<QueueName, Map<string, AbortController>>(
    entries.map(([name]) => [name, new Map()]),
  );
  const wakers = new Map<QueueName, () => void>();
  const settling = new Set<Promise<void>>();

  const wake = (name: QueueName) => wakers.get(name)?.();
  const offSignals = queue.signals.on((signal) => {
    if (signal.kind === 'new') wake(signal.queue as QueueName);
    else if (signal.kind === 'resume') for (const [name] of entries) wake(name);
  });

  const perAccountFor = async (name: QueueName): Promise<number> => {
    const policy = queue.policies[name];
    if (name !== 'pdf') return policy.perAccount;
    // One firm never holds every converter of the cluster: with 3 or more it may hold
    // `perAccount`, with fewer all but one.
    const capacity = await queue.capacity(name);
    return Math.max(1, Math.min(policy.perAccount, capacity - 1));
  };

  const onDatabaseFailure = async (error: unknown): Promise<boolean> => {
    if (!isConnectionFailure(error)) return false;
    database.availability.report(error);
    await sleep(500, stopping.signal);
    await database.availability.whenUp(stopping.signal);
    return true;
  };

  // Reporting an end must not be lost to a short outage: it is tried again once the database
  // answers (a job left active would otherwise wait for its expiry).
  const settle = (name: QueueName, job: ClaimedJob, report: () => Promise<void>) => {
    const task = (async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        try {
          await report();
          return;
        } catch (error) {
          if (!(await onDatabaseFailure(error))) {
            options.logger.warn(
              { queue: name, job: job.id, err: errorText(error) },
              'job end not recorded',
            );
            return;
          }
        }
      }
    })();
    settling.add(task);
    void task.finally(() => settling.delete(task));
  };

  const runJob = (name: QueueName, handler: JobHandler, job: ClaimedJob) => {
    const controller = new AbortController();
    const mine = running.get(name);
    mine?.set(job.id, controller);
    void (async () => {
      try {
        const output = await handler.run({ ...job, signal: controller.signal });
        settle(name, job, () => queue.complete(name, job.id, output ?? {}));
      } catch (error) {
        settle(name, job, () => queue.fail(name, job.id, error));
      } finally {
        mine?.delete(job.id);
        wake(name);
      }
    })();
  };

  const loop = async (name: QueueName, handler: JobHandler): Promise<void> => {
    const pollMs = queue.policies[name].pollMs;
    while (!stopping.signal.aborted) {
      let woken = false;
      const wait = new Promise<void>((resolve) => {
        wakers.set(name, () => {
          woken = true;
          resolve();
        });
      });
      const free = handler.slots - (running.get(name)?.size ?? 0);
      let claimed: ClaimedJob[] = [];
      if (free > 0) {
        try {
          claimed = await claimJobs(database.db, queue.schema, name, {
            limit: free,
            perAccount: await perAccountFor(name),
            workerId,
          });
        } catch (error) {
          if (!(await onDatabaseFailure(error))) {
            options.logger.warn({ queue: name, err: errorText(error) }, 'claiming jobs failed');
            await sleep(pollMs, stopping.signal);
          }
          continue;
        }
        for (const job of claimed) runJob(name, handler, job);
        // All free slots filled: there may be more waiting.
        if (claimed.length > 0 && claimed.length === free) continue;
      }
      if (!woken) await Promise.race([wait, sleep(pollMs, stopping.signal)]);
    }
  };

  const beat = async (): Promise<void> => {
    await heartbeat(database.db, { id: workerId, role: options.role, slots });
    for (const [name] of entries) {
      await database.db.transaction().execute(async (trx) => {
        const orphans = await findOrphanedJobs(trx, queue.schema, name);
        await queue.failOrphans(trx, name, orphans);
        if (orphans.length > 0) {
          options.logger.warn(
            { queue: name, jobs: orphans.length },
            'jobs of a lost worker retried',
          );
        }
      });
    }
  };
  let beating: Promise<void> = Promise.resolve();
  const beatTimer = setInterval(() => {
    beating = beat().catch((error: unknown) => {
      if (isConnectionFailure(error)) database.availability.report(error);
      else options.logger.warn({ err: errorText(error) }, 'worker heartbeat failed');
    });
  }, heartbeatMs);
  beatTimer.unref();

  // Alive before the first claim, so no other process takes our first jobs for orphans.
  const loops = heartbeat(database.db, { id: workerId, role: options.role, slots })
    .catch((error: unknown) => {
      if (isConnectionFailure(error)) database.availability.report(error);
    })
    .then(() => Promise.all(entries.map(([name, handler]) => loop(name, handler))));

  return {
    workerId,
    running: () =>
      Object.fromEntries([...running].map(([name, jobs]) => [name, jobs.size])) as Record<
        string,
        number
      >,
    async stop(graceMs) {
      stopping.abort();
      for (const resolve of wakers.values()) resolve();
      offSignals();
      await loops;
      const deadline = Date.now() + graceMs;
      while (Date.now() < deadline && [...running.values()].some((jobs) => jobs.size > 0)) {
        await sleep(50);
      }
      for (const jobs of running.values())
        for (const controller of jobs.values()) controller.abort();
      // A handler that ignores its signal is left behind: once this process is gone from
      // job_workers, another one hands its job to the queue again.
      const abortDeadline = Date.now() + 2000;
      while (Date.now() < abortDeadline && [...running.values()].some((jobs) => jobs.size > 0)) {
        await sleep(20);
      }
      while (settling.size > 0) await Promise.allSettled([...settling]);
      clearInterval(beatTimer);
      await beating;
      await unregister(database.db, workerId).catch(() => {});
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
