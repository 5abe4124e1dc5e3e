/** Bounds on every wait for PostgreSQL, so an outage answers 503 instead of hanging. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /**
   * One statement (PostgreSQL's statement_timeout; the client gives up a second later, which
   * bounds a query on a connection the network lost). 0: unbounded.
   */
  queryMs: number;
  /** The availability probe's own connect and query. */
  probeMs: number;
  /** While the database is down, how often it is tried again. */
  retryMs: number;
  /** While it is up, how often the monitor checks it unasked (notices silent network cuts). */
  heartbeatMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 3000,
  queryMs: 10_000,
  probeMs: 1000,
  retryMs: 500,
  heartbeatMs: 1000,
};
