import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock } from '../db/acquireDataDirLock';
import { migrationNames } from '../db/migrateToLatest';
import { jobsSchemaOf } from '../jobs/queues';
import { BackupError, type BackupManifest, countedTables, manifestName } from './backupManifest';
import { findPgTool } from './createBackup';
import { hashFile } from './hashFile';
import { runCommand } from './runCommand';

export interface RestoreTarget {
  file: string;
  dataDir: string;
  /** null: the embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | null;
  /** Overwrite a data directory or database that is not empty. */
  force: boolean;
}

// Puts an archive of createBackup back: checks the manifest and every checksum before touching
// anything, refuses a target that is not empty (unless `force`) or that a running server uses,
// restores the database (PGlite's directory, or pg_restore into DATABASE_URL), then the stored
// files and secrets.json, and finally counts the restored rows against the manifest.
export async function restoreBackup(target: RestoreTarget): Promise<BackupManifest> {
  const dataDir = resolve(target.dataDir);
  await mkdir(dataDir, { recursive: true });
  // The lock a server takes on start: none may open the directory while it is restored (one
  // already running makes the restore stop here).
  const release = acquireDataDirLock(join(dataDir, 'db.lock'));
  try {
    return await restoreLocked(dataDir, target);
  } finally {
    release();
  }
}

async function restoreLocked(dataDir: string, target: RestoreTarget): Promise<BackupManifest> {
  const unpacked = join(
    dirname(dataDir),
    `.${basename(dataDir)}-restore-${randomBytes(6).toString('hex')}`,
  );
  try {
    await mkdir(unpacked, { recursive: true });
    await runCommand('tar', ['-xf', resolve(target.file), '-C', unpacked]);
    const manifest = await readManifest(unpacked);
    await verifyChecksums(unpacked, manifest);
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== wanted) {
      throw new BackupError(
        manifest.database.kind === 'pglite'
          ? 'Esta copia es de la base de datos embebida (PGlite): restáurala sin DATABASE_URL.'
          : 'Esta copia es de PostgreSQL: restáurala con DATABASE_URL.',
      );
    }
    await refuseNonEmpty(dataDir, target);
    if (target.databaseUrl) {
      await restorePostgres(
        join(unpacked, manifest.database.file),
        target.databaseUrl,
        target.force,
      );
    } else {
      await restorePGlite(join(unpacked, manifest.database.file), join(dataDir, 'db'));
    }
    await rm(join(dataDir, 'files'), { recursive: true, force: true });
    await rename(join(unpacked, 'files'), join(dataDir, 'files'));
    if (manifest.secrets) {
      await rename(join(unpacked, 'secrets.json'), join(dataDir, 'secrets.json'));
      await chmod(join(dataDir, 'secrets.json'), 0o600);
    }
    await checkCounts(manifest, dataDir, target.databaseUrl);
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function readManifest(unpacked: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(unpacked, manifestName), 'utf8'));
  } catch {
    throw new BackupError(
      'El archivo no es una copia de seguridad de Minuta (falta manifest.json).',
    );
  }
  if (manifest.format !== 'minuta-backup' || manifest.formatVersion !== 1) {
    throw new BackupError(
      'El archivo no es una copia de seguridad de Minuta que esta versión lea.',
    );
  }
  const unknown = manifest.database.migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `La copia es de una versión más nueva de Minuta (migraciones ${unknown.join(', ')}): actualiza Minuta antes de restaurarla.`,
    );
  }
  return manifest;
}

async function verifyChecksums(unpacked: string, manifest: BackupManifest): Promise<void> {
  const expected = [
    { path: manifest.database.file, sha256: manifest.database.sha256 },
    ...manifest.files,
    ...(manifest.secrets ? [{ path: 'secrets.json', sha256: manifest.secrets.sha256 }] : []),
  ];
  for (const entry of expected) {
    const path = join(unpacked, entry.path);
    if (!path.startsWith(`${unpacked}/`) || !existsSync(path)) {
      throw new BackupError(`La copia está incompleta: falta ${entry.path}.`);
    }
    if ((await hashFile(path)) !== entry.sha256) {
      throw new BackupError(
        `La copia está dañada: ${entry.path} no coincide con su suma de control.`,
      );
    }
  }
}

async function refuseNonEmpty(dataDir: string, target: RestoreTarget): Promise<void> {
  if (target.force) return;
  const present = (await readdir(dataDir).catch(() => [] as string[])).filter(
    (name) => name === 'db' || name === 'files' || name === 'secrets.json',
  );
  if (present.length > 0) {
    throw new BackupError(
      `${dataDir} no está vacío (${present.join(', ')}): restaura en un DATA_DIR vacío o usa --force para reemplazar su contenido.`,
    );
  }
  if (target.databaseUrl && (await countTables(target.databaseUrl)) > 0) {
    throw new BackupError(
      'La base de datos de DATABASE_URL no está vacía: restaura en una base vacía o usa --force para reemplazar su contenido.',
    );
  }
}

async function restorePGlite(dump: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([await readFile(dump)]),
  });
  await pglite.close();
}

async function restorePostgres(dump: string, url: string, force: boolean): Promise<void> {
  // Replacing a database: its queued jobs are about rows that are going away (the backup has
  // none; the next start creates the queue again).
  if (force) await dropJobQueue(url);
  await runCommand(findPgTool('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    ...(force ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    dump,
  ]);
}

async function dropJobQueue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    const schema = jobsSchemaOf(rows[0]?.schema ?? 'public');
    await client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
  } finally {
    await client.end().catch(() => {});
  }
}

async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The restored database has exactly the rows the manifest counted. */
async function checkCounts(
  manifest: BackupManifest,
  dataDir: string,
  url: string | null,
): Promise<void> {
  const counts: Record<string, number> = {};
  const query = await openCounter(dataDir, url);
  try {
    for (const table of countedTables) {
      counts[table] = Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0);
    }
  } finally {
    await query.close();
  }
  for (const table of countedTables) {
    if (counts[table] !== manifest.counts[table]) {
      throw new BackupError(
        `La restauración no coincide con la copia: ${table} tiene ${counts[table]} filas y la copia ${manifest.counts[table]}.`,
      );
    }
  }
}

async function openCounter(dataDir: string, url: string | null) {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    return Object.assign(async (text: string) => (await client.query<{ n: string }>(text)).rows, {
      close: () => client.end(),
    });
  }
  const pglite = await PGlite.create(join(dataDir, 'db'));
  return Object.assign(async (text: string) => (await pglite.query<{ n: string }>(text)).rows, {
    close: () => pglite.close(),
  });
}
