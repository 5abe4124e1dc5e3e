import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { DatabaseAvailability } from './DatabaseAvailability';
import { isConnectionFailure } from './isConnectionFailure';

export interface PoolCounts {
  /** Connections handed out to a query or a transaction. */
  inUse: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface GuardedPool extends PostgresPool {
  counts(): PoolCounts;
  /**
   * One round trip outside Kysely (the job queue's own SQL). Without values the text may hold
   * several statements, BEGIN and COMMIT included: a failure may leave that connection inside
   * an aborted transaction, so it is closed rather than reused.
   */
  query(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

// The pool Kysely sees. It refuses at once while the database is known to be down, tells the
// availability monitor about every connection failure, and hands a connection that failed back
// to pg as broken, so it is closed instead of reused (a client whose query timed out may still
// have that query running). When the monitor declares the database down, the connections
// handed out are cut: on a silent network cut their queries would otherwise wait for the query
// timeout, and on a real outage they are dead anyway.
export function createGuardedPool(pool: pg.Pool, availability: DatabaseAvailability): GuardedPool {
  const handedOut = new Set<pg.PoolClient>();
  availability.onChange((state) => {
    if (state !== 'down') return;
    for (const client of handedOut) (client as unknown as pg.Client).connection.stream.destroy();
  });
  // pg emits 'error' on a pooled client whose server went away. Unhandled, that event ends the
  // process; on an idle client pg's pool also re-emits it on the pool itself. Both are reported
  // (the monitor logs once per outage) and otherwise absorbed: pg drops the broken client.
  pool.on('error', (error) => availability.report(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => availability.report(error));
  });

  const checkout = async (): Promise<pg.PoolClient> => {
    availability.assertUp();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      availability.report(error);
      throw error;
    }
    handedOut.add(client);
    return client;
  };

  return {
    async query(text, values) {
      const client = await checkout();
      let broken = false;
      try {
        return await client.query(text, values ? [...values] : undefined);
      } catch (error) {
        broken = !values?.length || isConnectionFailure(error);
        availability.report(error);
        throw error;
      } finally {
        handedOut.delete(client);
        client.release(broken || undefined);
      }
    },
    async connect(): Promise<PostgresPoolClient> {
      const client = await checkout();
      let broken = false;
      const query = (async (text: string, values: unknown[]) => {
        try {
          return await client.query(text, values);
        } catch (error) {
          if (isConnectionFailure(error)) {
            broken = true;
            availability.report(error);
          }
          throw error;
        }
      }) as unknown as PostgresPoolClient['query'];
      return {
        query,
        release: () => {
          handedOut.delete(client);
          client.release(broken || undefined);
        },
      };
    },
    end: () => pool.end(),
    counts: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
