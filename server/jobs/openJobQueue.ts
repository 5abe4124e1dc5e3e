import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/Database';
import { isConnectionFailure } from '../db/isConnectionFailure';
import type { OpenDatabase } from '../db/openDatabase';
import { jobTable } from './claimJobs';
import {
  type JobData,
  JobError,
  type JobOutcome,
  type JobQueue,
  type JobWatch,
  QueueFullError,
} from './JobQueue';
import { encodeSignal, type JobSignal, JobSignals, jobsChannel, parseSignal } from './jobSignals';
import { jobsSchemaOf, type QueueName, type QueuePolicy } from './queues';
import { liveCapacity } from './workerRegistry';

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The job queue of a running process, with what its workers need beyond the port. */
export interface RunningJobQueue extends JobQueue {
  /** The PostgreSQL schema of pg-boss's tables. */
  readonly schema: string;
  readonly database: OpenDatabase;
  readonly policies: Readonly<Record<QueueName, QueuePolicy>>;
  readonly signals: JobSignals;
  /** Marks a job done with its answer and tells whoever waits. */
  complete(queue: QueueName, id: string, output: Record<string, unknown>): Promise<void>;
  /** Marks an attempt failed: retried per the queue's policy unless a JobError says not to. */
  fail(queue: QueueName, id: string, error: unknown): Promise<void>;
  /** Fails the given running jobs inside `trx` (their worker died): retried per policy. */
  failOrphans(trx: Db, queue: QueueName, ids: string[]): Promise<void>;
  /** Failed jobs and how to try them again (the administrators' "Trabajos fallidos"). */
  boss: PgBoss;
  stop(): Promise<void>;
}

/** How long a job's waiter goes without news before it asks the database itself. */
const watchPollMs = 2_000;
const capacityCacheMs = 2_000;

// pg-boss 10 on our own database connection: on PostgreSQL through the same guarded pool as
// every request (a queue that cannot be reached answers the same 503 DATABASE_UNAVAILABLE), on
// PGlite through the same mutex as Kysely (PGlite has one session). Its tables live in a schema
// of their own: `pgboss` beside `public`, or `<schema>_jobs` beside an app schema named in the
// connection's search_path (each API test file has one). pg-boss creates and migrates them
// itself at start, under an advisory lock, so instances may start together.
//
// `maintenance` (processes that run workers): pg-boss's supervision, which fails jobs running
// past their expiry so they are retried, archives finished ones, and runs the cron schedules —
// each once per interval across the cluster.
export async function openJobQueue(options: {
  database: OpenDatabase;
  policies: Record<QueueName, QueuePolicy>;
  maintenance: boolean;
  logger: JobLogger;
}): Promise<RunningJobQueue> {
  const { database, policies, logger } = options;
  const schema = await jobsSchemaFor(database);
  const bossDb = {
    executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values),
  };
  const boss = new PgBoss({
    db: bossDb,
    schema,
    migrate: true,
    supervise: options.maintenance,
    schedule: options.maintenance,
    maintenanceIntervalSeconds: 15,
    // Finished jobs leave the working table after an hour; failed ones stay a week, where an
    // administrator can retry them.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (error: unknown) => {
    if (looksLikeConnectionFailure(error)) {
      database.availability.report(asError(error));
      return;
    }
    logger.warn({ err: asError(error).message }, 'job queue: background step failed');
  });
  await boss.start();
  for (const [queue, policy] of Object.entries(policies) as Array<[QueueName, QueuePolicy]>) {
    const settings = {
      name: queue,
      policy: 'standard' as const,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
    };
    await boss.createQueue(queue, settings);
    await boss.updateQueue(queue, settings);
    if (options.maintenance) {
      if (policy.cron) await boss.schedule(queue, policy.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(queue);
    }
  }

  const signals = new JobSignals();
  const listening = await database.listen(jobsChannel, {
    onMessage: (payload) => {
      const signal = parseSignal(payload);
      if (signal) signals.emit(signal);
    },
    onResume: () => signals.emit({ kind: 'resume' }),
  });

  const notify = async (db: Db, signal: JobSignal) => {
    await sql`select pg_notify(${jobsChannel}, ${encodeSignal(signal)})`.execute(db);
  };

  const send: JobQueue['send'] = async (db, queue, data, sendOptions = {}) => {
    const id = await boss.send(queue, data, {
      ...(sendOptions.id ? { id: sendOptions.id } : {}),
      priority: sendOptions.priority ?? 0,
      ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      db: throughKysely(db),
    });
    // pg-boss answers null when the job was not added: an id already taken (a repeated send of
    // the same job, which is what a caller-chosen id is for).
    const jobId = id ?? sendOptions.id;
    if (!jobId) throw new Error(`job queue ${queue} does not exist`);
    // Workers are woken for a job they can start now and that this send added: one that starts
    // later is found by their polling, a repeated one was announced by its first send.
    if (id && !sendOptions.startAfterSeconds) {
      await notify(db, { kind: 'new', queue });
      // NOTIFY inside a transaction arrives when it commits; outside one the job exists now, so
      // this process's own workers need not wait for the round trip.
      if (!db.isTransaction) signals.emit({ kind: 'new', queue });
    }
    return jobId;
  };

  let capacityCache = new Map<string, { value: number; at: number }>();
  const capacity = async (queue: QueueName): Promise<number> => {
    const cached = capacityCache.get(queue);
    if (cached && performance.now() - cached.at < capacityCacheMs) return cached.value;
    const value = await liveCapacity(database.db, queue);
    capacityCache = new Map(capacityCache).set(queue, { value, at: performance.now() });
    return value;
  };

  const readOutcome = async (queue: QueueName, id: string): Promise<JobOutcome | null> => {
    const job = (await boss.getJobById(queue, id, { includeArchive: true })) as {
      state: string;
      output: Record<string, unknown> | null;
    } | null;
    if (!job) return { state: 'failed', output: { code: 'JOB_LOST', message: 'job not found' } };
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return { state: job.state, output: job.output };
    }
    return null;
  };

  const watch = (queue: QueueName, id: string): JobWatch => {
    let settle!: (outcome: JobOutcome) => void;
    const done = new Promise<JobOutcome>((resolve) => {
      settle = resolve;
    });
    let finished = false;
    let checking = false;
    let again = false;
    const check = async (): Promise<void> => {
      if (finished) return;
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        const outcome = await readOutcome(queue, id);
        if (outcome && !finished) finish(outcome);
      } catch {
        // The database is away: the next signal or poll asks again.
      } finally {
        checking = false;
      }
      if (again) {
        again = false;
        void check();
      }
    };
    const off = signals.on((signal) => {
      if ((signal.kind === 'done' && signal.id === id) || signal.kind === 'resume') void check();
    });
    const timer = setInterval(() => void check(), watchPollMs);
    const finish = (outcome: JobOutcome) => {
      finished = true;
      off();
      clearInterval(timer);
      settle(outcome);
    };
    return {
      done,
      stop() {
        if (finished) return;
        finished = true;
        off();
        clearInterval(timer);
      },
    };
  };

  const finishWith = async (id: string, run: (trx: Db) => Promise<void>) => {
    await database.db.transaction().execute(async (trx) => {
      await run(trx);
      await notify(trx, { kind: 'done', id });
    });
  };

  return {
    schema,
    database,
    policies,
    signals,
    boss,
    send,
    async sendCapped(queue, accountId, cap, data, sendOptions) {
      return database.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`minuta.jobs.cap.${schema}.${queue}.${accountId}`}))`.execute(
          trx,
        );
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from ${jobTable(schema)}
          where name = ${queue} and state < 'active' and data->>'accountId' = ${accountId}`.execute(
          trx,
        );
        const waiting = rows[0]?.waiting ?? 0;
        if (waiting >= cap) {
          const seconds = await averageSeconds(trx, schema, queue);
          const perAccount = Math.max(1, policies[queue].perAccount);
          throw new QueueFullError(Math.max(1, Math.ceil((waiting / perAccount + 1) * seconds)));
        }
        return send(trx, queue, { ...data, accountId }, sendOptions);
      });
    },
    watch,
    async unknownIds(db, queue, ids) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{ id: string }>`select id from ${jobTable(schema)}
        where name = ${queue} and id in (${sql.join(ids)})`.execute(db);
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !known.has(id));
    },
    async cancel(queue, id) {
      await finishWith(id, async (trx) => {
        await boss.cancel(queue, id, { db: throughKysely(trx) });
      });
    },
    capacity,
    async failed(limit) {
      const { rows } = await sql<{
        id: string;
        name: string;
        completed_on: Date;
        retry_count: number;
        output: { message?: unknown; code?: unknown } | null;
        data: JobData | null;
      }>`
        select id, name, completed_on, retry_count, output, data from ${jobTable(schema)}
        where state = 'failed' order by completed_on desc limit ${limit}`.execute(database.db);
      return rows.map((row) => ({
        id: row.id,
        queue: row.name,
        failedAt: new Date(row.completed_on),
        attempts: row.retry_count + 1,
        error: String(row.output?.message ?? row.output?.code ?? ''),
        data: row.data ?? {},
      }));
    },
    async retry(db, queue, id) {
      // Back to created, with its attempts counted afresh: the queue's own retries apply again.
      const { rows } = await sql<{ data: JobData | null }>`update ${jobTable(schema)}
        set state = 'created', retry_count = 0, retry_limit = ${policies[queue as QueueName]?.retryLimit ?? 0},
          start_after = now(), started_on = null, completed_on = null, output = null
        where name = ${queue} and id = ${id} and state = 'failed'
        returning data`.execute(db);
      const row = rows[0];
      if (!row) return null;
      await notify(db, { kind: 'new', queue });
      if (!db.isTransaction) signals.emit({ kind: 'new', queue });
      return row.data ?? {};
    },
    async complete(queue, id, output) {
      await finishWith(id, async (trx) => {
        await boss.complete(queue, id, output, { db: throughKysely(trx) });
      });
    },
    async fail(queue, id, error) {
      const final = error instanceof JobError && !error.retry;
      const reason = {
        code: error instanceof JobError ? error.code : 'FAILED',
        message: asError(error).message.slice(0, 1000),
      };
      await finishWith(id, async (trx) => {
        if (final) {
          // pg-boss retries while retry_count < retry_limit: this attempt is the last.
          await sql`update ${jobTable(schema)} set retry_limit = retry_count
            where name = ${queue} and id = ${id}`.execute(trx);
        }
        await boss.fail(queue, id, reason, { db: throughKysely(trx) });
        // A retry with no delay is due now: a free worker should take it.
        await notify(trx, { kind: 'new', queue });
      });
    },
    async failOrphans(trx, queue, ids) {
      if (ids.length === 0) return;
      await boss.fail(
        queue,
        // pg-boss takes one id or several (its types say one).
        ids as unknown as string,
        { code: 'WORKER_LOST', message: 'the process running it stopped' },
        { db: throughKysely(trx) },
      );
      for (const id of ids) await notify(trx, { kind: 'done', id });
      await notify(trx, { kind: 'new', queue });
    },
    async stop() {
      await listening.close();
      await boss.stop({ close: false, graceful: true, timeout: 1000, wait: true });
    },
  };
}

/** pg-boss's statements run through a Kysely database or transaction (one connection). */
function throughKysely(db: Db): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  } as PgBoss.Db;
}

async function jobsSchemaFor(database: OpenDatabase): Promise<string> {
  const { rows } = await database.executeSql('select current_schema() as schema');
  const current = String((rows[0] as { schema?: string } | undefined)?.schema ?? 'public');
  const schema = jobsSchemaOf(current);
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(schema)) {
    throw new Error(`cannot place the job queue beside schema ${current}`);
  }
  return schema;
}

/** Seconds a job of `queue` has taken lately (for Retry-After); 2 when there is no history. */
async function averageSeconds(db: Db, schema: string, queue: string): Promise<number> {
  const { rows } = await sql<{ seconds: number | null }>`
    select extract(epoch from avg(completed_on - started_on))::float as seconds
    from (select completed_on, started_on from ${jobTable(schema)}
      where name = ${queue} and state = 'completed'
      order by completed_on desc limit 20) recent`.execute(db);
  const seconds = Number(rows[0]?.seconds ?? 0);
  return seconds > 0 ? seconds : 2;
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const message = (error as { message?: unknown } | null)?.message;
  return Object.assign(new Error(typeof message === 'string' ? message : String(error)), {
    code: (error as { code?: unknown } | null)?.code,
  });
}

// pg-boss re-emits its workers' errors as plain copies ({ ...error, message }), which lose
// their prototype but keep the driver's code and message.
function looksLikeConnectionFailure(error: unknown): boolean {
  return isConnectionFailure(asError(error));
}
