import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app/buildApp';
import { createPorts } from '@server/app/createPorts';
import { passwordHasher } from '@server/auth/passwordHasher';
import {
  createServerConfig,
  defaultOutboxPolicy,
  type GuestRateLimitPolicy,
  type RateLimitPolicy,
  type ServerConfig,
} from '@server/config/ServerConfig';
import type { Role } from '@server/db/Database';
import type { OpenDatabase } from '@server/db/openDatabase';
import { createJobHandlers } from '@server/jobs/createJobHandlers';
import { createQueuePolicies } from '@server/jobs/createQueuePolicies';
import { jobsPart } from '@server/jobs/jobsPart';
import { openJobQueue, type RunningJobQueue } from '@server/jobs/openJobQueue';
import { type JobWorkers, startJobWorkers } from '@server/jobs/startJobWorkers';
import type { Logger } from '@server/logging/createLogger';
import { createMailer } from '@server/mail/Mailer';
import type { Ports } from '@server/ports/Ports';
import { cryptoRandom } from '@server/ports/RandomSource';
import { databasePart, diskPart, docxPart, mailPart, pdfPart } from '@server/service/coreParts';
import { ServiceParts } from '@server/service/ServiceParts';
import { createAccount } from '@server/users/createAccount';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ManualClock } from './ManualClock';
import { openTestDatabase, type TestDatabaseKind } from './openTestDatabase';
import { type MailCatcher, startMailCatcher } from './startMailCatcher';

export const appUrl = 'http://minuta.test';

const roomy = { limit: 10_000, windowSeconds: 60 };
/** Rate limits out of the way; the rate-limit tests set their own. */
export const roomyRateLimits: RateLimitPolicy = {
  passwordPerIp: roomy,
  passwordPerAccount: roomy,
  passwordPerAccountAllSources: roomy,
  resetPerIp: roomy,
  resetPerAccount: roomy,
  registerPerIp: roomy,
  contactPerIp: roomy,
  contactPerEmail: roomy,
  imageUploadPerUser: roomy,
  donationCodePerIp: roomy,
  checkoutPerUser: roomy,
  twoFactorPerUser: roomy,
  deviceCodePerIp: roomy,
};

/** The guest calls' brakes out of the way; the guest rate-limit tests set their own. */
export const roomyGuestRateLimits: GuestRateLimitPolicy = {
  callsPerIp: roomy,
  linkFailuresPerIp: roomy,
  savesPerResponse: roomy,
  responsesPerIp: roomy,
  submitsPerIp: roomy,
};

export interface TestUser {
  userId: string;
  accountId: string;
  email: string;
  password: string;
}

export interface TestApi {
  kind: TestDatabaseKind;
  database: OpenDatabase;
  /** What /health asks: the database, the PDF converter and the mail outbox. */
  parts: ServiceParts;
  app: FastifyInstance;
  ports: Ports;
  clock: ManualClock;
  mail: MailCatcher;
  /** The job queue on the test database (pg-boss), as the server opens it. */
  jobs: RunningJobQueue;
  /** This process's job workers: mail, PDF (with LibreOffice), renewals, cleanup. */
  workers: JobWorkers;
  /** A temporary DATA_DIR (uploaded files land in its files/), removed on close. */
  dataDir: string;
  post(url: string, body?: unknown, token?: string | null): Promise<LightMyRequestResponse>;
  get(url: string, token?: string | null): Promise<LightMyRequestResponse>;
  /** An account owner made through the same service as registration and the seed. */
  createUser(options?: {
    plan?: string;
    verified?: boolean;
    role?: Exclude<Role, 'operator'>;
  }): Promise<TestUser>;
  /** Logs a user in through the API and answers its tokens. */
  signIn(
    user: Pick<TestUser, 'email' | 'password'>,
  ): Promise<{ accessToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

// The real server stack for API tests: the Fastify app with every route, on a real database, a
// real SMTP server in-process, the job queue and this process's job workers (as MINUTA_ROLE=all
// runs them, without cron schedules: tests run renewals themselves) and files in a temporary
// data directory. Requests go through
// `app.inject`, which runs routing, validation, hooks and serialization like a socket would.
export async function startTestApi(
  kind: TestDatabaseKind,
  overrides: Partial<ServerConfig> = {},
  /** `logger`: where the app logs (tests that read the log); none by default. */
  options: { logger?: Logger } = {},
): Promise<TestApi> {
  const database: OpenDatabase = await openTestDatabase(kind);
  const mail = await startMailCatcher();
  const clock = new ManualClock();
  const dataDir = await mkdtemp(join(tmpdir(), 'minuta-api-test-'));
  const config = createServerConfig({
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    appUrl,
    smtpUrl: mail.url,
    rateLimits: roomyRateLimits,
    guestRateLimits: roomyGuestRateLimits,
    outbox: { ...defaultOutboxPolicy, baseDelayMs: 50, maxDelayMs: 200 },
    jobs: { mailSlots: 4, pollMs: 250 },
    ...overrides,
  });
  const silent = { info: () => {}, warn: () => {} };
  const jobs = await openJobQueue({
    database,
    policies: createQueuePolicies(config),
    maintenance: false,
    logger: silent,
  });
  const ports = createPorts(
    config,
    database.db,
    jobs,
    options.logger ?? silent,
    clock,
    cryptoRandom,
  );
  const parts = new ServiceParts();
  parts.add(databasePart(database));
  parts.add(pdfPart(ports.converter));
  parts.add(docxPart(ports.docx));
  parts.add(diskPart(dataDir));
  const app = await buildApp(ports, { parts, logger: options.logger });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: '' });
  parts.add(mailPart({ database, clock, mailer }));
  const workers = startJobWorkers(
    jobs,
    createJobHandlers(ports, { queue: jobs, mailer, logger: silent }),
    { role: 'all', logger: silent },
  );
  parts.add(jobsPart({ queue: jobs, workers, role: 'all', graceMs: 0 }));

  const totpSecrets = new Map<string, string>();
  const request = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string | null) =>
    app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const api: TestApi = {
    kind,
    database,
    parts,
    app,
    ports,
    clock,
    mail,
    jobs,
    workers,
    dataDir,
    post: (url, body, token) => request('POST', url, body, token),
    get: (url, token) => request('GET', url, undefined, token),
    async createUser(options = {}) {
      const email = `${randomBytes(6).toString('hex')}@despacho.test`;
      const password = `clave-${randomBytes(6).toString('hex')}`;
      const passwordHash = await passwordHasher.hash(password);
      const ids = await ports.db.transaction().execute((trx) =>
        createAccount(trx, ports, {
          email,
          passwordHash,
          firstName: 'Lucía',
          lastName: 'Fernández',
          phone: null,
          role: options.role ?? 'creator',
          namePlan: options.plan ?? 'explorador',
          emailVerified: options.verified ?? true,
        }),
      );
      return { ...ids, email, password };
    },
    async signIn(user) {
      const response = await api.post('/api/v1/users/login', {
        email: user.email,
        password: user.password,
      });
      let body = response.json();
      // A second factor (required of administrators): enrolled on first sign-in and answered
      // with the current code afterwards, as an authenticator app would.
      if (body.twoFactor === 'setup') {
        const token = body.twoFactorToken;
        const setup = await api.post('/api/v1/users/login/twoFactorSetup', { token });
        totpSecrets.set(user.email, setup.json().secret);
        const code = totpCode(setup.json().secret, clock.now());
        body = (await api.post('/api/v1/users/login/twoFactorEnable', { token, code })).json();
      } else if (body.twoFactor === 'code') {
        const secret = totpSecrets.get(user.email);
        if (!secret) throw new Error(`no second factor known for ${user.email}`);
        clock.advance(31_000);
        const code = totpCode(secret, clock.now());
        const token = body.twoFactorToken;
        body = (await api.post('/api/v1/users/login/twoFactor', { token, code })).json();
      }
      if (!body.accessToken) throw new Error(`login refused: ${JSON.stringify(body)}`);
      return { accessToken: body.accessToken, refreshToken: body.refreshToken };
    },
    async close() {
      await workers.stop(0);
      await ports.converter.stop();
      await jobs.stop().catch(() => {});
      mailer.close();
      await app.close();
      await mail.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** The token of a link found in a mail's text (`/validation?token=…` or `/restablecer-contraseña/…`). */
export function tokenFromLink(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('the mail has no link');
  const url = new URL(link);
  const fromQuery = url.searchParams.get('token');
  return fromQuery ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
}

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, 30-second steps). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}
