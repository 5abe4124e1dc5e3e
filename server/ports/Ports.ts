import type { createRateLimiter } from '../auth/createRateLimiter';
import type { TokenIssuer } from '../auth/createTokenIssuer';
import type { ServerConfig } from '../config/ServerConfig';
import type { DataKeys } from '../crypto/createDataKeys';
import type { Db } from '../db/Database';
import type { DocxRenderer } from '../generation/docx/createDocxRenderer';
import type { PdfConverter } from '../generation/pdf/createPdfConverter';
import type { JobQueue } from '../jobs/JobQueue';
import type { PaymentProvider } from '../payments/PaymentProvider';
import type { FileStorage } from '../storage/FileStorage';
import type { Clock } from './Clock';
import type { RandomSource } from './RandomSource';

// Everything a service may touch, handed in by whoever builds the server: `main.ts` passes the
// real ones, tests pass real ones configured for the test (PGlite, a movable clock, files in a
// temporary directory).
export interface Ports {
  db: Db;
  clock: Clock;
  random: RandomSource;
  config: ServerConfig;
  tokens: TokenIssuer;
  limiter: ReturnType<typeof createRateLimiter>;
  storage: FileStorage;
  /** Background and heavy work: pg-boss jobs in the same database (jobs/). */
  jobs: JobQueue;
  /** DOCX → PDF through resident LibreOffice workers (generation/pdf/): job workers use it. */
  converter: PdfConverter;
  /** DOCX rendering on worker threads with bounded memory and time (generation/docx/). */
  docx: DocxRenderer;
  /** The card gateway (the local sandbox by default). */
  payments: PaymentProvider;
  /** Each account's data key, for client data at rest (crypto/createDataKeys.ts). */
  dataKeys: DataKeys;
  /** The server's log (pino), for failures a service survives but someone must hear about. */
  log: WarningLog;
}

/** The part of the server's logger services use: pino's `warn(details, message)`. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

/** Where a request came from, for audit entries, rate limits and session records. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}
