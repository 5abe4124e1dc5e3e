import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimScheduledBackup, endScheduledBackup } from '@server/backup/claimScheduledBackup';
import { startScheduledBackups } from '@server/backup/startScheduledBackups';
import type { OpenDatabase } from '@server/db/openDatabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const silent = { info: () => {}, warn: () => {} };
const hour = 3600 * 1000;

describe('scheduled backups', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    dir = await mkdtemp(join(tmpdir(), 'minuta-backups-'));
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  const start = (into = dir) =>
    startScheduledBackups({
      schedule: { dir: into, everyHours: 24, keep: 2 },
      dataDir: api.dataDir,
      source: { kind: 'pglite', database: api.database },
      appVersion: 'prueba',
      db: api.ports.db,
      availability: api.database.availability,
      logger: silent,
    });
  const archivesIn = (into: string) =>
    readdirSync(into).filter((name) => /^minuta-\d{8}T\d{6}Z\.tar$/.test(name));

  it('writes one when none is recent, keeps the newest ones, and adds none on a restart', async () => {
    // Archives from long ago, and a file that is not one of ours (never deleted).
    for (const day of ['20200101', '20200102', '20200103']) {
      writeFileSync(join(dir, `minuta-${day}T000000Z.tar`), 'vieja');
    }
    writeFileSync(join(dir, 'notas.txt'), 'del operador');
    const first = await start();
    await expect
      .poll(() => readdirSync(dir).filter((name) => name.startsWith('minuta-')).length, {
        timeout: 30_000,
      })
      .toBe(2);
    await first.stop?.();
    const kept = readdirSync(dir).sort();
    expect(kept).toContain('notas.txt');
    expect(kept).toContain('minuta-20200103T000000Z.tar');
    const fresh = kept.find(
      (name) => /^minuta-2\d{7}T\d{6}Z\.tar$/.test(name) && !name.startsWith('minuta-2020'),
    );
    expect(fresh).toBeDefined();

    // Started again within the day: the newest archive is recent, nothing new is written.
    const second = await start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await second.stop?.();
    expect(readdirSync(dir).sort()).toEqual(kept);
    expect(existsSync(join(dir, fresh as string))).toBe(true);
  });

  it('writes one backup per period between the instances of a cluster, not one each', async () => {
    // As if no instance had made one yet: two processes, each with a BACKUP_DIR of its own.
    await api.ports.db.deleteFrom('scheduled_backups').execute();
    const dirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'minuta-backups-'))));
    try {
      const instances = await Promise.all(dirs.map((into) => start(into)));
      await expect
        .poll(() => dirs.flatMap(archivesIn).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      // Long enough for a second backup to appear, were the other instance to write one too.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await Promise.all(instances.map((instance) => instance.stop?.()));
      expect(dirs.flatMap(archivesIn)).toHaveLength(1);
      const runs = await api.ports.db
        .selectFrom('scheduled_backups')
        .select(['file', 'finished_at', 'failed_at'])
        .execute();
      expect(runs).toEqual([
        { file: dirs.flatMap(archivesIn)[0], finished_at: expect.any(Date), failed_at: null },
      ]);
    } finally {
      await Promise.all(dirs.map((into) => rm(into, { recursive: true, force: true })));
    }
  });
});

// Which process takes a backup period, on every kind of database: one of many asking at once;
// none again until the interval has passed since the last one ended; a failure tried again
// after the retry delay; a run whose process died taken over after its lease.
describe.each(testDatabaseKinds)('taking a backup period on %s', (kind) => {
  let database: OpenDatabase;
  const policy = { everyMs: 24 * hour, retryMs: hour, leaseMs: 2 * hour };
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 1) + hours * hour);
  const claim = (hours: number) =>
    claimScheduledBackup(database.db, policy, { id: randomUUID(), now: at(hours) });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('lets one of many take it, and none again before its time', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(0)));
    const taken = claims.filter((claimed) => claimed !== null);
    expect(taken).toHaveLength(1);
    // Under way: nobody else, within its lease.
    expect(await claim(1)).toBeNull();
    await endScheduledBackup(database.db, {
      id: taken[0]?.id as string,
      now: at(1.5),
      file: 'minuta-20261101T000000Z.tar',
      keep: 7,
    });
    expect(await claim(20)).toBeNull();
    const next = await claim(25.5);
    expect(next).not.toBeNull();

    // That one fails: tried again an hour later, not before.
    await endScheduledBackup(database.db, {
      id: next?.id as string,
      now: at(26),
      file: null,
      keep: 7,
    });
    expect(await claim(26.5)).toBeNull();
    const retry = await claim(27.1);
    expect(retry).not.toBeNull();

    // Its process dies without a word: another takes over once the lease is over.
    expect(await claim(28)).toBeNull();
    expect(await claim(29.2)).not.toBeNull();
  });
});
