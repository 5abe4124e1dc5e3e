import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScheduledBackups } from '@server/backup/startScheduledBackups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

const silent = { info: () => {}, warn: () => {} };

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

  const start = () =>
    startScheduledBackups({
      schedule: { dir, everyHours: 24, keep: 2 },
      dataDir: api.dataDir,
      source: { kind: 'pglite', database: api.database },
      appVersion: 'prueba',
      availability: api.database.availability,
      logger: silent,
    });

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
});
