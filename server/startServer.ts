import { mkdir } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { purgeDeletedAccounts } from './accountData/purgeDeletedAccounts';
import { buildApp } from './app/buildApp';
import { createPorts } from './app/createPorts';
import { appVersion } from './backup/appVersion';
import { startControlSocket } from './backup/controlSocket';
import { type BackupSource, createBackup } from './backup/createBackup';
import { startScheduledBackups } from './backup/startScheduledBackups';
import type { ServerConfig } from './config/ServerConfig';
import { migrateToLatest } from './db/migrateToLatest';
import { type OpenDatabase, openDatabase } from './db/openDatabase';
import { startKeyCleanup } from './idempotency/startKeyCleanup';
import { createSilentLogger, type Logger } from './logging/createLogger';
import { createMailer, type Mailer } from './mail/Mailer';
import { type OutboxWorker, startOutboxWorker } from './mail/startOutboxWorker';
import { type RenewalJob, startRenewalJob } from './payments/startRenewalJob';
import type { Ports } from './ports/Ports';
import { seedDatabase } from './seed/seedDatabase';
import { databasePart, diskPart, mailPart, pdfPart, renewalsPart } from './service/coreParts';
import { ServiceParts } from './service/ServiceParts';
import { startPoller } from './service/startPoller';

export interface RunningServer {
  app: FastifyInstance;
  ports: Ports;
  database: OpenDatabase;
  mailer: Mailer;
  worker: OutboxWorker;
  renewals: RenewalJob;
  parts: ServiceParts;
  logger: Logger;
  url: string;
  seeded: Awaited<ReturnType<typeof seedDatabase>>;
  /** Stops every part in reverse order of start: HTTP, pollers, mail, database. */
  stop(): Promise<void>;
}

// Opens the database (taking the PGlite lock), migrates, seeds, starts the mail worker and the
// renewal job, and listens. Every part is registered in `parts`, which /health asks and
// shutdown stops in reverse order. Used by `npm start` and by the benchmarks.
export async function startServer(
  config: ServerConfig,
  /** `logger`: where the server logs; none or false logs nothing (benchmarks). */
  options: { logger?: Logger | false; poolSize?: number } = {},
): Promise<RunningServer> {
  const logger = options.logger || createSilentLogger();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: options.poolSize ?? config.database.poolSize,
    timeouts: config.database.timeouts,
    logger,
  });
  const parts = new ServiceParts();
  parts.add(databasePart(database));
  try {
    await database.withoutTimeouts(migrateToLatest);
    const ports = createPorts(config, database.db);
    const seeded = await seedDatabase(ports);
    parts.add(pdfPart(ports.converter));
    parts.add(diskPart(config.dataDir));
    const app = await buildApp(ports, { parts, logger });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    });
    const worker = startOutboxWorker({
      db: database.db,
      clock: ports.clock,
      mailer,
      policy: config.outbox,
      logger: app.log,
      availability: database.availability,
    });
    parts.add(mailPart({ database, clock: ports.clock, worker, mailer }));
    const renewals = startRenewalJob(ports, app.log, database.availability);
    parts.add(renewalsPart({ database, clock: ports.clock, stop: () => renewals.stop() }));
    const keyCleanup = startKeyCleanup({
      db: database.db,
      clock: ports.clock,
      availability: database.availability,
      logger: app.log,
    });
    parts.add({ name: 'idempotency-cleanup', stop: () => keyCleanup.stop() });
    // Accounts whose deletion grace period is over are purged hourly (a few minutes late is fine).
    const accountPurge = startPoller({
      name: 'account-purge',
      run: () => purgeDeletedAccounts(ports),
      nextDelayMs: () => 60 * 60 * 1000,
      retryMs: 60 * 60 * 1000,
      availability: database.availability,
      logger: app.log,
    });
    parts.add({ name: 'account-purge', stop: () => accountPurge.stop() });
    const backupSource: BackupSource = config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', database };
    // `npm run backup` reaches the running server here, the one process that may read the
    // embedded database (PostgreSQL is backed up by pg_dump, from anywhere).
    if (backupSource.kind === 'pglite') {
      parts.add(
        await startControlSocket(
          join(config.dataDir, 'control.sock'),
          {
            backup: async (request) => {
              if (typeof request.file !== 'string' || !isAbsolute(request.file)) {
                throw new Error('La orden backup necesita la ruta absoluta del archivo.');
              }
              return createBackup({
                file: request.file,
                dataDir: config.dataDir,
                source: backupSource,
                appVersion,
              });
            },
          },
          logger,
        ),
      );
    }
    if (config.backups.dir) {
      parts.add(
        await startScheduledBackups({
          schedule: { ...config.backups, dir: config.backups.dir },
          dataDir: config.dataDir,
          source: backupSource,
          appVersion,
          availability: database.availability,
          logger: app.log,
        }),
      );
    }
    // Closing the app finishes requests in flight, then stops the PDF converter (its onClose).
    parts.add({ name: 'http', stop: () => app.closeGracefully(config.shutdownGraceMs) });
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app,
      ports,
      database,
      mailer,
      worker,
      renewals,
      parts,
      logger,
      url,
      seeded,
      stop: () => parts.stop(logger),
    };
  } catch (error) {
    await parts.stop(logger);
    throw error;
  }
}
