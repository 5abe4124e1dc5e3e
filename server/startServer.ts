import { mkdir } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app/buildApp';
import { createPorts } from './app/createPorts';
import { appVersion } from './backup/appVersion';
import { startControlSocket } from './backup/controlSocket';
import { type BackupSource, createBackup } from './backup/createBackup';
import { startScheduledBackups } from './backup/startScheduledBackups';
import type { ServerConfig } from './config/ServerConfig';
import { migrateToLatest } from './db/migrateToLatest';
import { type OpenDatabase, openDatabase } from './db/openDatabase';
import { createJobHandlers } from './jobs/createJobHandlers';
import { createQueuePolicies } from './jobs/createQueuePolicies';
import { jobsPart } from './jobs/jobsPart';
import { openJobQueue, type RunningJobQueue } from './jobs/openJobQueue';
import { requeueUnsentMail } from './jobs/requeueUnsentMail';
import { type JobWorkers, startJobWorkers } from './jobs/startJobWorkers';
import { createSilentLogger, type Logger } from './logging/createLogger';
import { createMailer, type Mailer } from './mail/Mailer';
import type { Ports } from './ports/Ports';
import { seedDatabase } from './seed/seedDatabase';
import {
  clusterPdfPart,
  databasePart,
  diskPart,
  docxPart,
  mailPart,
  pdfPart,
  renewalsPart,
} from './service/coreParts';
import { ServiceParts } from './service/ServiceParts';

export interface RunningServer {
  app: FastifyInstance;
  ports: Ports;
  database: OpenDatabase;
  mailer: Mailer;
  jobs: RunningJobQueue;
  /** This process's job workers; null on an API instance (MINUTA_ROLE=api). */
  workers: JobWorkers | null;
  parts: ServiceParts;
  logger: Logger;
  url: string;
  seeded: Awaited<ReturnType<typeof seedDatabase>> | null;
  /** Stops every part in reverse order of start: HTTP, job workers, converter, mail, database. */
  stop(): Promise<void>;
}

// Opens the database (taking the PGlite lock), migrates, opens the job queue, seeds, starts this
// process's job workers when its role runs them, and listens. Every part is registered in
// `parts`, which /health asks and shutdown stops in reverse order: the listener drains first
// (its requests may wait for PDFs this process converts), then the job workers finish or hand
// back their jobs, then the converter, the mailer and the database close. Used by `npm start`,
// `npm run worker` and the benchmarks.
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
    const runsJobs = config.role !== 'api';
    const jobs = await openJobQueue({
      database,
      policies: createQueuePolicies(config),
      maintenance: runsJobs,
      logger,
    });
    parts.add({ name: 'job-queue', stop: () => jobs.stop() });
    const ports = createPorts(config, database.db, jobs, logger);
    // Workers need no demo account; several API instances starting together seed it once
    // (seedDatabase writes only what is missing).
    const seeded = config.role === 'worker' ? null : await seedDatabase(ports);
    parts.add(runsJobs ? pdfPart(ports.converter) : clusterPdfPart(jobs));
    // DOCX threads render generateTemp's documents (API) and scenario runs (workers).
    parts.add(docxPart(ports.docx));
    // Each thread loads the engine once (about a second): done now, not on a request.
    if (config.role !== 'worker' && config.generation.docx.warmOnStart) void ports.docx.warmUp();
    parts.add(diskPart(config.dataDir));
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    });
    parts.add(mailPart({ database, clock: ports.clock, mailer }));
    parts.add(renewalsPart({ database, clock: ports.clock }));
    const app = await buildApp(ports, { parts, logger, role: config.role });
    let workers: JobWorkers | null = null;
    if (runsJobs) {
      const { available, sandboxWarning } = ports.converter.status();
      // Said at every start: documents are then converted with the server's network and files.
      if (available && sandboxWarning) logger.warn(`Conversión a PDF: ${sandboxWarning}`);
      if (available && config.generation.pdf.warmOnStart) void ports.converter.warmUp();
      await requeueUnsentMail(ports.db, jobs);
      workers = startJobWorkers(jobs, createJobHandlers(ports, { queue: jobs, mailer, logger }), {
        role: config.role,
        logger,
      });
    }
    parts.add(
      jobsPart({ queue: jobs, workers, role: config.role, graceMs: config.shutdownGraceMs }),
    );
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
          db: database.db,
          availability: database.availability,
          logger: app.log,
        }),
      );
    }
    parts.add({ name: 'http', stop: () => app.closeGracefully(config.shutdownGraceMs) });
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app,
      ports,
      database,
      mailer,
      jobs,
      workers,
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
