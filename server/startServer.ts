import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app/buildApp';
import { createPorts } from './app/createPorts';
import type { ServerConfig } from './config/ServerConfig';
import { migrateToLatest } from './db/migrateToLatest';
import { type OpenDatabase, openDatabase } from './db/openDatabase';
import { createMailer, type Mailer } from './mail/Mailer';
import { type OutboxWorker, startOutboxWorker } from './mail/startOutboxWorker';
import { type RenewalJob, startRenewalJob } from './payments/startRenewalJob';
import type { Ports } from './ports/Ports';
import { seedDatabase } from './seed/seedDatabase';

export interface RunningServer {
  app: FastifyInstance;
  ports: Ports;
  database: OpenDatabase;
  mailer: Mailer;
  worker: OutboxWorker;
  renewals: RenewalJob;
  url: string;
  seeded: Awaited<ReturnType<typeof seedDatabase>>;
  stop(): Promise<void>;
}

// Opens the database (taking the PGlite lock), migrates, seeds, starts the mail worker and
// listens. Used by `npm start` and by the benchmark.
export async function startServer(
  config: ServerConfig,
  options: { logger?: FastifyServerOptions['logger']; poolSize?: number } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ ...config, poolSize: options.poolSize });
  try {
    await migrateToLatest(database.db);
    const ports = createPorts(config, database.db);
    const seeded = await seedDatabase(ports);
    const app = await buildApp(ports, { databaseKind: database.kind, logger: options.logger });
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
    });
    const renewals = startRenewalJob(ports, app.log);
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app,
      ports,
      database,
      mailer,
      worker,
      renewals,
      url,
      seeded,
      async stop() {
        await app.close();
        await renewals.stop();
        await worker.stop();
        mailer.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
