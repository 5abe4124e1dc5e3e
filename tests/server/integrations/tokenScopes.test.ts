import { hashToken } from '@server/auth/hashToken';
import { scopeTable } from '@server/integrations/scopeTable';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { contractAnswers, createContractInterview } from '../generation/support/contractInterview';
import { generate, postTemplateForm, uploadTemplate } from '../generation/support/generationApi';
import { buildWordContractTemplate } from '../generation/support/wordContractTemplate';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const base = '/api/v1/integrations';
const day = 24 * 3600 * 1000;
const allScopes = ['plantillas:leer', 'plantillas:escribir', 'entrevistas:leer', 'generar'];

describe.each(testDatabaseKinds)('integration tokens on %s', (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let session: DocumentSession;
  let templateId: string;
  const template = buildWordContractTemplate();
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    session = await DocumentSession.start(api, owner.token);
    await createContractInterview(session);
    const uploaded = await uploadTemplate(api, owner.token, session.documentId, template);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    templateId = uploaded.json().id;
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  const createToken = async (
    scopes: string[],
    sessionToken = owner.token,
    extra: Record<string, unknown> = {},
  ) => {
    const created = await api.post(
      `${base}/tokens`,
      { name: 'Script de contratos', scopes, ...extra },
      sessionToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { accessToken: string; token: { id: string; expiresAt: string } };
  };

  /** The audit events about one token, oldest first. */
  const auditOf = async (tokenId: string) =>
    (
      await api.ports.db
        .selectFrom('audit_log')
        .select(['event', 'details'])
        .where('event', 'like', 'integration_%')
        .orderBy('at')
        .execute()
    )
      .filter((entry) => entry.details.tokenId === tokenId)
      .map((entry) => entry.event);

  // One real call for each route of the scope table, as an integrator would make it.
  const callRoute = (key: string, token: string): Promise<LightMyRequestResponse> => {
    const [method, route] = key.split(' ') as [string, string];
    const url = route
      .replace(':documentId', session.documentId)
      .replace(':templateId', '00000000-0000-4000-8000-000000000000');
    if (url.endsWith('/storage/checkWordTemplate')) {
      return postTemplateForm(api, token, 'checkWordTemplate', session.documentId, template);
    }
    if (url.endsWith('/storage/uploadToS3')) {
      return uploadTemplate(api, token, session.documentId, template, 'Reemplazo.docx');
    }
    if (url.endsWith('/storage/generateTemp')) {
      return generate(api, token, {
        template_path: templateId,
        context: contractAnswers,
        convert_to_pdf: false,
      });
    }
    if (url.endsWith('/storage/generateSet')) {
      return api.post(
        url,
        { document_id: session.documentId, context: contractAnswers, convert_to_pdf: false },
        token,
      );
    }
    expect(method).toBe('GET');
    return api.get(url, token);
  };

  it('lets each scope make exactly the calls its table row lists', async () => {
    for (const [key, scope] of Object.entries(scopeTable)) {
      if (scope === 'any') continue;
      const without = await createToken(allScopes.filter((s) => s !== scope));
      const refused = await callRoute(key, without.accessToken);
      expect(refused.statusCode, key).toBe(403);
      expect(refused.json(), key).toMatchObject({
        code: 'SCOPE_REFUSED',
        message: `Este token de integración no permite esta acción. Permisos necesarios: ${scope}.`,
      });
      const only = await createToken([scope]);
      const allowed = await callRoute(key, only.accessToken);
      expect([200, 201, 404], `${key}: ${allowed.body}`).toContain(allowed.statusCode);
    }
  });

  it('generates with a generar token and refuses it to a token without generar', async () => {
    const writer = await createToken(['plantillas:leer', 'plantillas:escribir']);
    const refused = await generate(api, writer.accessToken, {
      template_path: templateId,
      context: contractAnswers,
      convert_to_pdf: false,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    const generator = await createToken(['generar']);
    const made = await generate(api, generator.accessToken, {
      template_path: templateId,
      context: contractAnswers,
      convert_to_pdf: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().files[0]).toMatchObject({ format: 'docx' });
  });

  it('never reaches account, payment, admin, operator or session calls', async () => {
    const { accessToken } = await createToken(allScopes);
    const spec = api.app.swagger() as {
      paths: Record<string, Record<string, { security?: object[] }>>;
    };
    const refused: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.some((scheme) => 'bearer' in scheme)) continue;
        const route = `/api/v1${path.replace(/^\/api\/v1/, '')}`.replace(/\{(\w+)\}/g, ':$1');
        if (scopeTable[`${method.toUpperCase()} ${route}`]) continue;
        const url = route.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
        const response = await api.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' ? undefined : {},
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(response.statusCode, `${method} ${route}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe('INTEGRATION_NOT_ALLOWED');
        refused.push(`${method.toUpperCase()} ${route}`);
      }
    }
    const mustRefuse = [
      'GET /api/v1/users/me',
      'POST /api/v1/users/logout',
      'POST /api/v1/users/changePass',
      'POST /api/v1/users/createOpeAccount',
      'PUT /api/v1/payments/subscription',
      'GET /api/v1/admin/users',
      'POST /api/v1/documents/createDoc',
      'POST /api/v1/documents/createShareLink',
      'POST /api/v1/integrations/tokens',
      'POST /api/v1/integrations/device/approve',
    ];
    expect(mustRefuse.filter((key) => !refused.includes(key))).toEqual([]);
    // Every row of the table names a route that exists.
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) =>
          `${method.toUpperCase()} /api/v1${path.replace(/^\/api\/v1/, '')}`.replace(
            /\{(\w+)\}/g,
            ':$1',
          ),
        ),
      ),
    );
    for (const key of Object.keys(scopeTable)) expect(documented, key).toContain(key);
  });

  it('serves a browsable API reference that explains how to authenticate', async () => {
    let page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302) {
      page = await api.app.inject({ method: 'GET', url: String(page.headers.location) });
    }
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Scripts from our own origin only (the app's CSP applies unchanged).
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^https?:/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const bundle = await api.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    const spec = (await api.get('/api/docs/openapi.json')).json();
    expect(spec.info.description).toContain('## Cómo autenticarse');
    expect(spec.info.description).toContain(
      '| `generar` | Generar documentos con respuestas de prueba | `POST /api/v1/storage/generateTemp`<br>`POST /api/v1/storage/generateSet` |',
    );
  });

  it('stores only the hash, lists the token without it, and revokes it for the next call', async () => {
    const { accessToken, token } = await createToken(['entrevistas:leer']);
    expect(accessToken).toMatch(/^mnt_[A-Za-z0-9_-]{43}$/);
    const rows = await api.ports.db.selectFrom('integration_tokens').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toContain(accessToken.slice(4));
    expect(stored).toContain(hashToken(accessToken));
    const audit = JSON.stringify(await api.ports.db.selectFrom('audit_log').selectAll().execute());
    expect(audit).not.toContain(accessToken.slice(4));

    const listed = await api.get(`${base}/tokens`, owner.token);
    const mine = listed.json().tokens.find((t: { id: string }) => t.id === token.id);
    expect(mine).toMatchObject({
      name: 'Script de contratos',
      kind: 'personal',
      prefix: accessToken.slice(0, 10),
      scopes: ['entrevistas:leer'],
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.json())).not.toContain(accessToken);

    expect((await api.get('/api/v1/documents/getMasterWeb', accessToken)).statusCode).toBe(200);
    const revoked = await api.app.inject({
      method: 'DELETE',
      url: `${base}/tokens/${token.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await api.get('/api/v1/documents/getMasterWeb', accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(
      'El token de integración fue revocado o caducó. Conecta de nuevo.',
    );
    const events = await auditOf(token.id);
    expect(events).toEqual([
      'integration_token_issued',
      'integration_token_used',
      'integration_token_revoked',
    ]);
  });

  it('lets a token revoke itself (an add-in disconnecting), and only a token', async () => {
    const { accessToken, token } = await createToken(['plantillas:leer']);
    expect((await api.get(`${base}/me`, accessToken)).statusCode).toBe(200);
    const bySession = await api.app.inject({
      method: 'DELETE',
      url: `${base}/me`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(bySession.statusCode).toBe(404);
    const disconnected = await api.app.inject({
      method: 'DELETE',
      url: `${base}/me`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(disconnected.statusCode, disconnected.body).toBe(200);
    expect((await api.get(`${base}/me`, accessToken)).statusCode).toBe(401);
    const listed = (await api.get(`${base}/tokens`, owner.token)).json().tokens;
    expect(listed.map((t: { id: string }) => t.id)).not.toContain(token.id);
    expect(await auditOf(token.id)).toEqual([
      'integration_token_issued',
      'integration_token_used',
      'integration_token_revoked',
    ]);
  });

  it('expires unused tokens, and extends a token used in its last 30 days', async () => {
    const short = await createToken(['entrevistas:leer'], owner.token, { expiresInDays: 2 });
    const long = await createToken(['entrevistas:leer']);
    const apart = Date.parse(long.token.expiresAt) - Date.parse(short.token.expiresAt);
    expect(Math.round(apart / 60_000)).toBe((88 * day) / 60_000);
    // Used once a day, the audit log keeps one line per day, not one per call.
    for (let i = 0; i < 3; i++) {
      expect((await api.get(`${base}/me`, long.accessToken)).statusCode).toBe(200);
    }
    api.clock.advance(61 * day);
    const renewed = await api.get(`${base}/me`, long.accessToken);
    expect(renewed.statusCode).toBe(200);
    const expiresAt = Date.parse(renewed.json().expiresAt);
    expect(expiresAt - api.clock.now().getTime()).toBeGreaterThan(89 * day);
    expect((await api.get(`${base}/me`, short.accessToken)).statusCode).toBe(401);
    const used = (await auditOf(long.token.id)).filter((e) => e === 'integration_token_used');
    expect(used).toHaveLength(2);
  });

  it('follows the user and the account: disabled, deactivated, payment gate', async () => {
    const other = await signedInOwner(api);
    const otherSession = await DocumentSession.start(api, other.token);
    await createContractInterview(otherSession);
    const upload = await uploadTemplate(api, other.token, otherSession.documentId, template);
    const { accessToken } = await createToken(allScopes, other.token);
    const generateWith = () =>
      generate(api, accessToken, {
        template_path: upload.json().id,
        context: contractAnswers,
        convert_to_pdf: false,
      });

    // Scoped to its own account: another account's document is not found.
    const foreign = await api.get(
      `/api/v1/documents/getInterview/${session.documentId}`,
      accessToken,
    );
    expect(foreign.statusCode).toBe(404);

    const now = api.clock.now();
    await api.ports.db
      .insertInto('subscriptions')
      .values({
        account_id: other.accountId,
        name_plan: 'premium',
        status: 'payment_failed',
        billing_anchor: now,
        current_period_start: now,
        current_period_end: now,
        pending_plan: null,
        next_attempt_at: null,
        locked_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const gated = await generateWith();
    expect(gated.statusCode).toBe(430);
    expect(gated.json().code).toBe('PAYMENT_REQUIRED');
    await api.ports.db
      .deleteFrom('subscriptions')
      .where('account_id', '=', other.accountId)
      .execute();
    expect((await generateWith()).statusCode).toBe(201);

    await api.ports.db
      .updateTable('accounts')
      .set({ deactivated_at: now })
      .where('id', '=', other.accountId)
      .execute();
    expect((await api.get(`${base}/me`, accessToken)).statusCode).toBe(401);
    await api.ports.db
      .updateTable('accounts')
      .set({ deactivated_at: null })
      .where('id', '=', other.accountId)
      .execute();
    expect((await api.get(`${base}/me`, accessToken)).statusCode).toBe(200);
    await api.ports.db
      .updateTable('users')
      .set({ disabled_at: now })
      .where('id', '=', other.userId)
      .execute();
    expect((await api.get(`${base}/me`, accessToken)).statusCode).toBe(401);
  });
});
