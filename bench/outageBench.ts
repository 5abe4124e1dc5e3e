// Database outages, measured on the real server process: how fast a call answers 503 while
// PostgreSQL is away, and how soon after PostgreSQL is back the same process serves again (the
// targets: 503 within 2 s, serving within 10 s, no restart). Three outages: PostgreSQL
// stopped, PostgreSQL restarted under load, and a silent network cut (a proxy between the
// server and PostgreSQL that stops passing bytes without closing anything).
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, spawnServer } from '../tests/server/support/spawnServer';
import {
  findPostgresBin,
  startPostgresCluster,
} from '../tests/server/support/startPostgresCluster';
import { median, printTable } from './printTable';

interface Sample {
  status: number | 'error';
  ms: number;
  /** When the answer arrived (performance.now()). */
  at: number;
}

export async function runOutageBench(): Promise<void> {
  if (!findPostgresBin()) {
    console.log('\nDatabase outages: no PostgreSQL server binaries here; skipped.');
    return;
  }
  const cluster = await startPostgresCluster();
  const proxy = await startCuttableProxy(cluster.port);
  const dataDir = await mkdtemp(join(tmpdir(), 'minuta-bench-outage-'));
  const server = spawnServer({
    DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  try {
    const url = await server.url();
    const token = await logIn(url);
    const me = () => timedCall(`${url}/api/v1/users/me`, token);
    const rows = [
      await measure('PostgreSQL stopped (pg_ctl stop -m fast)', me, server, {
        cut: () => cluster.stop(),
        heal: () => cluster.start(),
      }),
      await measure('PostgreSQL restarted under load (restart -m fast)', me, server, {
        cut: () => cluster.restart(),
        heal: async () => {},
      }),
      await measure('network cut (nothing closed, no answer)', me, server, {
        cut: async () => proxy.cut(),
        heal: async () => proxy.heal(),
        lasts: 4000,
      }),
    ];
    printTable(
      'Database outages — the server process on PostgreSQL 15, 4 clients calling users/me (targets: 503 ≤ 2 s, serving again ≤ 10 s after PostgreSQL is back)',
      [
        'outage',
        '503 answer p50',
        '503 answer max',
        'slowest answer',
        'other failures',
        'serving again after',
        'process',
      ],
      rows,
    );
  } finally {
    server.signal('SIGKILL');
    await server.exited;
    proxy.close();
    await cluster.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  name: string,
  call: () => Promise<Sample>,
  server: ServerProcess,
  outage: { cut: () => Promise<void>; heal: () => Promise<void>; lasts?: number },
): Promise<string[]> {
  const samples: Sample[] = [];
  let running = true;
  const client = async () => {
    while (running) samples.push(await call());
  };
  const clients = Promise.all([client(), client(), client(), client()]);
  await sleep(500);
  const cutAt = performance.now();
  await outage.cut();
  if (outage.lasts) await sleep(outage.lasts);
  await outage.heal();
  const healedAt = performance.now();
  // Serving again: the first 200 that arrives after PostgreSQL is back.
  for (;;) {
    const back = samples.find((sample) => sample.at > healedAt && sample.status === 200);
    if (back || performance.now() - healedAt > 30_000) break;
    await sleep(20);
  }
  running = false;
  await clients;
  const during = samples.filter((sample) => sample.at > cutAt);
  const refused = during.filter((sample) => sample.status === 503).map((sample) => sample.ms);
  const back = during.find((sample) => sample.at > healedAt && sample.status === 200);
  const others = during.filter((sample) => sample.status !== 200 && sample.status !== 503);
  return [
    name,
    refused.length ? `${median(refused).toFixed(1)} ms` : '—',
    refused.length ? `${Math.max(...refused).toFixed(1)} ms` : '—',
    `${Math.max(...during.map((sample) => sample.ms)).toFixed(0)} ms`,
    String(others.length),
    back ? `${(back.at - healedAt).toFixed(0)} ms` : 'never',
    server.alive() ? 'up' : 'ENDED',
  ];
}

async function timedCall(url: string, token: string): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started, at: performance.now() };
  } catch {
    return { status: 'error', ms: performance.now() - started, at: performance.now() };
  }
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@minuta.local', password: 'Minuta-Demo-2026' }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

// A TCP relay to PostgreSQL that can go silent: while cut, bytes in either direction are
// dropped and new connections are accepted but never relayed, as when a network path fails
// without resetting anything.
async function startCuttableProxy(targetPort: number) {
  let cut = false;
  const sockets = new Set<Socket>();
  const held: Socket[] = [];
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    client.on('close', () => sockets.delete(client));
    if (cut) {
      held.push(client);
      return;
    }
    const target = connect(targetPort, '127.0.0.1');
    sockets.add(target);
    target.on('error', () => client.destroy());
    target.on('close', () => {
      sockets.delete(target);
      client.destroy();
    });
    client.on('close', () => target.destroy());
    client.on('data', (chunk) => {
      if (!cut) target.write(chunk);
    });
    target.on('data', (chunk) => {
      if (!cut) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut: () => {
      cut = true;
    },
    heal: () => {
      cut = false;
      for (const socket of held.splice(0)) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.argv[1] === import.meta.filename) await runOutageBench();
