import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/Database';
import type { OpenDatabase } from '../db/openDatabase';
import { jobsSchemaOf } from '../jobs/queues';
import { BackupError, type BackupManifest, countedTables, manifestName } from './backupManifest';
import { hashFile } from './hashFile';
import { runCommand } from './runCommand';

/** What to back up: the server's own open database, or a PostgreSQL reached by its URL. */
export type BackupSource =
  | { kind: 'pglite'; database: OpenDatabase }
  | { kind: 'postgres'; url: string };

// One archive (an uncompressed tar: the database dump is compressed already, and stored files
// are DOCX, PDF and images) holding everything the product needs to come back: the database,
// DATA_DIR/files and secrets.json, with a manifest of counts and checksums.
// Consistency with the server running:
// - PGlite: the dump and the counts are taken holding the database's one session (no
//   transaction open), from inside the server process (the control socket or the schedule).
// - PostgreSQL: counts and pg_dump read one exported snapshot (REPEATABLE READ).
// - Files are hard-linked before the snapshot (so a file deleted meanwhile is kept) and again
//   after it (so one the snapshot's rows reference is there). Only a file both created and
//   deleted while the backup runs can be missing from it.
export async function createBackup(options: {
  file: string;
  dataDir: string;
  source: BackupSource;
  appVersion: string;
}): Promise<BackupManifest> {
  const stage = join(options.dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  const partial = `${options.file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await mkdir(join(stage, 'database'), { recursive: true });
    const filesDir = join(options.dataDir, 'files');
    await linkTree(filesDir, join(stage, 'files'));
    const snapshot =
      options.source.kind === 'pglite'
        ? await snapshotPGlite(options.source.database, stage)
        : await snapshotPostgres(options.source.url, stage);
    await linkTree(filesDir, join(stage, 'files'));

    const secrets = await copyIfPresent(
      join(options.dataDir, 'secrets.json'),
      join(stage, 'secrets.json'),
    );
    const manifest: BackupManifest = {
      format: 'minuta-backup',
      formatVersion: 1,
      appVersion: options.appVersion,
      createdAt: new Date().toISOString(),
      database: {
        kind: options.source.kind,
        file: snapshot.file,
        bytes: (await stat(join(stage, snapshot.file))).size,
        sha256: await hashFile(join(stage, snapshot.file)),
        migrations: snapshot.migrations,
      },
      counts: { ...snapshot.counts, files: 0 },
      files: await describeFiles(stage),
      secrets: secrets
        ? { bytes: secrets, sha256: await hashFile(join(stage, 'secrets.json')) }
        : null,
    };
    manifest.counts.files = manifest.files.length;
    await writeFile(join(stage, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(options.file), { recursive: true });
    // The manifest first, so a reader finds it at once.
    const entries = [manifestName, 'database', 'files'];
    if (secrets !== null) entries.push('secrets.json');
    await runCommand('tar', ['-cf', partial, '-C', stage, ...entries]);
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

interface Snapshot {
  file: string;
  counts: Record<string, number>;
  migrations: string[];
}

async function snapshotPGlite(database: OpenDatabase, stage: string): Promise<Snapshot> {
  if (!database.dumpEmbedded) throw new BackupError('La base de datos no es PGlite.');
  const { read, dump } = await database.dumpEmbedded(readCounts);
  const file = 'database/pglite.tar.gz';
  await writeFile(join(stage, file), dump);
  return { file, ...read };
}

async function snapshotPostgres(url: string, stage: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ id: string; schema: string }>(
      'select pg_export_snapshot() as id, current_schema() as schema',
    );
    const { id, schema } = exported.rows[0] ?? { id: '', schema: 'public' };
    const counts: Record<string, number> = {};
    for (const table of countedTables) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(result.rows[0]?.n ?? 0);
    }
    const migrations = await client.query<{ name: string }>(
      'select name from kysely_migration order by name',
    );
    const file = 'database/postgres.dump';
    // pg_dump reads the same snapshot, held open by this transaction until it is done.
    await runCommand(findPgTool('pg_dump'), [
      '--format=custom',
      `--snapshot=${id}`,
      // A database of its own (public): all of it but the job queue, which restores into an
      // empty database as is. A schema of a shared database: that schema, created again by the
      // restore. Jobs are not data: pg-boss creates its schema again at start, and the mails
      // still waiting in the restored outbox are queued again then (requeueUnsentMail).
      ...(schema === 'public'
        ? [`--exclude-schema=${jobsSchemaOf(schema)}`]
        : [`--schema=${schema}`]),
      '--no-owner',
      '--no-privileges',
      `--file=${join(stage, file)}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { file, counts, migrations: migrations.rows.map((row) => row.name) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function readCounts(db: Db): Promise<Omit<Snapshot, 'file'>> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return { counts, migrations: rows.map((row) => row.name) };
}

/**
 * pg_dump / pg_restore: from PG_BIN_DIR when given, else the newest Debian install
 * (/usr/lib/postgresql/<version>/bin), else whatever PATH finds. They must be at least the
 * server's version.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin', name) : name;
}

// Hard links cost no space and keep a file's bytes even if the server deletes it meanwhile; a
// data directory on another filesystem than the stage is copied instead. Files being written
// (`.partial`) are skipped: FileStorage renames them into place when complete.
async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'ENOENT') continue; // deleted since the listing
      if (code === 'EXDEV' || code === 'EPERM') await copyFile(source, target);
      else throw error;
    }
  }
}

async function describeFiles(stage: string): Promise<BackupManifest['files']> {
  const root = join(stage, 'files');
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files: BackupManifest['files'] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({
      path: relative(stage, path),
      bytes: (await stat(path)).size,
      sha256: await hashFile(path),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function copyIfPresent(from: string, to: string): Promise<number | null> {
  try {
    await copyFile(from, to);
    return (await stat(to)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
