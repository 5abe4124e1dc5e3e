import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renewalsPart } from '@server/service/coreParts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/startPostgresCluster';
import { startTestApi, type TestApi } from '../support/startTestApi';

const token = 'un-token-de-metricas-largo';

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, line: string): number | null {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : null;
}

describe('/metrics', () => {
  let api: TestApi;
  let closed: TestApi;
  beforeAll(async () => {
    // SMTP on a port where nothing listens: mail piles up in the outbox.
    api = await startTestApi('pglite', {
      metricsToken: token,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}?connectionTimeout=300`,
    });
    api.parts.add(renewalsPart({ database: api.database, clock: api.clock }));
    closed = await startTestApi('pglite');
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await closed.close();
  });

  const scrape = (authorization?: string) =>
    api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('does not exist without METRICS_TOKEN, and needs the token when it is set', async () => {
    expect((await closed.get('/metrics')).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer otro-token-de-metricas-xx')).statusCode).toBe(401);
    const open = await scrape(`Bearer ${token}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern and status, and reports the parts', async () => {
    await api.get('/api/v1/users/getAllPlans');
    await api.get('/api/v1/users/getAllPlans');
    await api.get('/api/v1/documents/getInterview/0b6f7c2e-1b1a-4c1e-9a53-2b8e6f0d9c41');
    await api.post('/api/v1/users', {
      email: 'sin-smtp@estudio.test',
      password: 'contraseña segura',
      firstName: 'Ana',
      lastName: 'Paz',
    });
    const text = (await scrape(`Bearer ${token}`)).body;
    expect(
      sample(
        text,
        'minuta_http_requests_total{method="GET",route="/api/v1/users/getAllPlans",status="200"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'minuta_http_requests_total{method="GET",route="/api/v1/documents/getInterview/:documentId",status="401"}',
      ),
    ).toBe(1);
    expect(text).toContain('minuta_http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(sample(text, 'minuta_http_requests_in_flight')).toBe(1);
    expect(sample(text, 'minuta_database_up')).toBe(1);
    expect(sample(text, 'minuta_database_outages_total')).toBe(0);
    expect(sample(text, 'minuta_database_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'minuta_pdf_queue_depth')).toBe(0);
    expect(sample(text, 'minuta_pdf_workers{state="configured"}')).toBeGreaterThan(0);
    expect(sample(text, 'minuta_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'minuta_mail_outbox_failed')).toBe(0);
    expect(sample(text, 'minuta_renewals_due')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');

    // The same backlog in /health, for whoever does not scrape metrics.
    const health = (await api.get('/health')).json();
    expect(health.mail).toMatchObject({ ok: true, pending: expect.any(Number) });
    expect(health.mail.pending).toBeGreaterThanOrEqual(1);
  });

  it('documents every metric of ours in README.md', async () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    const names = new Set(
      [...(await scrape(`Bearer ${token}`)).body.matchAll(/^# HELP (minuta_\w+)/gm)].map(
        (match) => match[1],
      ),
    );
    expect(names.size).toBeGreaterThanOrEqual(14);
    for (const name of names) expect(readme, name).toContain(`\`${name}\``);
  });
});
