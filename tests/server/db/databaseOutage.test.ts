import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../support/spawnServer';
import { type PostgresCluster, startPostgresCluster } from '../support/startPostgresCluster';

const unavailable = {
  statusCode: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
};

// The whole server in its own process on a PostgreSQL of the test's own, which the test stops,
// starts and restarts the way an operator (or a failover) does.
describe('the server when PostgreSQL goes away', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let url: string;
  let token: string;
  let dataDir: string;
  let webDir: string;
  // An API instance of a cluster (MINUTA_ROLE=api) on the same PostgreSQL: it converts nothing
  // and runs no job, and counts the cluster's workers in the database.
  let apiServer: ServerProcess;
  let apiUrl: string;
  let apiDataDir: string;

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
  const me = () => call('/api/v1/users/me');
  const savePreference = (enabled: boolean) =>
    call('/api/v1/users/saveUserPreference', {
      method: 'POST',
      body: JSON.stringify({ preferences: [{ prefId: 2, enabled }] }),
    });
  /** Polls until `ask` answers `status`; fails at once if the server process is gone. */
  const until = async (status: number, ask: () => Promise<Response>) => {
    for (;;) {
      if (!server.alive()) throw new Error(`the server process ended:\n${server.output()}`);
      const response = await ask().catch(() => null);
      if (response?.status === status) return response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const logLines = (message: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}`));

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-outage-'));
    webDir = await mkdtemp(join(tmpdir(), 'minuta-outage-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Minuta</title>');
    await writeFile(join(webDir, 'embed.js'), 'customElements.define("x-y", class {});');
    // The secrets every process of a deployment shares, so the API instance below accepts the
    // same access token.
    const secrets = {
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: `Admin-${randomBytes(6).toString('hex')}`,
    };
    server = spawnServer({
      ...secrets,
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    url = await server.url();
    apiDataDir = await mkdtemp(join(tmpdir(), 'minuta-outage-api-'));
    apiServer = spawnServer({
      ...secrets,
      MINUTA_ROLE: 'api',
      DATABASE_URL: cluster.url,
      DATA_DIR: apiDataDir,
    });
    apiUrl = await apiServer.url();
    // On a loaded machine the first calls may meet the database still waking up (503): the
    // sign-in is repeated until it answers 200, as a client following Retry-After would.
    const login = await until(200, () =>
      fetch(`${url}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@minuta.local', password: 'Minuta-Demo-2026' }),
      }),
    );
    token = (await login.json()).accessToken;
    expect(token).toEqual(expect.any(String));
  }, 120_000);

  afterAll(async () => {
    server?.signal('SIGKILL');
    apiServer?.signal('SIGKILL');
    await server?.exited;
    await apiServer?.exited;
    if (apiDataDir) await rm(apiDataDir, { recursive: true, force: true });
    await cluster?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  });

  it('keeps running through a restart of PostgreSQL while idle, and serves again', async () => {
    expect((await me()).status).toBe(200);
    await cluster.restart();
    const after = await until(200, me);
    expect((await after.json()).email).toBe('demo@minuta.local');
    expect(server.alive()).toBe(true);
    // What Node prints when an unhandled 'error' event ends a process.
    expect(server.output()).not.toMatch(/Unhandled 'error' event|Node\.js v\d+/);
  }, 60_000);

  it('answers 503 in Spanish with Retry-After while PostgreSQL is down, keeps the static app, and recovers', async () => {
    await cluster.stop();
    const refused = await until(503, me);
    expect(await refused.json()).toEqual({
      ...unavailable,
      requestId: refused.headers.get('x-request-id'),
    });
    expect(refused.headers.get('retry-after')).toBe('2');
    const write = await savePreference(true);
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({ ...unavailable, requestId: expect.any(String) });

    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'error',
      down: ['database'],
      database: { ok: false, kind: 'postgres', downSince: expect.any(String) },
      mail: { ok: null },
    });
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    // The balancer's check, which asks the availability monitor rather than the pool.
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error' });
    expect((await fetch(`${url}/api/v1/app/config`)).status).toBe(200);
    const embed = await fetch(`${url}/embed.js`);
    expect(embed.status).toBe(200);
    expect(await embed.text()).toContain('customElements');
    expect((await fetch(`${url}/questionary/estudio/abc`)).status).toBe(200);

    // The API instance: the same 503 for a read and for work it would queue (a PDF), and a
    // /health that says why (its PDF part counts workers in the database it cannot reach).
    const apiCall = (path: string, init: RequestInit = {}) =>
      fetch(`${apiUrl}/api/v1/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const apiRefused = await until(503, () => apiCall('users/me'));
    expect(await apiRefused.json()).toMatchObject(unavailable);
    const queued = await apiCall('storage/generateTemp', {
      method: 'POST',
      body: JSON.stringify({
        template_path: '00000000-0000-4000-8000-000000000000',
        context: {},
        convert_to_pdf: true,
      }),
    });
    expect(queued.status).toBe(503);
    expect(await queued.json()).toMatchObject(unavailable);
    const apiHealth = await fetch(`${apiUrl}/health`);
    expect(apiHealth.status).toBe(503);
    expect(await apiHealth.json()).toMatchObject({
      status: 'error',
      down: expect.arrayContaining(['database']),
      pdf: { ok: null, available: false },
      jobs: { role: 'api' },
    });
    expect((await fetch(`${apiUrl}/health/ready`)).status).toBe(503);
    expect(apiServer.alive()).toBe(true);

    await cluster.start();
    expect((await until(200, me)).status).toBe(200);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect((await until(200, () => apiCall('users/me'))).status).toBe(200);
    expect((await fetch(`${apiUrl}/health/ready`)).status).toBe(200);
    expect(server.alive()).toBe(true);

    // The mail outbox resumed by itself: a registration's confirmation reaches the outbox folder.
    const email = `tras-la-caida-${Date.now()}@estudio.test`;
    const registered = await fetch(`${url}/api/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'clave-segura-123',
        firstName: 'Ana',
        lastName: 'Paz',
      }),
    });
    expect(registered.status).toBe(201);
    await expect.poll(() => mailsTo(join(dataDir, 'outbox'), email), { timeout: 20_000 }).toBe(1);
  }, 90_000);

  it('under load, a restart and killed connections give 503s, never a 500 or a dropped request', async () => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let stopLoad = false;
    const worker = async (index: number) => {
      for (let i = 0; !stopLoad; i++) {
        try {
          const response = i % 2 === 0 ? await me() : await savePreference(index % 2 === 0);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const body = await response.json();
          if (response.status === 503 && body.code !== 'DATABASE_UNAVAILABLE') {
            failures.push(JSON.stringify(body));
          }
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    await new Promise((resolve) => setTimeout(resolve, 500));

    // An administrator ends every connection of the server (pg_terminate_backend)…
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // …then restarts PostgreSQL.
    await cluster.restart();
    const okBefore = statuses.get(200) ?? 0;
    await expect
      .poll(() => (statuses.get(200) ?? 0) - okBefore, { timeout: 30_000 })
      .toBeGreaterThan(20);
    stopLoad = true;
    await load;

    expect(failures).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(server.alive()).toBe(true);
    // Three outages so far in this file (the idle restart, the stop, this restart; connections
    // killed alone are not one): a line each at most, never one per request.
    expect(logLines('database unavailable').length).toBeLessThanOrEqual(3);
    expect(logLines('request failed')).toEqual([]);
  }, 90_000);
});

function mailsTo(outbox: string, email: string): number {
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox).filter((file) =>
    readFileSync(join(outbox, file), 'utf8').includes(email),
  ).length;
}
