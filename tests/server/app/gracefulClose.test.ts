import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** An HTTP request whose body is sent when the test says so (`finish`). */
function slowRequest(url: string, path: string, token: string, body: string) {
  let finish = () => {};
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text),
          }),
        );
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

const shuttingDown = {
  statusCode: 503,
  code: 'SHUTTING_DOWN',
  message: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
};

describe('closing the HTTP server gracefully', () => {
  let api: TestApi;
  let url: string;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await api.signIn(await api.createUser())).accessToken;
  }, 60_000);
  afterAll(async () => {
    await api.close().catch(() => {});
  });

  it('finishes the request in flight and answers new ones 503 in Spanish with Connection: close', async () => {
    const body = JSON.stringify({ preferences: [{ prefId: 2, enabled: true }] });
    const inFlight = slowRequest(url, '/api/v1/users/saveUserPreference', token, body);
    await expect.poll(() => api.app.requestsInFlight()).toBe(1);
    const closing = api.app.closeGracefully(20_000);

    const read = await fetch(`${url}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(503);
    expect(read.headers.get('connection')).toBe('close');
    expect(read.headers.get('retry-after')).toBe('2');
    expect(await read.json()).toEqual({
      ...shuttingDown,
      requestId: read.headers.get('x-request-id'),
    });
    // A write's body is read in full before the refusal: the client is never cut off mid-body.
    const write = await fetch(`${url}/api/v1/users/saveUserPreference`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ preferences: [{ prefId: 3, enabled: true }] }),
    });
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({
      ...shuttingDown,
      requestId: write.headers.get('x-request-id'),
    });
    // The health checks still answer for themselves.
    expect((await fetch(`${url}/health/live`)).status).toBe(200);

    // A client that started a request during the shutdown and sends its body slowly.
    const late = slowRequest(url, '/api/v1/users/saveUserPreference', token, body);
    await expect.poll(() => api.app.requestsInFlight()).toBe(1);

    inFlight.finish();
    const finished = await inFlight.answer;
    expect(finished.status).toBe(200);
    expect(finished.headers.connection).toBe('close');
    // The last request in flight answered, the server stops accepting connections; the slow
    // client's body, coming well after that, is still read and answered, not cut off.
    await expect.poll(() => api.app.server.listening).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    late.finish();
    const refused = await late.answer;
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toEqual({ ...shuttingDown, requestId: refused.headers['x-request-id'] });
    await closing;

    const stored = await api.ports.db
      .selectFrom('user_preferences')
      .select(['pref_id', 'enabled'])
      .orderBy('pref_id')
      .execute();
    expect(stored).toEqual([{ pref_id: 2, enabled: true }]);
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
  }, 60_000);
});
