import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface ClusterProcess {
  name: string;
  role: 'api' | 'worker';
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a person reading a failure. */
  output: string[];
}

export interface Cluster {
  /** The balancer's address: the whole product. */
  url: string;
  databaseUrl: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  /** Kills one process at once (SIGKILL), as a crash or an OOM kill would. */
  kill(process: ClusterProcess): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** The balancer listens here; the API instances and workers on the next ports. */
  basePort: number;
  apis?: number;
  workers?: number;
  /**
   * A PostgreSQL server to use (a fresh database is created on it and dropped at the end).
   * Without one, a throw-away PostgreSQL is started on `postgresPort`, as CI does.
   */
  databaseUrl?: string | null;
  postgresPort?: number;
  smtpUrl?: string | null;
  /** The built web app to serve; none serves only the API. */
  webDir?: string | null;
  /** More environment for every process. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

const repoRoot = join(import.meta.dirname, '../..');
const pgBin = async () => {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL no está instalado (/usr/lib/postgresql).');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

// A cluster on this machine, as production runs it on several: PostgreSQL, N API instances
// (MINUTA_ROLE=api), M workers (MINUTA_ROLE=worker) and HAProxy in front of the API instances
// (round robin, checks on /health/ready every second, a dead instance out after three misses).
// The processes share only PostgreSQL — the files too (FILE_STORAGE=postgres) — and the
// secrets every instance of a deployment is given (JWT_SECRET, DATA_ENCRYPTION_KEY,
// ADMIN_PASSWORD). Used by `npm run cluster` and tests/cluster/.
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const root = await mkdtemp(join(tmpdir(), 'minuta-cluster-'));
  const cleanups: Array<() => Promise<void>> = [
    async () => rm(root, { recursive: true, force: true }),
  ];
  const processes: ClusterProcess[] = [];
  const stop = async () => {
    for (const process of processes) process.child.kill('SIGKILL');
    await Promise.all(processes.map((process) => exited(process.child)));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const databaseUrl = await prepareDatabase(options, cleanups, log);
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: `Admin-${randomBytes(6).toString('hex')}`,
    };
    const url = `http://127.0.0.1:${options.basePort}`;
    const common: Record<string, string> = {
      ...secrets,
      DATABASE_URL: databaseUrl,
      FILE_STORAGE: 'postgres',
      APP_URL: url,
      TRUST_PROXY: 'true',
      SANDBOX_NOTIFY_URL: `${url}/api/v1/payments/notifications`,
      WEB_DIR: options.webDir ?? join(root, 'no-web'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      // Five processes on one PostgreSQL (whose default is 100 connections) beside whatever
      // else uses it: a few connections each is plenty here.
      DATABASE_POOL_SIZE: '4',
      // Five processes starting at once on a machine with a few cores can each be kept off the
      // CPU for seconds: the defaults (3 s to get a connection, 1 s for the availability
      // check) failed a start under load and would count a busy moment as an outage. Still
      // bounded, so a database really gone answers 503.
      DATABASE_CONNECT_TIMEOUT_MS: '10000',
      DATABASE_CHECK_TIMEOUT_MS: '10000',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    };
    const apis = options.apis ?? 3;
    const workers = options.workers ?? 2;
    // Each process is listed as soon as it is spawned, so a failed start stops every one.
    const start = (role: 'api' | 'worker', index: number, port: number) =>
      startProcess(processes, `${role}${index + 1}`, role, port, {
        ...common,
        MINUTA_ROLE: role,
        PORT: String(port),
        DATA_DIR: join(root, `${role}${index + 1}`),
        ...(role === 'worker' ? { PDF_WORKERS: common.PDF_WORKERS ?? '1' } : {}),
      });
    // The first API instance migrates and seeds alone; the others then start together.
    await start('api', 0, options.basePort + 1);
    await Promise.all([
      ...Array.from({ length: apis - 1 }, (_, i) => start('api', i + 1, options.basePort + 2 + i)),
      ...Array.from({ length: workers }, (_, i) =>
        start('worker', i, options.basePort + 1 + apis + i),
      ),
    ]);
    const apiProcesses = processes.filter((process) => process.role === 'api');
    cleanups.push(await startHaproxy(root, options.basePort, apiProcesses));
    await waitForHealthy(url, 60_000);
    log(`Minuta en ${url} (${apis} instancias de API, ${workers} procesos de trabajo)`);
    return {
      url,
      databaseUrl,
      apis: apiProcesses,
      workers: processes.filter((process) => process.role === 'worker'),
      async kill(process) {
        process.child.kill('SIGKILL');
        await exited(process.child);
      },
      stop,
    };
  } catch (error) {
    const output = processes.map((process) => `${process.name}:\n${process.output.join('')}`);
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${output.join('\n')}`,
    );
  }
}

async function prepareDatabase(
  options: ClusterOptions,
  cleanups: Array<() => Promise<void>>,
  log: (line: string) => void,
): Promise<string> {
  let serverUrl = options.databaseUrl ?? null;
  if (!serverUrl) {
    const bin = await pgBin();
    const port = options.postgresPort ?? options.basePort + 9;
    // A directory of its own beside the cluster's (whose mode 0700 the postgres user could not
    // cross when we run as root), given to that user.
    const dir = await mkdtemp(join(tmpdir(), 'minuta-cluster-pg-'));
    cleanups.push(async () => rm(dir, { recursive: true, force: true }));
    const asPostgres = process.getuid?.() === 0;
    if (asPostgres) await chown(dir, ...(await postgresIds()));
    const pgRun = (command: string, args: string[]) =>
      asPostgres
        ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
        : run(join(bin, command), args);
    await pgRun('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await pgRun('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      'start',
    ]);
    cleanups.push(async () => {
      await pgRun('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
    });
    log(`PostgreSQL en 127.0.0.1:${port}`);
    // The processes on this machine reach it through its Unix socket, as a same-host database
    // is reached in production: every statement's trip costs less CPU than through loopback TCP.
    serverUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  }
  const name = `minuta_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid.trim()), Number(gid.trim())];
}

/** The niceness of the workers' processes (LibreOffice adds its own PDF_NICENESS on top). */
const workerNiceness = 10;

async function startProcess(
  processes: ClusterProcess[],
  name: string,
  role: 'api' | 'worker',
  port: number,
  env: Record<string, string>,
): Promise<ClusterProcess> {
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  // Workers run at a lower CPU priority than the API instances they share this machine with:
  // a burst of documents then slows the documents, not every click (`nice` execs in place, so
  // the pid stays the process's). On machines of their own the priority changes nothing.
  const [command, ...args] =
    role === 'worker' ? ['nice', '-n', String(workerNiceness), ...node] : node;
  const child = spawn(command as string, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = { name, role, port, url, child, output };
  processes.push(started);
  // Starting takes ~10 s of CPU (modules, schema compilation); on a loaded machine several
  // processes starting at once take minutes. A process still alive is waited for.
  await waitForHealthy(url, 600_000, child);
  return started;
}

async function startHaproxy(
  root: string,
  port: number,
  apis: ClusterProcess[],
): Promise<() => Promise<void>> {
  const config = join(root, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, apis));
  const child = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stopHaproxy = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  // Up once its port takes connections (however slow the machine), or failed if it exited first.
  const deadline = Date.now() + 60_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopHaproxy();
      throw new Error(`HAProxy no arrancó: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stopHaproxy;
}

/**
 * The balancer: round robin over the API instances, each checked on /health/ready every second
 * (no query behind it, so a busy instance answers in time; 3 s allowed, three misses to go out).
 */
export function haproxyConfig(port: number, apis: Array<{ name: string; port: number }>): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout check 3s',
    // A connection refused by a dead instance is tried on another one, and so is a read (GET,
    // HEAD) sent on a kept-alive connection the instance's death closed without an answer (it
    // answered 502 once after a kill -9). A write already sent is never sent twice by the
    // balancer: the client retries it with its Idempotency-Key.
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure empty-response',
    'frontend minuta',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  http-request disable-l7-retry if !METH_GET',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    ...apis.map((api) => `  server ${api.name} 127.0.0.1:${api.port} check inter 1s fall 3 rise 1`),
    '',
  ].join('\n');
}

async function waitForHealthy(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: el proceso terminó`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url}/health no respondió 200 a tiempo`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
