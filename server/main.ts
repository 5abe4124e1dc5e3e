import { join } from 'node:path';
import { isWebAppBuilt } from './app/serveWebApp';
import { loadConfig } from './config/loadConfig';
import { DataDirLockedError } from './db/acquireDataDirLock';
import { createLogger } from './logging/createLogger';
import { demoAccount } from './seed/seedDatabase';
import { handleShutdownSignals } from './service/handleShutdownSignals';
import { startServer } from './startServer';

// `npm start`: configuration from the environment, then the whole server on one port.
async function main(): Promise<void> {
  const config = await loadConfig().catch((error: unknown) => {
    throw new ConfigurationError(error instanceof Error ? error.message : String(error));
  });
  const logger = createLogger({ level: config.logLevel });
  // Last resorts. A rejected promise nobody awaited is a bug to log, not a reason to drop every
  // request in flight; an exception thrown out of an event handler leaves state unknown, so the
  // process logs it and exits for its supervisor to restart it.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
  const server = await startServer(config, { logger });
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite en ${join(config.dataDir, 'db')}`;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : `archivos .eml en ${join(config.dataDir, 'outbox')}`;
  const web = isWebAppBuilt(config.webDir)
    ? `${server.url}/ (${config.webDir})`
    : `no construida en ${config.webDir}: solo la API (npm start la construye)`;
  const roles = {
    all: '',
    api: ' (instancia de API: los trabajos los hacen los procesos de trabajo)',
    worker: ' (proceso de trabajo: solo /health y /metrics)',
  };
  const lines = [
    `Minuta escucha en ${server.url}${roles[config.role]}`,
    `  Aplicación web: ${web}`,
    `  Base de datos: ${database}`,
    `  Correo: ${mail}`,
    `  OpenAPI: ${server.url}/api/docs/openapi.json`,
  ];
  if (process.env.ANALYTICS_MEASUREMENT_ID && !config.analyticsMeasurementId) {
    lines.push(
      '  Analítica: ANALYTICS_MEASUREMENT_ID no tiene la forma G-XXXXXXXX; queda desactivada.',
    );
  }
  const pdf = server.ports.converter.status();
  if (pdf.available) {
    lines.push(
      pdf.sandboxWarning
        ? `  PDF: LibreOffice SIN aislamiento. ${pdf.sandboxWarning}`
        : '  PDF: LibreOffice aislado con bubblewrap (sin red, solo sus archivos de trabajo)',
    );
  } else {
    lines.push(`  PDF: no disponible. ${pdf.reason ?? ''}`);
  }
  if (config.seedDemo) lines.push(`  Cuenta demo: ${demoAccount.email} / ${demoAccount.password}`);
  if (server.seeded?.admin && !process.env.ADMIN_PASSWORD) {
    lines.push(
      `  Administración: ${config.admin.email} (contraseña en ${join(config.dataDir, 'secrets.json')})`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  // The shutdown may take the requests' grace period plus the pollers, converter and database.
  handleShutdownSignals({
    stop: () => server.stop(),
    logger,
    deadlineMs: config.shutdownGraceMs + 15_000,
  });
}

// A setting the operator got wrong (its message says which, in Spanish): no stack trace.
class ConfigurationError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `No se pudo iniciar Minuta: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    if (error instanceof Error && error.stack && !(error instanceof ConfigurationError))
      process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
