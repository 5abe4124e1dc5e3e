import { join, resolve } from 'node:path';
import { defaultDatabaseTimeouts } from '../db/databaseTimeouts';
import { migrateToLatest } from '../db/migrateToLatest';
import { openDatabase } from '../db/openDatabase';
import { createDatabaseFileStorage } from '../storage/createDatabaseFileStorage';
import { createLocalFileStorage } from '../storage/FileStorage';
import { migrateLocalFiles } from '../storage/migrateFiles';

// `npm run storage:migrate -- --from local --to postgres`: copies the files of DATA_DIR/files
// into the database of DATABASE_URL (where FILE_STORAGE=postgres, the default with
// DATABASE_URL, keeps them). Safe to run while the server runs and to start again after a stop:
// files already copied are skipped. The folder is left as it was.
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (option('--from') !== 'local' || option('--to') !== 'postgres') {
    process.stderr.write('Uso: npm run storage:migrate -- --from local --to postgres\n');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL no está definida.');
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const root = join(dataDir, 'files');
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
