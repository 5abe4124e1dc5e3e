import { assertRouteDocumented } from '@server/app/assertRouteDocumented';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

// The Users calls of the contract, plus the two account calls, exactly as the spec writes them.
const specCalls = [
  ['post', '/api/v1/users/login'],
  ['get', '/api/v1/users/me'],
  ['post', '/api/v1/users/logout'],
  ['post', '/api/v1/users/endAllSessions'],
  ['post', '/api/v1/users'],
  ['post', '/api/v1/users/reset-password-mail'],
  ['post', '/api/v1/users/reset-password'],
  ['post', '/api/v1/users/changePass'],
  ['post', '/api/v1/users/updateUserProfile'],
  ['post', '/api/v1/users/updateOpeProfile'],
  ['post', '/api/v1/users/enableAccount'],
  ['get', '/api/v1/users/getUserPreference'],
  ['post', '/api/v1/users/saveUserPreference'],
  ['get', '/api/v1/users/getAllPlans'],
  ['post', '/api/v1/users/token/refresh'],
  ['get', '/api/v1/documents/getAccountsv2'],
  ['get', '/api/v1/documents/getSuscriptionStatus'],
  ['post', '/api/v1/storage/saveImage'],
  ['post', '/api/v1/storage/uploadToS3'],
  ['post', '/api/v1/storage/generateTemp'],
  ['delete', '/api/v1/documents/deleteTemplateDoc'],
  ['get', '/api/v1/faq/getFaq'],
  ['get', '/api/v1/documents/getMasterGuestUser'],
] as const;

// Our calls for the web app, beyond the spec's list.
const webAppCalls = [
  ['get', '/api/v1/app/config'],
  ['post', '/api/v1/contact/sendMessage'],
  ['post', '/api/v1/contact/developerRequest'],
  ['get', '/api/v1/storage/images/{name}'],
  ['get', '/api/v1/documents/getTemplatesDoc/{documentId}'],
  ['get', '/api/v1/documents/getGeneratedFiles/{documentId}'],
  ['get', '/api/v1/storage/files/{token}'],
] as const;

/** Operations whose body or answer is not JSON, with the media types they document. */
const nonJson: Record<string, { body?: string; answer?: string[] }> = {
  'post /api/v1/storage/saveImage': { body: 'multipart/form-data' },
  'get /api/v1/storage/images/{name}': { answer: ['image/png', 'image/jpeg', 'image/webp'] },
  'post /api/v1/storage/uploadToS3': { body: 'multipart/form-data' },
  'post /api/v1/storage/checkWordTemplate': { body: 'multipart/form-data' },
  'post /api/v1/documents/verifyDocument': { body: 'multipart/form-data' },
  'get /api/v1/storage/bundles/{token}': { answer: ['application/zip', 'application/pdf'] },
  'get /api/v1/storage/files/{token}': {
    answer: [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/pdf',
    ],
  },
  'get /api/v1/users/exportAccount/{token}': { answer: ['application/zip'] },
};

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe.each(testDatabaseKinds)('the HTTP surface on %s', (kind) => {
  let api: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    paths = (await api.get('/api/docs/openapi.json')).json().paths;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it.each([...specCalls, ...webAppCalls])('documents %s %s in OpenAPI', (method, path) => {
    expect(paths[path]?.[method]).toBeDefined();
  });

  it('gives every documented operation a success schema, and every POST with fields a body schema', () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(specCalls.length + 5);
    for (const { path, method, operation } of operations) {
      const success = Object.entries(operation.responses).find(([status]) =>
        status.startsWith('2'),
      );
      const media = nonJson[`${method} ${path}`];
      for (const type of media?.answer ?? ['application/json']) {
        expect(success?.[1].content?.[type]?.schema, `${method} ${path}`).toBeDefined();
      }
      if (!path.startsWith('/health')) {
        expect(
          operation.responses['4XX'] ?? operation.responses['4xx'],
          `${method} ${path}`,
        ).toBeDefined();
      }
      if (method === 'post' && path !== '/api/v1/users/logout') {
        expect(
          operation.requestBody?.content[media?.body ?? 'application/json']?.schema,
          `${method} ${path}`,
        ).toBeDefined();
      }
    }
  });

  it.each([
    ['post', 'documents/createPage'],
    ['post', 'documents/updatePage'],
    ['delete', 'documents/deletePage'],
    ['post', 'documents/exchangeElement'],
    ['delete', 'documents/deleteElement'],
    ['post', 'documents/exchangeItem'],
    ['delete', 'documents/deleteItem'],
    ['delete', 'documents/deleteDocument'],
    ['post', 'documents/updateDoc'],
    ['post', 'documents/updateTemp'],
    ['delete', 'documents/deleteTemplate'],
    ['post', 'storage/uploadMd'],
  ])(
    "documents %s %s with the spec's payload: version optional and what it does",
    (method, path) => {
      const schema = paths[`/api/v1/${path}`]?.[method]?.requestBody?.content['application/json']
        ?.schema as { required?: string[]; properties: Record<string, { description?: string }> };
      expect(schema.required ?? []).not.toContain('version');
      expect(schema.properties.version?.description).toMatch(/409 STALE_VERSION/);
    },
  );

  it('refuses to register a route without a response schema', () => {
    expect(() =>
      assertRouteDocumented({ method: 'GET', url: '/api/v1/sin-esquema', handler: () => 'x' }),
    ).toThrow('has no response schema');
  });

  it('refuses a route whose request schema would skip the one validation policy', () => {
    expect(() =>
      assertRouteDocumented({
        method: 'POST',
        url: '/sin-politica',
        schema: { body: { type: 'object' }, response: { 200: { type: 'string' } } },
        handler: () => 'x',
      }),
    ).toThrow('validates outside defineRoutes');
  });

  it('reports the database, PDF and mail in /health, and answers /health/live', async () => {
    const response = await api.get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: expect.stringMatching(/^(ok|degraded)$/),
      down: expect.not.arrayContaining(['database']),
      database: { kind, ok: true },
      pdf: expect.objectContaining({ ok: expect.any(Boolean), available: expect.any(Boolean) }),
      mail: {
        ok: true,
        pending: expect.any(Number),
        oldestPendingSeconds: expect.any(Number),
        failed: expect.any(Number),
      },
      disk: { ok: true, freeBytes: expect.any(Number), totalBytes: expect.any(Number) },
      // This process runs the job workers (MINUTA_ROLE=all): one worker process alive.
      jobs: {
        ok: true,
        role: 'all',
        workers: 1,
        queues: expect.objectContaining({
          pdf: { waiting: expect.any(Number), running: expect.any(Number), failed: 0 },
          mail: { waiting: expect.any(Number), running: expect.any(Number), failed: 0 },
        }),
      },
    });
    const live = await api.get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await api.get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with the catalogue 404', async () => {
    const response = await api.get('/api/v1/users/inexistente');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Servicio no encontrado',
    });
  });

  it('answers malformed JSON with 400 and no parser details', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MALFORMED_BODY',
      message: 'La solicitud no es un JSON válido.',
    });
  });

  it('refuses a body trying to poison prototypes', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a wrong content type with 415 in Spanish', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('El formato de la solicitud no es válido.');
  });

  it('never leaks a password hash in a profile', async () => {
    const { accessToken } = await api.signIn(await api.createUser());
    const body = (await api.get('/api/v1/users/me', accessToken)).body;
    expect(body).not.toMatch(/argon2|password/i);
  });
});

describe.each(testDatabaseKinds)('when the database is gone on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    await api.workers.stop(0);
    // Kysely only tears down a driver it has used, so touch it first.
    await api.ports.db.selectFrom('plans').select('name_plan').execute();
    await api.ports.db.destroy();
  }, 60_000);
  afterAll(async () => {
    await api.close().catch(() => {});
  });

  it('answers 500 with the catalogue message and no SQL, stack or path', async () => {
    const response = await api.get('/api/v1/users/getAllPlans');
    expect(response.statusCode).toBe(500);
    // The request's id is in the body, for the person to quote, and in the header.
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Por favor intente de nuevo, más tarde',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/select|plans|\/work|node_modules|at /i);
  });

  it('reports the database as down in /health with 503, and stays alive for /health/live', async () => {
    const response = await api.get('/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      down: expect.arrayContaining(['database']),
      database: { kind, ok: false, downSince: null },
      pdf: expect.objectContaining({ available: expect.any(Boolean) }),
      mail: expect.objectContaining({ ok: expect.any(Boolean) }),
      disk: expect.objectContaining({ freeBytes: expect.any(Number) }),
      jobs: expect.objectContaining({ role: 'all' }),
    });
    // The queue lives in the database: it cannot be reported as working.
    expect(response.json().jobs.ok).not.toBe(true);
    expect((await api.get('/health/live')).statusCode).toBe(200);
  });
});
