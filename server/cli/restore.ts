import { resolve } from 'node:path';
import { restoreBackup } from '../backup/restoreBackup';

// `npm run restore -- <file> [--force]`: puts a backup back into DATA_DIR (and DATABASE_URL),
// which must be empty unless --force. Stop the server first; start it afterwards as usual.
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    process.stderr.write('Uso: npm run restore -- <archivo> [--force]\n');
    process.exit(2);
  }
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || null;
  const started = performance.now();
  const manifest = await restoreBackup({ file, dataDir, databaseUrl, force });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `Copia del ${manifest.createdAt} restaurada en ${dataDir}${databaseUrl ? ' y DATABASE_URL' : ''} ` +
      `(${seconds.toFixed(1)} s): ${manifest.counts.accounts} cuentas, ${manifest.counts.documents} documentos, ` +
      `${manifest.files.length} archivos, sumas de control y filas comprobadas.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo restaurar la copia: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
