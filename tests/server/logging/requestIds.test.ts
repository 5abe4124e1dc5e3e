import { Writable } from 'node:stream';
import { createLogger } from '@server/logging/createLogger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app's log lines, parsed, as a log shipper would read them from stdout. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info' }, stream) };
}

describe('request ids', () => {
  let direct: TestApi;
  let proxied: TestApi;
  const log = captureLog();
  beforeAll(async () => {
    direct = await startTestApi('pglite', {}, { logger: log.logger });
    proxied = await startTestApi('pglite', { trustProxy: true });
  }, 60_000);
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('names every answer with its own id, and every log line of the request with it', async () => {
    const plans = await direct.get('/api/v1/users/getAllPlans');
    const missing = await direct.get('/api/v1/no-existe');
    const ids = [plans.headers['x-request-id'], missing.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(uuid);
    expect(ids[0]).not.toBe(ids[1]);
    const ofFirst = log.lines.filter((line) => line.requestId === ids[0]);
    expect(ofFirst.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('takes the id from a trusted proxy only, and only a well-formed one', async () => {
    const fromProxy = await proxied.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'lb-7f3a.91:2' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.91:2');
    const forged = await proxied.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': '"} {"level":60,"msg":"falso' },
    });
    expect(forged.headers['x-request-id']).toMatch(uuid);
    const untrusted = await direct.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'lb-7f3a.91:2' },
    });
    expect(untrusted.headers['x-request-id']).toMatch(uuid);
  });
});
