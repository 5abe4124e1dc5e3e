import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, messageForStatus } from '../../../src/api/apiErrors';
import { createApiClient } from '../../../src/api/createApiClient';
import { createTokenStorage } from '../../../src/api/tokenStorage';
import { createMemoryStorage } from '../support/memoryStorage';

// A real HTTP server whose answers each test scripts: the client is exercised over the network,
// exactly as in the browser.
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let handler: Handler = (_request, _body, response) => response.end();
const calls: Array<{
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
}> = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      handler(request, body, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});
afterAll(() => server.close());
afterEach(() => {
  calls.length = 0;
});

const json = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

function setUp(
  initial: Record<string, string> = { accessToken: 'old-access', refreshToken: 'old-refresh' },
) {
  const storage = createMemoryStorage(initial);
  const events: string[] = [];
  const request = createApiClient({
    baseUrl,
    fetch: (input, init) => fetch(input, init),
    tokens: createTokenStorage(storage),
    onAuthorizationExpired: (message) => events.push(`expired:${message}`),
    onSessionEnded: () => events.push('ended'),
    retryDelay: () => 5,
  });
  return { request, storage, events };
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
};

describe('createApiClient', () => {
  it('sends the access token and answers the parsed body', async () => {
    handler = (_request, _body, response) => json(response, 200, { email: 'ana@estudio.ec' });
    const { request } = setUp();
    expect(await request('GET', 'users/me')).toEqual({ email: 'ana@estudio.ec' });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/users/me',
      authorization: 'Bearer old-access',
    });
  });

  it('sends no token on calls that need no session', async () => {
    handler = (_request, _body, response) => json(response, 200, {});
    const { request } = setUp();
    await request('POST', 'users/login', { body: { email: 'a@b.ec', password: 'x' }, auth: false });
    expect(calls[0]?.authorization).toBeUndefined();
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ email: 'a@b.ec', password: 'x' });
  });

  it('sends a FormData body as multipart with its boundary, not as JSON', async () => {
    let contentType: string | undefined;
    handler = (request, _body, response) => {
      contentType = request.headers['content-type'];
      json(response, 201, { id: 'plantilla' });
    };
    const { request } = setUp();
    const form = new FormData();
    form.append('file', new Blob(['PK'], { type: 'application/octet-stream' }), 'contrato.docx');
    await request('POST', 'storage/uploadToS3?document_id=d', { body: form });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.authorization).toBe('Bearer old-access');
    expect(calls[0]?.body).toContain('filename="contrato.docx"');
  });

  it('shows the server’s Spanish message and field errors', async () => {
    handler = (_request, _body, response) =>
      json(response, 400, {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Revisa los campos marcados.',
        fields: [{ field: 'email', message: 'no tiene un formato válido' }],
      });
    const error = await failure(setUp().request('POST', 'users', { body: {}, auth: false }));
    expect(error.message).toBe('Revisa los campos marcados.');
    expect(error.fields).toEqual([{ field: 'email', message: 'no tiene un formato válido' }]);
  });

  it.each([
    [400, 'POST', null, 'Tu correo o contraseña son incorrectos'],
    [400, 'POST', 'RESET_TOKEN_INVALID', 'No hay permiso para actualizar tu contraseña'],
    [404, 'POST', null, 'Su correo o contraseña son incorrectos'],
    [404, 'GET', null, 'Servicio no encontrado'],
    [404, 'DELETE', null, 'Servicio no encontrado'],
    [409, 'POST', null, 'El usuario ya poseé una cuenta'],
    [409, 'POST', 'EMAIL_INVALID', 'Correo electrónico no válido'],
    [430, 'PUT', null, 'Su último pago no es válido o no tienes datos de pago registrados.'],
    [500, 'POST', null, 'Por favor intente de nuevo, más tarde'],
    [500, 'POST', 'ACCOUNT_DISABLED', 'Tu cuenta se encuentra desactivada'],
    [500, 'POST', 'DOCUMENT_DISABLED', 'El documento se encuentra desactivado.'],
    [500, 'POST', 'WORD_GENERATION_FAILED', 'Revisa los campos e intenta de nuevo'],
    [418, 'GET', null, 'La api responde pero con error 418'],
  ] as const)(
    'maps %i on %s (code %s) without a message to «%s»',
    async (status, method, code, message) => {
      handler = (_request, _body, response) => json(response, status, code ? { code } : undefined);
      const error = await failure(setUp().request(method, 'x', { auth: false }));
      expect(error.status).toBe(status);
      expect(error.message).toBe(message);
      expect(messageForStatus(status, method, code)).toBe(message);
    },
  );

  it('says «No existe conexión» when the server cannot be reached', async () => {
    const request = createApiClient({
      baseUrl: 'http://127.0.0.1:9/api/v1/',
      fetch: (input, init) => fetch(input, init),
      tokens: createTokenStorage(createMemoryStorage()),
      onAuthorizationExpired: () => undefined,
      onSessionEnded: () => undefined,
      retryDelay: () => 1,
    });
    const error = await failure(request('GET', 'users/me'));
    expect(error.message).toBe('No existe conexión');
  });

  it('retries 502, 503 and 504 with backoff, then succeeds', async () => {
    let attempts = 0;
    handler = (_request, _body, response) => {
      attempts += 1;
      if (attempts === 1) json(response, 502);
      else if (attempts === 2) json(response, 503);
      else if (attempts === 3) json(response, 504);
      else json(response, 200, { ok: true });
    };
    expect(await setUp().request('GET', 'users/me')).toEqual({ ok: true });
    expect(attempts).toBe(4);
  });

  it('retries a write without a key only after a 503, which says it was not served', async () => {
    let attempts = 0;
    handler = (_request, _body, response) => {
      attempts += 1;
      if (attempts === 1) json(response, 503);
      else json(response, 502, { statusCode: 502, message: 'Bad Gateway' });
    };
    const error = await failure(setUp().request('POST', 'documents/createDoc', { body: {} }));
    // The 502 may have come after the server created the document: not sent a third time.
    expect(attempts).toBe(2);
    expect(error.status).toBe(502);
  });

  it('adds the server’s reference to a failure of the server, for the person to quote', async () => {
    handler = (_request, _body, response) =>
      json(response, 500, {
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Por favor intente de nuevo, más tarde',
        requestId: '5d0c1a2e-7f4b-4c1e-9a53-2b8e6f0d9c41',
      });
    const error = await failure(setUp().request('POST', 'users/saveUserPreference', { body: {} }));
    expect(error.message).toBe(
      'Por favor intente de nuevo, más tarde Código de referencia: 5d0c1a2e-7f4b-4c1e-9a53-2b8e6f0d9c41',
    );
    expect(error.requestId).toBe('5d0c1a2e-7f4b-4c1e-9a53-2b8e6f0d9c41');
  });

  it('sends one Idempotency-Key per payment or submission, the same on its retries, even after a dropped connection', async () => {
    let attempts = 0;
    handler = (_request, _body, response) => {
      attempts += 1;
      if (attempts === 1) response.socket?.destroy();
      else if (attempts === 2) json(response, 503);
      else json(response, 200, { ok: true });
    };
    const { request } = setUp();
    expect(await request('POST', 'payments/payment', { body: {} })).toEqual({ ok: true });
    const keys = calls.map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    attempts = 2;
    await request('POST', 'contact/sendMessage', { body: {} });
    expect(calls.at(-1)?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(calls.at(-1)?.idempotencyKey).not.toBe(keys[0]);
  });

  it('sends no key on other writes and never retries them after a dropped connection', async () => {
    handler = (_request, _body, response) => response.socket?.destroy();
    const error = await failure(setUp().request('POST', 'users/saveUserPreference', { body: {} }));
    expect(error.message).toBe('No existe conexión');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBeUndefined();
  });

  it('refreshes once on 401 for concurrent calls and retries each call with the new token', async () => {
    handler = (request, _body, response) => {
      if (request.url?.endsWith('users/token/refresh')) {
        setTimeout(
          () => json(response, 200, { accessToken: 'new-access', refreshToken: 'new-refresh' }),
          20,
        );
      } else if (request.headers.authorization === 'Bearer new-access') {
        json(response, 200, { url: request.url });
      } else {
        json(response, 401, { code: 'UNAUTHENTICATED', message: 'Tu sesión ha terminado.' });
      }
    };
    const { request, storage } = setUp();
    const answers = await Promise.all([
      request('GET', 'users/me'),
      request('GET', 'users/getUserPreference'),
    ]);
    expect(answers).toEqual([
      { url: '/api/v1/users/me' },
      { url: '/api/v1/users/getUserPreference' },
    ]);
    expect(calls.filter((call) => call.url.endsWith('token/refresh'))).toHaveLength(1);
    expect(
      JSON.parse(calls.find((call) => call.url.endsWith('token/refresh'))?.body ?? ''),
    ).toEqual({
      refreshToken: 'old-refresh',
    });
    expect(storage.snapshot()).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
  });

  it('ends the session when the refresh token is refused', async () => {
    handler = (_request, _body, response) =>
      json(response, 401, { code: 'UNAUTHENTICATED', message: 'Tu sesión ha terminado.' });
    const { request, storage, events } = setUp();
    const error = await failure(request('GET', 'users/me'));
    expect(error.status).toBe(401);
    expect(events).toEqual(['ended']);
    expect(storage.snapshot()).toEqual({});
  });

  it('on 403 clears the access token and reports the expired authorization', async () => {
    handler = (_request, _body, response) => json(response, 403, { code: 'SESSION_PROOF_INVALID' });
    const { request, storage, events } = setUp();
    const error = await failure(request('GET', 'users/me'));
    expect(error.message).toBe('La autorización ha caducado, intenta de nuevo');
    expect(events).toEqual(['expired:La autorización ha caducado, intenta de nuevo']);
    expect(storage.snapshot()).toEqual({ refreshToken: 'old-refresh' });
  });

  it('keeps the session on the 403 of a donation code an administrator expired', async () => {
    handler = (_request, _body, response) =>
      json(response, 403, {
        statusCode: 403,
        code: 'DONATION_CODE_EXPIRED',
        message: 'Tu código no es valido',
      });
    const { request, storage, events } = setUp();
    const error = await failure(
      request('POST', 'users/searchDonatedAccOff', { body: { codeDonation: 'ABCD' } }),
    );
    expect([error.status, error.message]).toEqual([403, 'Tu código no es valido']);
    expect(events).toEqual([]);
    expect(storage.snapshot()).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  });
});
