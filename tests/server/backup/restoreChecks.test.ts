import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackup } from '@server/backup/createBackup';
import { restoreBackup } from '@server/backup/restoreBackup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

// What restore refuses before touching the target: a damaged or foreign archive, a copy of the
// other database kind or of newer code, and a directory a running server uses.
describe('restoring a backup', () => {
  let api: TestApi;
  let work: string;
  let archive: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    await api.ports.storage.put('images/0123456789abcdef.png', Buffer.from('una imagen'));
    work = await mkdtemp(join(tmpdir(), 'minuta-restore-'));
    archive = join(work, 'copia.tar');
    await createBackup({
      file: archive,
      dataDir: api.dataDir,
      source: { kind: 'pglite', database: api.database },
      appVersion: 'prueba',
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await rm(work, { recursive: true, force: true });
  });

  /** The archive unpacked, changed by `change`, packed again under a new name. */
  const altered = async (name: string, change: (dir: string) => void) => {
    const dir = join(work, `${name}-unpacked`);
    await mkdir(dir, { recursive: true });
    execFileSync('tar', ['-xf', archive, '-C', dir]);
    change(dir);
    const file = join(work, `${name}.tar`);
    execFileSync('tar', ['-cf', file, '-C', dir, '.']);
    return file;
  };
  const restoreInto = async (file: string, options: { databaseUrl?: string } = {}) =>
    restoreBackup({
      file,
      dataDir: await mkdtemp(join(work, 'destino-')),
      databaseUrl: options.databaseUrl ?? null,
      force: false,
    });

  it('refuses a damaged archive or a file that is not one', async () => {
    const damaged = await altered('dañada', (dir) =>
      writeFileSync(join(dir, 'files/images/0123456789abcdef.png'), 'otra cosa'),
    );
    await expect(restoreInto(damaged)).rejects.toThrow(
      'La copia está dañada: files/images/0123456789abcdef.png no coincide con su suma de control.',
    );
    await expect(restoreInto(join(work, 'no-es-una-copia.tar'))).rejects.toThrow(/tar/);
  });

  it('refuses a copy of newer code or of the other kind of database', async () => {
    const newer = await altered('nueva', (dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      manifest.database.migrations.push('9999_del_futuro');
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expect(restoreInto(newer)).rejects.toThrow(
      'La copia es de una versión más nueva de Minuta (migraciones 9999_del_futuro): actualiza Minuta antes de restaurarla.',
    );
    await expect(
      restoreInto(archive, { databaseUrl: 'postgres://nadie@127.0.0.1:1/x' }),
    ).rejects.toThrow(
      'Esta copia es de la base de datos embebida (PGlite): restáurala sin DATABASE_URL.',
    );
  });

  it('refuses a directory a running server uses, even with --force', async () => {
    const dataDir = await mkdtemp(join(work, 'en-uso-'));
    writeFileSync(join(dataDir, 'db.lock'), `${process.ppid}\n`);
    await expect(
      restoreBackup({ file: archive, dataDir, databaseUrl: null, force: true }),
    ).rejects.toThrow(/Otro proceso \(pid \d+\) ya usa la base de datos embebida/);
  });

  it('restores the stored files and the rows it counted', async () => {
    const manifest = await restoreInto(archive);
    expect(manifest.files.map((file) => file.path)).toEqual(['files/images/0123456789abcdef.png']);
    expect(manifest.counts.plans).toBeUndefined();
    expect(manifest.counts.files).toBe(1);
  });
});
