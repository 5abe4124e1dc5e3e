import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openPostgres } from '../../../server/db/openDatabase';
import { type PostgresCluster, startPostgresCluster } from '../support/startPostgresCluster';

/** Keeps this process's event loop busy, as unzipping a large upload does. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

describe('the database availability probe', () => {
  let cluster: PostgresCluster;
  let database: OpenDatabase;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    database = openPostgres(cluster.url, {
      poolSize: 2,
      timeouts: { connectMs: 1500, queryMs: 10_000, probeMs: 500, retryMs: 500, heartbeatMs: 0 },
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.dispose();
  });

  it('does not take a busy event loop for a database outage', async () => {
    // The first probe opens the monitor's kept connection; the second asks on it.
    expect((await database.availability.check()).ok).toBe(true);
    const asked = database.availability.check();
    // The probe's timer expires while the loop is blocked and runs before its answer is read.
    blockEventLoop(1500);
    expect((await asked).ok).toBe(true);
    expect(database.availability.state).toBe('up');
    expect(() => database.availability.assertUp()).not.toThrow();
  });

  it('still declares a stopped database down, and up again when it returns', async () => {
    await cluster.stop();
    expect((await database.availability.check()).ok).toBe(false);
    expect(database.availability.state).toBe('down');
    await cluster.start();
    expect((await database.availability.check()).ok).toBe(true);
    expect(database.availability.state).toBe('up');
  });
});
