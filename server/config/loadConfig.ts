import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { measurementIdPattern } from '@schemas/api/app';
import { parseMasterKeys } from '../crypto/MasterKeys';
import { defaultDatabaseTimeouts } from '../db/databaseTimeouts';
import { loadGenerationConfig } from '../generation/generationConfig';
import { loadPaymentsConfig } from '../payments/loadPaymentsConfig';
import type { S3Settings } from '../storage/createS3FileStorage';
import { loadSecrets } from './loadSecrets';
import {
  createServerConfig,
  defaultHttpLimits,
  defaultJobsConfig,
  defaultRateLimits,
  type ServerConfig,
  type ServerRole,
} from './ServerConfig';

// Reads the environment. Every variable has a default that runs a complete server on one
// machine with no set-up; README.md lists them.
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const port = parsePort(env.PORT ?? '3000');
  const dataDir = resolve(env.DATA_DIR || './data');
  const needsSecrets = !env.JWT_SECRET || !env.ADMIN_PASSWORD || !env.DATA_ENCRYPTION_KEY;
  const stored = needsSecrets ? (await loadSecrets(dataDir)).secrets : null;
  const jwtSecret = env.JWT_SECRET || stored?.jwtSecret || '';
  if (Buffer.byteLength(jwtSecret) < 32) {
    throw new Error('JWT_SECRET debe tener al menos 32 caracteres.');
  }
  return createServerConfig({
    role: parseRole(env.MINUTA_ROLE, Boolean(env.DATABASE_URL)),
    jobs: {
      ...defaultJobsConfig,
      mailSlots: parseCount('MAIL_WORKERS', env.MAIL_WORKERS, defaultJobsConfig.mailSlots, 1),
    },
    submissionNotices: {
      windowSeconds: parseCount(
        'SUBMISSION_NOTICE_WINDOW_SECONDS',
        env.SUBMISSION_NOTICE_WINDOW_SECONDS,
        300,
        0,
      ),
    },
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    fileStorage: parseFileStorage(
      env.FILE_STORAGE,
      Boolean(env.DATABASE_URL),
      Boolean(env.S3_BUCKET),
      await holdsFiles(join(dataDir, 'files')),
    ),
    s3: parseS3(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    backups: {
      dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : null,
      everyHours: parseCount('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, 24, 1),
      keep: parseCount('BACKUP_KEEP', env.BACKUP_KEEP, 7, 1),
    },
    shutdownGraceMs: 1000 * parseCount('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 25, 0),
    database: {
      poolSize: parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10, 1),
      timeouts: {
        ...defaultDatabaseTimeouts,
        connectMs: parseCount(
          'DATABASE_CONNECT_TIMEOUT_MS',
          env.DATABASE_CONNECT_TIMEOUT_MS,
          defaultDatabaseTimeouts.connectMs,
          100,
        ),
        queryMs: parseCount(
          'DATABASE_QUERY_TIMEOUT_MS',
          env.DATABASE_QUERY_TIMEOUT_MS,
          defaultDatabaseTimeouts.queryMs,
          100,
        ),
        probeMs: parseCount(
          'DATABASE_CHECK_TIMEOUT_MS',
          env.DATABASE_CHECK_TIMEOUT_MS,
          defaultDatabaseTimeouts.probeMs,
          100,
        ),
      },
    },
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Minuta <no-responder@minuta.local>',
    trustProxy: env.TRUST_PROXY === 'true',
    // Sign-ups from one address in an hour: 20 by default; an office behind one NAT that opens
    // many accounts (or an end-to-end run registering a lawyer per journey) may need more.
    rateLimits: {
      ...defaultRateLimits,
      registerPerIp: {
        ...defaultRateLimits.registerPerIp,
        limit: parseCount(
          'REGISTRATIONS_PER_IP_HOUR',
          env.REGISTRATIONS_PER_IP_HOUR,
          defaultRateLimits.registerPerIp.limit,
          1,
        ),
      },
    },
    logLevel: env.LOG_LEVEL || 'info',
    jwtSecret,
    admin: {
      email: (env.ADMIN_EMAIL || 'admin@minuta.local').trim().toLowerCase(),
      password: env.ADMIN_PASSWORD || stored?.adminPassword || '',
    },
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    webDir: resolve(env.WEB_DIR || defaultWebDir),
    analyticsMeasurementId: parseMeasurementId(env.ANALYTICS_MEASUREMENT_ID),
    generation: loadGenerationConfig(env, dataDir),
    payments: loadPaymentsConfig(env, port),
    dataEncryption: parseMasterKeys(env.DATA_ENCRYPTION_KEY || stored?.dataEncryptionKey || '', [
      ...(env.DATA_ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').filter((key) => key.trim() !== ''),
      ...(stored?.previousDataEncryptionKeys ?? []),
    ]),
    http: {
      ...defaultHttpLimits,
      headersTimeoutMs: milliseconds(
        env.HTTP_HEADERS_TIMEOUT_MS,
        defaultHttpLimits.headersTimeoutMs,
      ),
      requestTimeoutMs: milliseconds(
        env.HTTP_REQUEST_TIMEOUT_MS,
        defaultHttpLimits.requestTimeoutMs,
      ),
      keepAliveTimeoutMs: milliseconds(
        env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        defaultHttpLimits.keepAliveTimeoutMs,
      ),
    },
  });
}

// What this process does (ServerConfig.role). An API instance and a worker are halves of a
// cluster that meet in one PostgreSQL: the embedded database belongs to one process, so with
// PGlite only `all` makes sense.
export function parseRole(value: string | undefined, hasDatabaseUrl: boolean): ServerRole {
  const role = (value ?? '').trim() || 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new Error(`MINUTA_ROLE debe ser all, api o worker: ${role}`);
  }
  if (role !== 'all' && !hasDatabaseUrl) {
    throw new Error(
      `MINUTA_ROLE=${role} necesita DATABASE_URL: la base embebida (PGlite) es de un solo proceso.`,
    );
  }
  return role;
}

// Files go where every process can read them: the database when there is a shared one (a
// cluster), DATA_DIR/files with PGlite. FILE_STORAGE=local keeps a PostgreSQL deployment on
// its disk (one machine, or a shared mount); `npm run storage:migrate` moves existing files.
// A PostgreSQL deployment that already keeps files in DATA_DIR/files (one installed before files
// could live in the database) stays there unless FILE_STORAGE says otherwise: an upgrade never
// hides a firm's templates and documents behind a storage nobody moved them to.
export function parseFileStorage(
  value: string | undefined,
  hasDatabaseUrl: boolean,
  hasBucket = false,
  hasLocalFiles = false,
): 'local' | 'database' | 's3' {
  const byDefault = hasBucket ? 's3' : hasDatabaseUrl && !hasLocalFiles ? 'postgres' : 'local';
  const choice = (value ?? '').trim() || byDefault;
  if (choice === 'local') return 'local';
  if (choice === 's3') {
    if (!hasBucket) throw new Error('FILE_STORAGE=s3 necesita S3_BUCKET.');
    return 's3';
  }
  if (choice === 'postgres' && hasDatabaseUrl) return 'database';
  throw new Error(
    choice === 'postgres'
      ? 'FILE_STORAGE=postgres necesita DATABASE_URL.'
      : `FILE_STORAGE debe ser local, postgres o s3: ${choice}`,
  );
}

async function holdsFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

// An S3-compatible bucket (S3_BUCKET set): AWS by its region, or any server by S3_ENDPOINT.
function parseS3(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY.');
  }
  return {
    endpoint: env.S3_ENDPOINT || null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    timeoutMs: milliseconds(env.S3_TIMEOUT_MS, 10_000),
  };
}

function milliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1000 || number > 600_000) {
    throw new Error(
      `Valor no válido en la configuración: ${value} (milisegundos de 1000 a 600000).`,
    );
  }
  return number;
}

/** Where `vite build` writes the web app (vite.config.ts), whatever directory npm start runs in. */
export const defaultWebDir = join(import.meta.dirname, '../../dist/web');

/** A malformed id turns analytics off rather than stopping the server; main.ts says so. */
export function parseMeasurementId(value: string | undefined): string | null {
  const id = value?.trim() ?? '';
  return new RegExp(measurementIdPattern).test(id) ? id : null;
}

/** Unset or empty: no /metrics. A short token is refused rather than guessed. */
function parseMetricsToken(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  if (token === '') return null;
  if (token.length < 16) throw new Error('METRICS_TOKEN debe tener al menos 16 caracteres.');
  return token;
}

/** A whole number of at least `min`, or the default when the variable is unset or empty. */
function parseCount(name: string, value: string | undefined, fallback: number, min: number) {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) {
    throw new Error(`${name} debe ser un número entero mayor o igual que ${min}: ${value}`);
  }
  return count;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT no es un puerto válido: ${value}`);
  }
  return port;
}
