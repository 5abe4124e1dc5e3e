import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is terminated, new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast, as an operator restarting PostgreSQL does. */
  restart(): Promise<void>;
  /** Stops it (immediately) and removes its directory. */
  dispose(): Promise<void>;
}

/** Whether this machine has PostgreSQL's server binaries (Debian's postgresql package). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : null;
}

// A throw-away PostgreSQL cluster on a free loopback port, the way .ci/run starts one: initdb
// with trust authentication, then pg_ctl. As root (CI), PostgreSQL refuses to run, so its
// commands run as the postgres user.
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'minuta-pg-'));
  const asRoot = process.getuid?.() === 0;
  const pg = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  chmodSync(dir, 0o700);
  const port = await freePort();
  const data = join(dir, 'data');
  const ctl = (...args: string[]) =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      ...args,
    ]);
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await ctl('start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start: async () => void (await ctl('start')),
    restart: async () => void (await ctl('-m', 'fast', 'restart')),
    dispose: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}
