import { randomBytes } from 'node:crypto';
import type { BackupSchedule } from '../backup/startScheduledBackups';
import { type MasterKeys, parseMasterKeys } from '../crypto/MasterKeys';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from '../db/databaseTimeouts';
import { defaultGenerationConfig, type GenerationConfig } from '../generation/generationConfig';
import type { S3Settings } from '../storage/createS3FileStorage';

// Everything the server reads at start. `loadConfig` fills it from the environment; tests build
// it with `createServerConfig` and override what they exercise.
/**
 * What a process does. `all`: everything in one process (what `npm start` runs). `api`: HTTP
 * only — no converters, no job workers. `worker`: the job workers and converters, with only
 * /health and /metrics on its own port.
 */
export type ServerRole = 'all' | 'api' | 'worker';

export interface ServerConfig {
  role: ServerRole;
  port: number;
  host: string;
  dataDir: string;
  /** null → embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | null;
  /**
   * Where uploaded and generated files live: `local` (DATA_DIR/files, one machine) or
   * `database` (the database itself, shared by every instance of a cluster).
   */
  fileStorage: 'local' | 'database' | 's3';
  /** The bucket when `fileStorage` is `s3`. */
  s3: S3Settings | null;
  /** Backups the server makes on its own (BACKUP_DIR); dir null: none. */
  backups: BackupSchedule;
  /** Bearer token that opens /metrics; null: no /metrics at all. */
  metricsToken: string | null;
  /** On SIGTERM, how long requests in flight may take to finish before they are cut. */
  shutdownGraceMs: number;
  /** PostgreSQL's pool and the bounds on every wait for it. */
  database: { poolSize: number; timeouts: DatabaseTimeouts };
  /** Public origin of the web app: mail links point here. */
  appUrl: string;
  /** null → mails are written as .eml files to `<dataDir>/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  jwtSecret: string;
  admin: { email: string; password: string };
  seedDemo: boolean;
  /** The built web app (`vite build` output) served on the same port; null → API only. */
  webDir: string | null;
  /** Google Analytics 4 measurement id (`G-…`), already validated; null → no analytics. */
  analyticsMeasurementId: string | null;
  auth: AuthPolicy;
  rateLimits: RateLimitPolicy;
  outbox: OutboxPolicy;
  /** The job workers of this process (roles worker and all). */
  jobs: JobsConfig;
  /**
   * Lawyers' notices of submissions (server/guests/submissionNotices.ts): the first of a window
   * is mailed at once, the rest of it in one digest when the next window starts; 0 → one mail
   * per submission.
   */
  submissionNotices: { windowSeconds: number };
  /** The guest calls' brakes (server/auth/authenticateGuest.ts, server/guests/). */
  guestRateLimits: GuestRateLimitPolicy;
  /** Word templates, generation and the PDF converter (generation/generationConfig.ts). */
  generation: GenerationConfig;
  payments: PaymentsConfig;
  /** Connection timeouts and body shape limits of the HTTP server (app/buildApp.ts). */
  http: HttpLimits;
  /** The master keys of client data at rest (server/crypto/). */
  dataEncryption: MasterKeys;
}

// Slow clients and hostile bodies. A client that sends its headers one byte at a time is closed
// once `headersTimeoutMs` has passed since its first byte (checked every `checkIntervalMs`); one
// that takes longer than `requestTimeoutMs` for a whole request (a 10 MB upload included), or
// stays silent for `idleTimeoutMs`, too. Idle keep-alive connections close after
// `keepAliveTimeoutMs`. Normal clients never come near any of them.
export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  checkIntervalMs: number;
  /** JSON nested deeper than this is refused with 400 on every route. */
  jsonMaxDepth: number;
}

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 5_000,
  jsonMaxDepth: 64,
};

/** The card gateway and the renewal job. */
export interface PaymentsConfig {
  /** The spec's {card-provider}: its checkout call is `payments/{provider}Checkout`. */
  provider: 'sandbox' | 'datafast';
  currency: 'USD';
  /** Key the sandbox gateway signs its notifications with; '' derives one from jwtSecret. */
  sandboxSecret: string;
  /** Where the sandbox gateway posts its notifications; null sends none. */
  sandboxNotifyUrl: string | null;
  /** The real gateway (an OPPWA / Datafast merchant), when `provider` is 'datafast'. */
  datafast: DatafastConfig | null;
  /** A hosted checkout not completed within this is abandoned. */
  checkoutSeconds: number;
  /** Notifications older than this (by their signed timestamp) are refused as replays. */
  notificationToleranceSeconds: number;
  renewals: RenewalPolicy;
}

export interface DatafastConfig {
  /** https://eu-test.oppwa.com (test) or https://eu-prod.oppwa.com. */
  baseUrl: string;
  entityId: string;
  accessToken: string;
  /** Hex key that decrypts (and so authenticates) webhook notifications. */
  webhookKey: string;
  /** Datafast's merchant and terminal ids (customParameters SHOPPER_MID / SHOPPER_TID). */
  merchantId: string;
  terminalId: string;
  /** Whether the gateway runs the merchant's test mode (testMode=EXTERNAL). */
  testMode: boolean;
}

export interface RenewalPolicy {
  /** Waits before each retry of a failed renewal; when they run out, the payment has failed. */
  retryDelaysSeconds: number[];
  /** How long one instance owns a claimed subscription before another may take it. */
  leaseMs: number;
}

export interface AuthPolicy {
  issuer: string;
  audience: string;
  accessTokenSeconds: number;
  /** Lifetime of the proof a refused login hands out for `users/endAllSessions`. */
  sessionProofSeconds: number;
  /** A session whose refresh token is not used for this long is over. */
  sessionIdleSeconds: number;
  /** No session outlives this, however often it is refreshed. */
  sessionMaxSeconds: number;
  resetTokenSeconds: number;
  verifyTokenSeconds: number;
  inviteTokenSeconds: number;
}

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  /** Every password check (login, endAllSessions, enableAccount) from one IP. */
  passwordPerIp: RateLimitRule;
  /**
   * Failed password checks against one account from one IP: a stranger guessing elsewhere never
   * locks the owner out.
   */
  passwordPerAccount: RateLimitRule;
  /** Failed password checks against one account from all IPs together (a distributed guess). */
  passwordPerAccountAllSources: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
  registerPerIp: RateLimitRule;
  /** Contact messages and developer requests (public forms) from one IP, together. */
  contactPerIp: RateLimitRule;
  /** The same forms naming one email: caps the confirmations a stranger can aim at someone. */
  contactPerEmail: RateLimitRule;
  /** Image uploads by one user. */
  imageUploadPerUser: RateLimitRule;
  /** Donation code look-ups and redemptions from one IP: guessing codes is throttled. */
  donationCodePerIp: RateLimitRule;
  /** Hosted checkouts opened by one user (each one is a call to the gateway). */
  checkoutPerUser: RateLimitRule;
  /** Second-factor codes tried for one user (a success clears nothing: codes are 6 digits). */
  twoFactorPerUser: RateLimitRule;
  /**
   * Add-in connection codes asked from one IP (each is a row and a code a person may be shown);
   * the same rule brakes one signed-in user looking up codes on the approval page.
   */
  deviceCodePerIp: RateLimitRule;
}

export interface GuestRateLimitPolicy {
  /** Every guest call (getMasterGuestUser, saves, submissions, results) from one IP. */
  callsPerIp: RateLimitRule;
  /** Guest calls refused for their link (unknown, expired, revoked, used) from one IP. */
  linkFailuresPerIp: RateLimitRule;
  /** Autosaves of one set of answers: a runaway autosave loop cannot flood the database. */
  savesPerResponse: RateLimitRule;
  /** Public-link visitors' answers created from one IP (each is a new row). */
  responsesPerIp: RateLimitRule;
  /** Submissions from one IP (each may mail the lawyer). */
  submitsPerIp: RateLimitRule;
}

export interface JobsConfig {
  /** Mails sent at once by this process. */
  mailSlots: number;
  /** How often an idle worker looks for jobs nobody announced (announced ones start at once). */
  pollMs: number;
}

export const defaultJobsConfig: JobsConfig = { mailSlots: 4, pollMs: 2000 };

export interface OutboxPolicy {
  /** First retry delay; doubles on each failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A mail the SMTP server rejects outright (5xx) is given up after this many tries. */
  maxRejections: number;
}

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

export const defaultAuthPolicy: AuthPolicy = {
  issuer: 'minuta',
  audience: 'minuta-api',
  accessTokenSeconds: minutes(10),
  sessionProofSeconds: minutes(5),
  sessionIdleSeconds: hours(24),
  sessionMaxSeconds: hours(24 * 14),
  resetTokenSeconds: minutes(60),
  verifyTokenSeconds: hours(48),
  inviteTokenSeconds: hours(24 * 7),
};

export const defaultRateLimits: RateLimitPolicy = {
  passwordPerIp: { limit: 100, windowSeconds: minutes(15) },
  passwordPerAccount: { limit: 10, windowSeconds: minutes(15) },
  passwordPerAccountAllSources: { limit: 50, windowSeconds: minutes(15) },
  resetPerIp: { limit: 20, windowSeconds: minutes(15) },
  // Reset and confirmation mails to one address, together: at most 5 an hour (each lands in
  // someone's inbox, whoever asked for it).
  resetPerAccount: { limit: 5, windowSeconds: hours(1) },
  registerPerIp: { limit: 20, windowSeconds: hours(1) },
  contactPerIp: { limit: 5, windowSeconds: hours(1) },
  contactPerEmail: { limit: 5, windowSeconds: hours(24) },
  imageUploadPerUser: { limit: 30, windowSeconds: hours(1) },
  donationCodePerIp: { limit: 10, windowSeconds: minutes(15) },
  checkoutPerUser: { limit: 20, windowSeconds: hours(1) },
  twoFactorPerUser: { limit: 5, windowSeconds: minutes(15) },
  deviceCodePerIp: { limit: 30, windowSeconds: minutes(15) },
};

export const defaultGuestRateLimits: GuestRateLimitPolicy = {
  callsPerIp: { limit: 1200, windowSeconds: minutes(10) },
  linkFailuresPerIp: { limit: 30, windowSeconds: minutes(15) },
  savesPerResponse: { limit: 120, windowSeconds: minutes(1) },
  responsesPerIp: { limit: 50, windowSeconds: hours(1) },
  submitsPerIp: { limit: 20, windowSeconds: hours(1) },
};

export const defaultOutboxPolicy: OutboxPolicy = {
  baseDelayMs: 5000,
  maxDelayMs: 10 * 60 * 1000,
  maxRejections: 3,
};

const days = (n: number) => n * 86_400;

export const defaultPaymentsConfig: PaymentsConfig = {
  provider: 'sandbox',
  currency: 'USD',
  sandboxSecret: '',
  sandboxNotifyUrl: null,
  datafast: null,
  checkoutSeconds: minutes(30),
  notificationToleranceSeconds: minutes(5),
  renewals: { retryDelaysSeconds: [days(1), days(3)], leaseMs: 2 * 60 * 1000 },
};

export function createServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    role: 'all',
    port: 3000,
    host: '127.0.0.1',
    dataDir: './data',
    databaseUrl: null,
    fileStorage: 'local',
    s3: null,
    database: { poolSize: 10, timeouts: defaultDatabaseTimeouts },
    shutdownGraceMs: 25_000,
    metricsToken: null,
    backups: { dir: null, everyHours: 24, keep: 7 },
    appUrl: 'http://localhost:3000',
    smtpUrl: null,
    mailFrom: 'Minuta <no-responder@minuta.local>',
    trustProxy: false,
    logLevel: 'info',
    jwtSecret: '',
    admin: { email: 'admin@minuta.local', password: '' },
    seedDemo: false,
    webDir: null,
    analyticsMeasurementId: null,
    auth: defaultAuthPolicy,
    rateLimits: defaultRateLimits,
    outbox: defaultOutboxPolicy,
    jobs: defaultJobsConfig,
    submissionNotices: { windowSeconds: 300 },
    guestRateLimits: defaultGuestRateLimits,
    generation: defaultGenerationConfig,
    payments: defaultPaymentsConfig,
    http: defaultHttpLimits,
    // A key of its own for every configuration made in code (tests); loadConfig reads the real one.
    dataEncryption: parseMasterKeys(randomBytes(32).toString('base64')),
    ...overrides,
  };
}
