// Backup and restore of a data directory with a given weight of stored files (generated
// documents and templates are most of a firm's bytes) and a database with some history, timed
// in one run: what README's "restore time per GB" comes from. Figures, not tests.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackup } from '@server/backup/createBackup';
import { restoreBackup } from '@server/backup/restoreBackup';
import { migrateToLatest } from '@server/db/migrateToLatest';
import { openDatabase } from '@server/db/openDatabase';
import { sql } from 'kysely';
import { printTable } from './printTable';

const fileMegabytes = Number(process.env.BENCH_BACKUP_MB ?? 512);

export async function runBackupBench(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'minuta-bench-backup-'));
  try {
    const dataDir = join(work, 'source');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(database.db);
    // History: 100,000 audit entries (the database's usual bulk).
    await sql`insert into audit_log (id, at, event, details)
      select gen_random_uuid(), now(), 'login', jsonb_build_object('n', n)
      from generate_series(1, 100000) as n`.execute(database.db);
    // Stored files: 1 MB each, incompressible like DOCX, PDF and images.
    mkdirSync(join(dataDir, 'files/generated'), { recursive: true });
    for (let i = 0; i < fileMegabytes; i++) {
      writeFileSync(join(dataDir, `files/generated/${i}.docx`), randomBytes(1024 * 1024));
    }
    writeFileSync(join(dataDir, 'secrets.json'), '{}');
    const archive = join(work, 'copia.tar');
    let started = performance.now();
    await createBackup({
      file: archive,
      dataDir,
      source: { kind: 'pglite', database },
      appVersion: 'bench',
    });
    const backupSeconds = (performance.now() - started) / 1000;
    await database.close();
    const gigabytes = statSync(archive).size / 1e9;
    started = performance.now();
    await restoreBackup({
      file: archive,
      dataDir: join(work, 'target'),
      databaseUrl: null,
      force: false,
    });
    const restoreSeconds = (performance.now() - started) / 1000;
    printTable(
      'Backup and restore — PGlite, 100,000 audit rows, stored files of 1 MB (no peer: a figure for operators)',
      ['archive', 'backup', 'restore', 'restore per GB'],
      [
        [
          `${(gigabytes * 1000).toFixed(0)} MB`,
          `${backupSeconds.toFixed(1)} s`,
          `${restoreSeconds.toFixed(1)} s`,
          `${(restoreSeconds / gigabytes).toFixed(1)} s/GB`,
        ],
      ],
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await runBackupBench();
