import { join } from 'node:path';
import { createRateLimiter } from '../auth/createRateLimiter';
import { createTokenIssuer } from '../auth/createTokenIssuer';
import type { ServerConfig } from '../config/ServerConfig';
import { createDataKeys } from '../crypto/createDataKeys';
import type { Db } from '../db/Database';
import { createDocxRenderer } from '../generation/docx/createDocxRenderer';
import { createPdfConverter } from '../generation/pdf/createPdfConverter';
import type { JobQueue } from '../jobs/JobQueue';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { type Clock, systemClock } from '../ports/Clock';
import type { Ports, WarningLog } from '../ports/Ports';
import { cryptoRandom, type RandomSource } from '../ports/RandomSource';
import { createDatabaseFileStorage } from '../storage/createDatabaseFileStorage';
import { createS3FileStorage } from '../storage/createS3FileStorage';
import { createLocalFileStorage } from '../storage/FileStorage';

// The real ports of a process. Only processes that run job workers (roles worker and all) get
// LibreOffice workers; an API instance's converter is off (its PDFs are converted by workers).
export function createPorts(
  config: ServerConfig,
  db: Db,
  jobs: JobQueue,
  log: WarningLog,
  clock: Clock = systemClock,
  random: RandomSource = cryptoRandom,
): Ports {
  const pdf =
    config.role === 'api' ? { ...config.generation.pdf, workers: 0 } : config.generation.pdf;
  return {
    db,
    clock,
    random,
    config,
    jobs,
    tokens: createTokenIssuer(config.jwtSecret, config.auth, clock),
    limiter: createRateLimiter(db, clock),
    storage:
      config.fileStorage === 's3' && config.s3
        ? createS3FileStorage(config.s3)
        : config.fileStorage === 'database'
          ? createDatabaseFileStorage(db)
          : createLocalFileStorage(join(config.dataDir, 'files')),
    // Starts nothing until the first conversion (or warmUp at start, startServer).
    converter: createPdfConverter(pdf, config.dataDir),
    // The process that answers generateTemp renders its DOCX, on threads of its own.
    docx: createDocxRenderer(config.generation.docx),
    payments: createPaymentProvider(config, { db, clock, random }),
    dataKeys: createDataKeys(config.dataEncryption, clock),
    log,
  };
}
