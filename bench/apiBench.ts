// API load: authenticated GET users/me and a burst of logins, driven by autocannon from a second
// process on loopback against the real server (startServer), on PostgreSQL and on the embedded
// PGlite. Figures, not tests. docassemble publishes 68 req/s on its reference set-up.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordHasher } from '@server/auth/passwordHasher';
import { createServerConfig, type RateLimitPolicy } from '@server/config/ServerConfig';
import type { Ports } from '@server/ports/Ports';
import { startServer } from '@server/startServer';
import { createAccount } from '@server/users/createAccount';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './freePort';
import { printTable } from './printTable';

const DOCASSEMBLE_REQ_PER_S = 68;
const LOGIN_USERS = 300;
const PASSWORD = 'clave-de-benchmark';

export interface Job {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  /** Each request logs in the next of these users (a user can hold one session). */
  emails?: string[];
  connections: number;
  duration?: number;
  amount?: number;
}

export interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export async function runApiBench(): Promise<void> {
  const rows: string[][] = [];
  const postgres = await findPostgres();
  const targets: Array<{
    name: string;
    databaseUrl: string | null;
    cleanup?: () => Promise<void>;
  }> = [];
  if (postgres)
    targets.push({ name: postgres.name, databaseUrl: postgres.url, cleanup: postgres.cleanup });
  else console.log('\nAPI: no PostgreSQL available (set DATABASE_URL); measuring PGlite only.');
  targets.push({ name: 'PGlite (embedded)', databaseUrl: null });
  for (const target of targets) {
    try {
      rows.push(...(await benchTarget(target.name, target.databaseUrl)));
    } finally {
      await target.cleanup?.();
    }
  }
  printTable(
    'API — autocannon from a second process on loopback (docassemble: 68 req/s)',
    ['target', 'req/s', 'p50', 'p99', 'requests', 'non-2xx', 'vs docassemble'],
    rows,
  );
}

async function benchTarget(name: string, databaseUrl: string | null): Promise<string[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'minuta-bench-'));
  const roomy = { limit: 1_000_000, windowSeconds: 60 };
  const rateLimits: RateLimitPolicy = {
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
  const config = createServerConfig({
    port: 0,
    dataDir,
    databaseUrl,
    jwtSecret: randomBytes(32).toString('base64url'),
    admin: { email: 'admin@bench.test', password: '' },
    rateLimits,
  });
  const server = await startServer(config, { poolSize: 10 });
  try {
    const emails = await createUsers(server.ports, LOGIN_USERS + 1);
    const reader = emails.pop() ?? '';
    const login = await fetch(`${server.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: reader, password: PASSWORD }),
    });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const me: Job = {
      url: server.url,
      method: 'GET',
      path: '/api/v1/users/me',
      token,
      connections: 20,
    };
    await runAutocannon({ ...me, duration: 2 });
    const reads = await runAutocannon({ ...me, duration: 10 });
    const logins = await runAutocannon({
      url: server.url,
      method: 'POST',
      path: '/api/v1/users/login',
      emails,
      connections: 10,
      amount: emails.length,
    });
    return [row(`${name}: GET users/me`, reads), row(`${name}: login burst`, logins)];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(label: string, figures: Figures): string[] {
  return [
    label,
    figures.reqPerSec.toFixed(0),
    `${figures.p50.toFixed(1)} ms`,
    `${figures.p99.toFixed(1)} ms`,
    String(figures.requests),
    String(figures.failures),
    `${(figures.reqPerSec / DOCASSEMBLE_REQ_PER_S).toFixed(1)}×`,
  ];
}

// Verified creators sharing one password hash (hashing 300 times would only time argon2 twice).
async function createUsers(ports: Ports, count: number) {
  const passwordHash = await passwordHasher.hash(PASSWORD);
  const emails: string[] = [];
  await ports.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const email = `bench-${i}-${randomBytes(3).toString('hex')}@bench.test`;
      await createAccount(trx, ports, {
        email,
        passwordHash,
        firstName: 'Bench',
        lastName: String(i),
        phone: null,
        role: 'creator',
        namePlan: 'inicial',
        emailVerified: true,
      });
      emails.push(email);
    }
  });
  return emails;
}

/** Runs autocannon in a child process, so the load generator does not share the server's thread. */
export function runAutocannon(job: Job): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, 'autocannon-child'],
      {
        env: { ...process.env, MINUTA_BENCH_JOB: JSON.stringify(job) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as Figures);
    });
  });
}

async function autocannonChild(job: Job): Promise<void> {
  let next = 0;
  const body = (email: string) => JSON.stringify({ email, password: PASSWORD });
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.duration ? { duration: job.duration } : {}),
    ...(job.amount ? { amount: job.amount } : {}),
    requests: [
      {
        method: job.method,
        path: job.path,
        headers: {
          'content-type': 'application/json',
          ...(job.token ? { authorization: `Bearer ${job.token}` } : {}),
        },
        ...(job.emails
          ? {
              setupRequest: (request: autocannon.Request) => {
                const email = job.emails?.[next++ % (job.emails?.length ?? 1)] ?? '';
                return { ...request, body: body(email) };
              },
            }
          : {}),
      },
    ],
  });
  const figures: Figures = {
    reqPerSec: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

/** DATABASE_URL in a fresh schema, or a throw-away PostgreSQL started with initdb/pg_ctl. */
async function findPostgres(): Promise<{
  name: string;
  url: string;
  cleanup: () => Promise<void>;
} | null> {
  const given = process.env.DATABASE_URL;
  if (given) return withBenchSchema(given, 'PostgreSQL (DATABASE_URL)', async () => {});
  const started = await startThrowAwayPostgres();
  return started
    ? withBenchSchema(started.url, `PostgreSQL ${started.version} (temporary)`, started.stop)
    : null;
}

async function withBenchSchema(baseUrl: string, name: string, stop: () => Promise<void>) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name,
    url: url.toString(),
    cleanup: async () => {
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
      await stop();
    },
  };
}

async function startThrowAwayPostgres() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) return null;
  const bin = join(root, version, 'bin');
  const asPostgres = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, command), args, { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'minuta-bench-pg-'));
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o700);
    const port = await freePort();
    asPostgres('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    asPostgres('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
      'start',
    ]);
    return {
      version,
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    console.log(`\nAPI: could not start a temporary PostgreSQL (${(error as Error).message}).`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

if (process.argv[2] === 'autocannon-child') {
  await autocannonChild(JSON.parse(process.env.MINUTA_BENCH_JOB ?? '{}') as Job);
} else if (process.argv[1] === import.meta.filename) {
  await runApiBench();
}
