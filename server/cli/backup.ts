import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { appVersion } from '../backup/appVersion';
import type { BackupManifest } from '../backup/backupManifest';
import { sendControlCommand } from '../backup/controlSocket';
import { createBackup } from '../backup/createBackup';
import { DataDirLockedError } from '../db/acquireDataDirLock';
import { openDatabase } from '../db/openDatabase';

// `npm run backup -- <file>`: one archive with the database, the stored files and secrets.json
// of DATA_DIR (and DATABASE_URL). Safe while the server runs: on PostgreSQL pg_dump reads a
// snapshot; the embedded PGlite is dumped by the running server itself (through its control
// socket), or opened here when no server holds it.
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    process.stderr.write('Uso: npm run backup -- <archivo>\n');
    process.exit(2);
  }
  const target = resolve(file);
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || null;
  const started = performance.now();
  const manifest = databaseUrl
    ? await createBackup({
        file: target,
        dataDir,
        source: { kind: 'postgres', url: databaseUrl },
        appVersion,
      })
    : await backUpEmbedded(target, dataDir);
  const seconds = (performance.now() - started) / 1000;
  const megabytes = (await stat(target)).size / 1e6;
  process.stdout.write(
    `Copia de seguridad escrita en ${target} (${megabytes.toFixed(1)} MB, ${seconds.toFixed(1)} s): ` +
      `base de datos ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
      `${manifest.counts.accounts} cuentas, ${manifest.counts.documents} documentos, ` +
      `${manifest.files.length} archivos${manifest.secrets ? ', secrets.json' : ''}.\n`,
  );
}

async function backUpEmbedded(file: string, dataDir: string): Promise<BackupManifest> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: null, dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The server is running: it makes the backup itself, between two transactions.
    return (await sendControlCommand(join(dataDir, 'control.sock'), {
      command: 'backup',
      file,
    })) as BackupManifest;
  }
  try {
    return await createBackup({ file, dataDir, source: { kind: 'pglite', database }, appVersion });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo hacer la copia de seguridad: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
