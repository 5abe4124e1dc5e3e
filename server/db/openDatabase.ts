import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './acquireDataDirLock';
import { createGuardedPool, type PoolCounts } from './createGuardedPool';
import type { Database, Db } from './Database';
import {
  type AvailabilityLogger,
  createDatabaseAvailability,
  type DatabaseAvailability,
} from './DatabaseAvailability';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from './databaseTimeouts';
import { type ListenHandlers, type Listening, listenPostgres } from './listenPostgres';
import { Mutex, withMutex } from './Mutex';
import { PGliteDialect } from './PGliteDialect';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
  /** Whether the database answers; PGlite, inside the process, is always up. */
  availability: DatabaseAvailability;
  /** Connections in use, idle and awaited (PGlite: its one session). */
  poolCounts(): PoolCounts;
  /**
   * Runs `work` on a connection without the request timeouts (migrations may rewrite a large
   * table), closed afterwards. PGlite: the same database.
   */
  withoutTimeouts<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Plain SQL outside Kysely, for the job queue (pg-boss speaks SQL text): a parameterised
   * statement, or several statements without parameters. Same pool, same outage handling.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on a channel. PostgreSQL: a connection of its own, opened again after an outage;
   * PGlite: notifications of this process's own transactions.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /**
   * PGlite only: runs `read` and dumps the data directory (gzipped tar) in one go, with no
   * transaction open, so both see the same state (a consistent backup of a running server).
   */
  dumpEmbedded?<T>(read: (db: Db) => Promise<T>): Promise<{ read: T; dump: Uint8Array }>;
  /** Closes the pool or PGlite and releases the data-directory lock. */
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL pool size; PGlite is always one connection. */
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
  logger?: AvailabilityLogger;
}

const silentLogger: AvailabilityLogger = { info() {}, warn() {}, error() {} };

// DATABASE_URL set → PostgreSQL through pg; unset → PGlite persisted in <dataDir>/db.
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.databaseUrl) {
    return openPostgres(target.databaseUrl, {
      poolSize: target.poolSize ?? 10,
      timeouts: target.timeouts,
      logger: target.logger,
    });
  }
  return openPGliteDirectory(join(target.dataDir, 'db'), target.logger);
}

export function openPostgres(
  connectionString: string,
  options: { poolSize: number; timeouts?: DatabaseTimeouts; logger?: AvailabilityLogger },
): OpenDatabase {
  const timeouts = options.timeouts ?? defaultDatabaseTimeouts;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.queryMs > 0
      ? { statement_timeout: timeouts.queryMs, query_timeout: timeouts.queryMs + 1000 }
      : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const probe = createProbe(connectionString, timeouts.probeMs, timeouts.connectMs);
  const availability = createDatabaseAvailability({
    probe: probe.run,
    logger: options.logger ?? silentLogger,
    timings: { retryMs: timeouts.retryMs, heartbeatMs: timeouts.heartbeatMs },
  });
  const guarded = createGuardedPool(pool, availability);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }) });
  return {
    db,
    kind: 'postgres',
    availability,
    poolCounts: guarded.counts,
    executeSql: (text, values) => guarded.query(text, values),
    listen: (channel, handlers) =>
      listenPostgres(connectionString, channel, handlers, availability, timeouts.connectMs),
    withoutTimeouts: async (work) => {
      const unbounded = openPostgres(connectionString, {
        poolSize: 1,
        timeouts: { ...timeouts, queryMs: 0, heartbeatMs: 0 },
      });
      try {
        return await work(unbounded.db);
      } finally {
        await unbounded.close();
      }
    },
    close: async () => {
      availability.stop();
      probe.close();
      await db.destroy();
    },
  };
}

// The monitor's own connection, kept open between probes and replaced after any failure: a
// probe through the pool would wait behind busy requests and report load as an outage. A kept
// connection that fails is asked again on a fresh one before the failure counts, and that
// second, confirming attempt is given longer (three probes' time, at least a connect timeout):
// a connection killed alone (pg_terminate_backend) is not an outage, nor is a probe whose timer
// fired while this process's event loop was busy (a large upload being unzipped, a server just
// starting) or while PostgreSQL was slow to fork a backend on a loaded machine. One false
// outage answers 503 to everyone, so confirming costs a real network cut a few more seconds;
// requests meanwhile fail on their own connect timeout, and a refused or reset connection
// fails the confirmation at once.
function createProbe(connectionString: string, timeoutMs: number, connectMs: number) {
  const confirmMs = Math.max(3 * timeoutMs, connectMs);
  let kept: pg.Client | null = null;
  const discard = (client: pg.Client) => {
    if (kept === client) kept = null;
    void client.end().catch(() => {});
  };
  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: confirmMs,
      query_timeout: confirmMs,
    });
    client.on('error', () => discard(client));
    try {
      await client.connect();
    } catch (error) {
      discard(client);
      throw error;
    }
    return client;
  };
  const ask = async (client: pg.Client, limitMs: number) => {
    try {
      // pg reads a per-query read timeout that its QueryConfig type does not declare.
      const query: pg.QueryConfig & { query_timeout: number } = {
        text: 'select 1',
        query_timeout: limitMs,
      };
      await client.query(query);
    } catch (error) {
      discard(client);
      throw error;
    }
  };
  return {
    async run(): Promise<void> {
      if (kept) {
        const failure = await ask(kept, timeoutMs).then(
          () => null,
          (error: unknown) => error,
        );
        if (!failure) return;
      }
      const fresh = await connect();
      await ask(fresh, confirmMs);
      kept = fresh;
    },
    close() {
      if (kept) discard(kept);
    },
  };
}

async function openPGliteDirectory(
  dir: string,
  logger?: AvailabilityLogger,
): Promise<OpenDatabase> {
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(`${dir}.lock`);
  try {
    const pglite = await PGlite.create(dir);
    return wrapPGlite(pglite, release, logger);
  } catch (error) {
    release();
    throw error;
  }
}

export function wrapPGlite(
  pglite: PGlite,
  onClose: () => void = () => {},
  logger: AvailabilityLogger = silentLogger,
): OpenDatabase {
  const mutex = new Mutex();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, mutex) });
  // No network between us and PGlite: the probe only says whether it still answers.
  const availability = createDatabaseAvailability({
    probe: async () => {
      await sql`select 1`.execute(db);
    },
    logger,
    timings: { retryMs: 500, heartbeatMs: 0 },
  });
  return {
    db,
    kind: 'pglite',
    availability,
    poolCounts: () => ({ inUse: 0, idle: 1, waiting: 0 }),
    executeSql: (text, values) =>
      withMutex(mutex, async () => {
        if (values?.length) return pglite.query(text, [...values]);
        // Several statements go through the simple protocol (exec); one that fails may leave
        // PGlite's only session inside a transaction, which would hold every later request.
        try {
          const results = await pglite.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (error) {
          await pglite.exec('rollback').catch(() => {});
          throw error;
        }
      }),
    listen: async (channel, handlers) => {
      const stop = await withMutex(mutex, () => pglite.listen(channel, handlers.onMessage));
      handlers.onResume();
      return { close: () => withMutex(mutex, () => stop()).catch(() => {}) };
    },
    withoutTimeouts: (work) => work(db),
    // The one session, held: no transaction is open and none starts until the dump is taken.
    dumpEmbedded: (read) =>
      db.connection().execute(async (session) => {
        const result = await read(session);
        await sql`checkpoint`.execute(session);
        const dump = await pglite.dumpDataDir('gzip');
        return { read: result, dump: new Uint8Array(await dump.arrayBuffer()) };
      }),
    close: async () => {
      availability.stop();
      try {
        await db.destroy();
      } finally {
        onClose();
      }
    },
  };
}
