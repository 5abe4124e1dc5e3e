import { join } from 'node:path';
import { createRateLimiter } from '../auth/createRateLimiter';
import { createTokenIssuer } from '../auth/createTokenIssuer';
import type { ServerConfig } from '../config/ServerConfig';
import { createDataKeys } from '../crypto/createDataKeys';
import type { Db } from '../db/Database';
import { createPdfConverter } from '../generation/pdf/createPdfConverter';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import { type Clock, systemClock } from '../ports/Clock';
import type { Ports } from '../ports/Ports';
import { cryptoRandom, type RandomSource } from '../ports/RandomSource';
import { createLocalFileStorage } from '../storage/FileStorage';

export function createPorts(
  config: ServerConfig,
  db: Db,
  clock: Clock = systemClock,
  random: RandomSource = cryptoRandom,
): Ports {
  return {
    db,
    clock,
    random,
    config,
    tokens: createTokenIssuer(config.jwtSecret, config.auth, clock),
    limiter: createRateLimiter(clock),
    storage: createLocalFileStorage(join(config.dataDir, 'files')),
    // Starts nothing until the first conversion (or warmUp at start, generationRoutes).
    converter: createPdfConverter(config.generation.pdf, config.dataDir),
    payments: createPaymentProvider(config, { db, clock, random }),
    dataKeys: createDataKeys(config.dataEncryption, clock),
  };
}
