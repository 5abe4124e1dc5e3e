import { join } from 'node:path';
import { startCluster } from '../cluster/startCluster';
import { defaultWebDir } from '../config/loadConfig';
import { ensureWebBuild } from '../web/ensureWebBuild';

// `npm run cluster`: the product as a cluster on this machine — a throw-away PostgreSQL, 3 API
// instances, 2 workers and HAProxy on CLUSTER_PORT (3140), with their next ports. DATABASE_URL,
// when set, is used instead of a new PostgreSQL (a database of its own is created on it). Ctrl-C
// stops everything and removes what it made.
async function main(): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  await ensureWebBuild(join(import.meta.dirname, '../..'), defaultWebDir, log);
  const cluster = await startCluster({
    basePort: Number(process.env.CLUSTER_PORT || 3140),
    apis: Number(process.env.CLUSTER_APIS || 3),
    workers: Number(process.env.CLUSTER_WORKERS || 2),
    databaseUrl: process.env.DATABASE_URL || null,
    smtpUrl: process.env.SMTP_URL || null,
    webDir: defaultWebDir,
    log,
  });
  for (const process of [...cluster.apis, ...cluster.workers]) {
    log(`  ${process.name} (${process.role}) en ${process.url}, pid ${process.child.pid}`);
  }
  log('Ctrl-C para detenerlo todo.');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('Deteniendo el clúster…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudo iniciar el clúster: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
