import { connect, type Socket } from 'node:net';
import { defaultHttpLimits } from '@server/config/ServerConfig';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../documents/support/documentsApi';
import { startTestApi, type TestApi } from '../support/startTestApi';

const nested = (depth: number): unknown => {
  let value: unknown = 'fondo';
  for (let i = 1; i < depth; i++) value = { nivel: value };
  return value;
};

// Bodies refused as such, on every route: JSON nested past the limit (it used to be accepted,
// the deep field silently dropped by the schema) and prototype-poisoning keys (refused before
// with an untrue "not valid JSON").
describe('request bodies', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const send = (url: string, payload: string, bearer?: string) =>
    api.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
    });

  it.each([
    ['/api/v1/users/login', false],
    ['/api/v1/documents/createWork', true],
    ['/api/v1/contact/sendMessage', false],
  ])('refuses JSON nested deeper than 64 levels on %s', async (url, signed) => {
    const body = JSON.stringify({ email: 'a@b.test', extra: nested(65) });
    const response = await send(url, body, signed ? token : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BODY_TOO_DEEP',
      message: 'La solicitud tiene demasiados niveles anidados (más de 64).',
    });
  });

  it('keeps the field of a body 64 levels deep instead of dropping it', async () => {
    const work = await send(
      '/api/v1/documents/createWork',
      JSON.stringify({ workspace_name: 'Despacho' }),
      token,
    );
    const created = await send(
      '/api/v1/documents/createDoc',
      JSON.stringify({
        workspace_id: work.json().workspace.id,
        document_name: 'Profundo',
        allVariables: { hondo: nested(62) },
      }),
      token,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(JSON.stringify(created.json().document.allVariables)).toContain('fondo');
    const tooDeep = await send(
      '/api/v1/documents/createDoc',
      JSON.stringify({
        workspace_id: work.json().workspace.id,
        document_name: 'Demasiado',
        allVariables: { hondo: nested(70) },
      }),
      token,
    );
    expect(tooDeep.json().code).toBe('BODY_TOO_DEEP');
  });

  it('ignores brackets inside strings when measuring depth', async () => {
    const body = JSON.stringify({ email: '['.repeat(200), password: '{'.repeat(200) });
    const response = await send('/api/v1/users/login', body);
    expect(response.json().code).not.toBe('BODY_TOO_DEEP');
  });

  it.each([
    ['__proto__', '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}'],
    [
      'constructor.prototype',
      '{"email":"a@b.test","password":"x","constructor":{"prototype":{"admin":true}}}',
    ],
  ])('refuses a body with %s keys, saying so', async (_keys, body) => {
    const response = await send('/api/v1/users/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'FORBIDDEN_KEYS',
      message:
        'La solicitud contiene claves no permitidas (__proto__ o constructor.prototype): quítalas e intenta de nuevo.',
    });
  });

  it('still calls malformed JSON malformed', async () => {
    const response = await send('/api/v1/users/login', '{"email":');
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_BODY' });
  });
});

// Slow clients over real sockets: 200 connections that send their headers one byte at a time are
// closed once the headers timeout passes, while a normal client is served meanwhile. The limits
// are shortened here (2 s, checked every 0.5 s) to keep the test short; the defaults are
// documented in README.md.
describe('slow clients', () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      http: { ...defaultHttpLimits, headersTimeoutMs: 2000, checkIntervalMs: 500 },
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('closes 200 connections dripping their headers, and serves a normal client meanwhile', async () => {
    const request = `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ${'a'.repeat(200)}\r\n\r\n`;
    const started = Date.now();
    const closedAfter: number[] = [];
    const sockets: Socket[] = [];
    const timers: NodeJS.Timeout[] = [];
    const allClosed = Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            sockets.push(socket);
            let sent = 0;
            socket.on('error', () => {});
            socket.on('close', () => {
              closedAfter.push(Date.now() - started);
              resolve();
            });
            const timer = setInterval(() => {
              if (sent < request.length && !socket.destroyed) socket.write(request[sent++] ?? '');
            }, 250);
            timers.push(timer);
          }),
      ),
    );
    // A normal client, during the attack.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const normal = await fetch(`http://127.0.0.1:${port}/health`);
    expect(normal.status).toBe(200);
    // 200 bytes at 4 a second would take 50 s: the server ends them long before.
    const outcome = await Promise.race([
      allClosed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 20_000)),
    ]);
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    expect(outcome).toBe('closed');
    expect(Math.max(...closedAfter)).toBeLessThan(20_000);
  }, 60_000);
});
