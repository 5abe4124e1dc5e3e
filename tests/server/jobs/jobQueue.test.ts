import { randomUUID } from 'node:crypto';
import { createServerConfig } from '@server/config/ServerConfig';
import type { OpenDatabase } from '@server/db/openDatabase';
import { claimJobs, findOrphanedJobs } from '@server/jobs/claimJobs';
import { createQueuePolicies } from '@server/jobs/createQueuePolicies';
import { JobError, QueueFullError } from '@server/jobs/JobQueue';
import { openJobQueue, type RunningJobQueue } from '@server/jobs/openJobQueue';
import { jobPriority, queues } from '@server/jobs/queues';
import { heartbeat } from '@server/jobs/workerRegistry';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../support/openTestDatabase';

const silent = { info: () => {}, warn: () => {} };

// The job queue without workers of its own: the test claims, completes and fails jobs itself, as
// worker processes of a cluster would.
describe.each(testDatabaseKinds)('the job queue on %s', (kind) => {
  let database: OpenDatabase;
  let jobs: RunningJobQueue;
  const worker = randomUUID();

  const jobState = async (queue: string, id: string) => {
    const { rows } = await database.executeSql(
      `select state::text as state, retry_count, output from ${jobs.schema}.job
       where name = $1 and id = $2`,
      [queue, id],
    );
    return rows[0] as { state: string; retry_count: number; output: Record<string, unknown> };
  };
  const claim = (limit: number, perAccount = 2, workerId = worker) =>
    claimJobs(database.db, jobs.schema, queues.pdf, { limit, perAccount, workerId });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    jobs = await openJobQueue({
      database,
      policies: createQueuePolicies(createServerConfig()),
      maintenance: false,
      logger: silent,
    });
    await heartbeat(database.db, { id: worker, role: 'worker', slots: { pdf: 3 } });
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });
  beforeEach(async () => {
    await database.executeSql(`delete from ${jobs.schema}.job where name = $1`, [queues.pdf]);
  });

  it('gives a firm with one PDF waiting the next slot before a firm with many', async () => {
    for (let i = 0; i < 5; i++) {
      await jobs.send(database.db, queues.pdf, { accountId: 'firma-a', n: i });
    }
    await jobs.send(database.db, queues.pdf, { accountId: 'firma-b', n: 0 });
    // Two slots free: firm A's oldest and firm B's one, though A has four more that waited longer.
    const first = await claim(2);
    expect(first.map((job) => job.data.accountId).sort()).toEqual(['firma-a', 'firma-b']);
    // A third slot: A is below its limit of 2 again, so its second job.
    const second = await claim(5);
    expect(second.map((job) => job.data.accountId)).toEqual(['firma-a']);
    // Nothing more for A until one of its two finishes.
    expect(await claim(5)).toEqual([]);
    const running = [...first, ...second].find((job) => job.data.accountId === 'firma-a');
    await jobs.complete(queues.pdf, running?.id as string, { bytes: 1 });
    expect((await claim(5)).map((job) => job.data.n)).toEqual([2]);
  });

  it('never lets two claims at once take more than an account may run', async () => {
    for (let i = 0; i < 6; i++) await jobs.send(database.db, queues.pdf, { accountId: 'firma-c' });
    const claims = await Promise.all([claim(3), claim(3), claim(3)]);
    expect(claims.flat()).toHaveLength(2);
  });

  it('takes urgent jobs first', async () => {
    await jobs.send(database.db, queues.pdf, { accountId: 'firma-d', n: 'normal' });
    await jobs.send(
      database.db,
      queues.pdf,
      { accountId: 'firma-e', n: 'urgente' },
      { priority: jobPriority.urgent },
    );
    expect((await claim(1)).map((job) => job.data.n)).toEqual(['urgente']);
  });

  it('hands the jobs of a worker that stopped saying it is alive to another, once', async () => {
    const id = await jobs.send(database.db, queues.pdf, { accountId: 'firma-f' });
    const lost = randomUUID(); // never registered: as good as a process killed with -9
    expect((await claim(1, 2, lost)).map((job) => job.id)).toEqual([id]);
    expect(await claim(1)).toEqual([]);
    await database.db.transaction().execute(async (trx) => {
      const orphans = await findOrphanedJobs(trx, jobs.schema, queues.pdf);
      expect(orphans).toEqual([id]);
      await jobs.failOrphans(trx, queues.pdf, orphans);
    });
    expect(await jobState(queues.pdf, id)).toMatchObject({ state: 'retry' });
    const again = await claim(1);
    expect(again).toMatchObject([{ id, retryCount: 1 }]);
    // A live worker's job is nobody's orphan.
    await database.db.transaction().execute(async (trx) => {
      expect(await findOrphanedJobs(trx, jobs.schema, queues.pdf)).toEqual([]);
    });
    await jobs.complete(queues.pdf, id, { bytes: 10 });
    await jobs.complete(queues.pdf, id, { bytes: 99 });
    expect(await jobState(queues.pdf, id)).toMatchObject({
      state: 'completed',
      output: { bytes: 10 },
    });
  });

  it('tells a waiter how its job ended, retries only what may be retried', async () => {
    const done = randomUUID();
    const watched = jobs.watch(queues.pdf, done);
    await jobs.send(database.db, queues.pdf, { accountId: 'firma-g' }, { id: done });
    await claim(1);
    await jobs.complete(queues.pdf, done, { bytes: 42 });
    expect(await watched.done).toEqual({ state: 'completed', output: { bytes: 42 } });

    const refused = randomUUID();
    const refusal = jobs.watch(queues.pdf, refused);
    await jobs.send(database.db, queues.pdf, { accountId: 'firma-g' }, { id: refused });
    await claim(1);
    await jobs.fail(queues.pdf, refused, new JobError('PDF_CONVERSION_FAILED', 'no abre', false));
    expect(await refusal.done).toMatchObject({
      state: 'failed',
      output: { code: 'PDF_CONVERSION_FAILED' },
    });

    const crashed = await jobs.send(database.db, queues.pdf, { accountId: 'firma-g' });
    await claim(1);
    await jobs.fail(queues.pdf, crashed, new Error('LibreOffice se cerró'));
    expect(await jobState(queues.pdf, crashed)).toMatchObject({ state: 'retry' });
  });

  it('refuses a job past the account’s waiting cap with a time to come back, others unaffected', async () => {
    await jobs.sendCapped(queues.pdf, 'firma-h', 2, {});
    await jobs.sendCapped(queues.pdf, 'firma-h', 2, {});
    const refusal = await jobs.sendCapped(queues.pdf, 'firma-h', 2, {}).catch((error) => error);
    expect(refusal).toBeInstanceOf(QueueFullError);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await expect(jobs.sendCapped(queues.pdf, 'firma-i', 2, {})).resolves.toEqual(
      expect.any(String),
    );
  });

  it('adds a job inside a transaction only if the transaction commits', async () => {
    const id = randomUUID();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await jobs.send(trx, queues.pdf, { accountId: 'firma-j' }, { id });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await jobState(queues.pdf, id)).toBeUndefined();
    expect(await jobs.capacity(queues.pdf)).toBe(3);
  });
});
