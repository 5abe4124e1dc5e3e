import { join, resolve } from 'node:path';
import { loadConfig } from '../config/loadConfig';
import { defaultDatabaseTimeouts } from '../db/databaseTimeouts';
import { migrateToLatest } from '../db/migrateToLatest';
import { openDatabase } from '../db/openDatabase';
import { createDatabaseFileStorage } from '../storage/createDatabaseFileStorage';
import { createS3FileStorage } from '../storage/createS3FileStorage';
import { createLocalFileStorage } from '../storage/FileStorage';
import { migrateLocalFiles } from '../storage/migrateFiles';

// `npm run storage:migrate -- --from local --to postgres|s3`: copies the files of DATA_DIR/files
// into the database of DATABASE_URL (where FILE_STORAGE=postgres, the default with
// DATABASE_URL, keeps them) or into the S3 bucket of the S3_* settings. Safe to run while the server runs and to start again after a stop:
// files already copied are skipped. The folder is left as it was.
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const to = option('--to');
  if (option('--from') !== 'local' || (to !== 'postgres' && to !== 's3')) {
    process.stderr.write('Uso: npm run storage:migrate -- --from local --to postgres|s3\n');
    process.exit(2);
  }
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const root = join(dataDir, 'files');
  if (to === 's3') {
    const config = await loadConfig({ ...process.env, FILE_STORAGE: 's3' });
    if (!config.s3) throw new Error('S3_BUCKET no está definido.');
    const result = await migrateLocalFiles(
      root,
      createS3FileStorage(config.s3),
      createLocalFileStorage(root),
    );
    process.stdout.write(
      `Archivos de ${root} copiados al bucket ${config.s3.bucket}: ${result.copied} nuevos, ${result.skipped} ya estaban.\n`,
    );
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL no está definida.');
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    poolSize: 2,
    timeouts: defaultDatabaseTimeouts,
  });
  try {
    await database.withoutTimeouts(migrateToLatest);
    const result = await migrateLocalFiles(
      root,
      createDatabaseFileStorage(database.db),
      createLocalFileStorage(root),
    );
    process.stdout.write(
      `Archivos de ${root} copiados a la base de datos: ${result.copied} nuevos, ${result.skipped} ya estaban.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudieron copiar los archivos: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
