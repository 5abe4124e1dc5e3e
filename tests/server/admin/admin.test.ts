import { isDocumentDisabled } from '@server/documents/isDocumentDisabled';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createDocument,
  createWorkspace,
  type Method,
  signedInCreator,
} from '../payments/paymentSupport';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

describe.each(testDatabaseKinds)('administration on %s', { timeout: 60_000 }, (kind) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof signedInCreator>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    const user = await api.createUser({ role: 'admin', plan: 'premium' });
    admin = { ...user, token: (await api.signIn(user)).accessToken };
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const adminCalls: Array<[Method, string, unknown]> = [
    ['POST', 'faq/createFaq', { question: '¿Pregunta?', answer: 'Respuesta.', position: 1 }],
    ['POST', 'faq/updateFaq', { faqId: '00000000-0000-4000-8000-000000000000', question: 'x' }],
    ['DELETE', 'faq/deleteFaq', { faq_id: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'faq/reorderFaq', { faqIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['GET', 'admin/users?q=a', undefined],
    ['POST', 'admin/disableUser', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'admin/enableUser', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['GET', 'admin/documents', undefined],
    ['POST', 'admin/disableDocument', { documentId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', 'admin/enableDocument', { documentId: '00000000-0000-4000-8000-000000000000' }],
    ['GET', 'admin/audit', undefined],
    ['GET', 'users/getDonatedAccounts', undefined],
    ['POST', 'users/createDonatedAcc', { description: 'x', statusAccount: 'inicial' }],
    ['POST', 'users/updateDonatedAcc', { code: 'X' }],
  ];

  it.each(adminCalls)(
    'answers %s %s to a non-administrator like a missing route',
    async (method, url, body) => {
      const user = await signedInCreator(api, 'premium');
      const refused = await call(api, method, url, body, user.token);
      const missing = await call(api, method, 'admin/no-existe', body, user.token);
      expect(missing.statusCode).toBe(404);
      expect([refused.statusCode, refused.json()]).toEqual([404, missing.json()]);
      expect(refused.headers['content-type']).toBe(missing.headers['content-type']);
    },
  );

  it('creates, edits, moves, reorders and deletes FAQ entries, keeping positions 1..n', async () => {
    for (const question of ['¿Primera?', '¿Segunda?', '¿Tercera?']) {
      await call(api, 'POST', 'faq/createFaq', { question, answer: 'Sí.' }, admin.token);
    }
    const before = (await call(api, 'GET', 'faq/getFaq', undefined, admin.token)).json().faqs;
    expect(before.map((faq: { question: string }) => faq.question).slice(-3)).toEqual([
      '¿Primera?',
      '¿Segunda?',
      '¿Tercera?',
    ]);
    const created = await call(
      api,
      'POST',
      'faq/createFaq',
      {
        question: '¿Cómo pago mi plan?',
        answer: 'Con tarjeta, desde Cuenta › Subscripción.',
        position: 2,
      },
      admin.token,
    );
    expect(created.statusCode).toBe(201);
    const afterCreate = created.json().faqs;
    expect(afterCreate).toHaveLength(before.length + 1);
    expect(afterCreate[1]).toMatchObject({ question: '¿Cómo pago mi plan?', position: 2 });
    expect(afterCreate.map((faq: { position: number }) => faq.position)).toEqual(
      afterCreate.map((_: unknown, index: number) => index + 1),
    );
    const faqId = afterCreate[1].faqId;
    const moved = await call(
      api,
      'POST',
      'faq/updateFaq',
      { faqId, answer: 'Con tarjeta de crédito o débito.', position: 1 },
      admin.token,
    );
    expect(moved.json().faqs[0]).toMatchObject({
      faqId,
      question: '¿Cómo pago mi plan?',
      answer: 'Con tarjeta de crédito o débito.',
      position: 1,
    });
    const reversed = [...moved.json().faqs].reverse().map((faq: { faqId: string }) => faq.faqId);
    const reordered = await call(api, 'POST', 'faq/reorderFaq', { faqIds: reversed }, admin.token);
    expect(reordered.json().faqs.map((faq: { faqId: string }) => faq.faqId)).toEqual(reversed);
    const incomplete = await call(
      api,
      'POST',
      'faq/reorderFaq',
      { faqIds: reversed.slice(1) },
      admin.token,
    );
    expect(incomplete.json()).toMatchObject({ statusCode: 400, fields: [{ field: 'faqIds' }] });
    const deleted = await call(api, 'DELETE', 'faq/deleteFaq', { faq_id: faqId }, admin.token);
    expect(deleted.json().faqs).toHaveLength(before.length);
    expect(deleted.json().faqs.map((faq: { position: number }) => faq.position)).toEqual(
      before.map((_: unknown, index: number) => index + 1),
    );
    const gone = await call(api, 'DELETE', 'faq/deleteFaq', { faq_id: faqId }, admin.token);
    expect(gone.json()).toMatchObject({
      statusCode: 404,
      message: 'La pregunta frecuente no existe.',
    });
    const blank = await call(
      api,
      'POST',
      'faq/createFaq',
      { question: '  ', answer: 'x' },
      admin.token,
    );
    expect(blank.json()).toMatchObject({ statusCode: 400, fields: [{ field: 'question' }] });
  });

  it('pages users and documents by a page number sent in the query string', async () => {
    const user = await signedInCreator(api);
    const q = encodeURIComponent(user.email);
    const first = await call(api, 'GET', `admin/users?q=${q}&page=1`, undefined, admin.token);
    expect(first.json()).toMatchObject({ total: 1, users: [{ userId: user.userId }] });
    const second = await call(api, 'GET', `admin/users?q=${q}&page=2`, undefined, admin.token);
    expect(second.json()).toMatchObject({ total: 1, users: [] });
    const documents = await call(api, 'GET', 'admin/documents?page=1', undefined, admin.token);
    expect(documents.statusCode).toBe(200);
    for (const page of ['0', 'dos', '10000']) {
      const wrong = await call(api, 'GET', `admin/users?page=${page}`, undefined, admin.token);
      expect(wrong.statusCode).toBe(400);
    }
  });

  it("finds users, disables one ('Tu cuenta se encuentra desactivada') and enables it", async () => {
    const user = await signedInCreator(api);
    const found = await call(
      api,
      'GET',
      `admin/users?q=${encodeURIComponent(user.email)}`,
      undefined,
      admin.token,
    );
    expect(found.json()).toMatchObject({
      total: 1,
      users: [{ userId: user.userId, disabled: false }],
    });
    const disabled = await call(
      api,
      'POST',
      'admin/disableUser',
      { userId: user.userId },
      admin.token,
    );
    expect(disabled.json()).toMatchObject({ userId: user.userId, disabled: true });
    // The open session ends at once; signing in again is refused with the catalogue's text.
    expect((await call(api, 'GET', 'users/me', undefined, user.token)).statusCode).toBe(401);
    const login = await call(api, 'POST', 'users/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.json()).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_DISABLED',
      message: 'Tu cuenta se encuentra desactivada',
    });
    const reactivate = await call(api, 'POST', 'users/enableAccount', {
      email: user.email,
      password: user.password,
    });
    expect(reactivate.statusCode).toBe(403);
    await call(api, 'POST', 'admin/enableUser', { userId: user.userId }, admin.token);
    expect((await api.signIn(user)).accessToken).toEqual(expect.any(String));
    const self = await call(
      api,
      'POST',
      'admin/disableUser',
      { userId: admin.userId },
      admin.token,
    );
    expect(self.json()).toMatchObject({ statusCode: 409, code: 'CANNOT_DISABLE_SELF' });
    const unknown = await call(
      api,
      'POST',
      'admin/disableUser',
      { userId: '00000000-0000-4000-8000-000000000000' },
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('disables a document of any account for generation, naming it in the audit', async () => {
    const owner = await signedInCreator(api, 'inicial');
    const workspace = await createWorkspace(api, owner.token);
    const document = (
      await createDocument(api, owner.token, workspace, 'Testamento abierto')
    ).json().document;
    const found = await call(api, 'GET', 'admin/documents?q=Testamento', undefined, admin.token);
    expect(found.json().documents).toContainEqual(
      expect.objectContaining({
        documentId: document.id,
        ownerEmail: owner.email,
        disabled: false,
      }),
    );
    expect(await isDocumentDisabled(api.ports.db, document.id)).toBe(false);
    const disabled = await call(
      api,
      'POST',
      'admin/disableDocument',
      { documentId: document.id },
      admin.token,
    );
    expect(disabled.json()).toMatchObject({ documentId: document.id, disabled: true });
    expect(await isDocumentDisabled(api.ports.db, document.id)).toBe(true);
    expect(await isDocumentDisabled(api.ports.db, document.id, owner.accountId)).toBe(true);
    expect(await isDocumentDisabled(api.ports.db, document.id, admin.accountId)).toBe(false);
    // The lawyer still opens it.
    expect(
      (await call(api, 'GET', `documents/getInterview/${document.id}`, undefined, owner.token))
        .statusCode,
    ).toBe(200);
    await call(api, 'POST', 'admin/enableDocument', { documentId: document.id }, admin.token);
    expect(await isDocumentDisabled(api.ports.db, document.id)).toBe(false);
    const audit = await call(
      api,
      'GET',
      `admin/audit?event=document_disabled&who=${owner.accountId}`,
      undefined,
      admin.token,
    );
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        event: 'document_disabled',
        accountId: owner.accountId,
        actorEmail: admin.email,
        details: { documentId: document.id, name: 'Testamento abierto' },
      }),
    ]);
  });

  it('filters the audit log by event, person and time, page by page', async () => {
    const user = await signedInCreator(api);
    const byUser = await call(
      api,
      'GET',
      `admin/audit?who=${encodeURIComponent(user.email)}`,
      undefined,
      admin.token,
    );
    expect(byUser.json().entries.map((entry: { event: string }) => entry.event)).toContain('login');
    expect(byUser.json().events).toContain('login');
    const future = new Date(api.clock.now().getTime() + 3600_000).toISOString();
    const none = await call(
      api,
      'GET',
      `admin/audit?from=${encodeURIComponent(future)}`,
      undefined,
      admin.token,
    );
    expect(none.json().entries).toEqual([]);
    // Enough entries for two pages: failed sign-ins are audited too.
    for (let i = 0; i < 55; i++) {
      await call(api, 'POST', 'users/login', { email: user.email, password: 'no-es-la-clave' });
    }
    const first = await call(api, 'GET', 'admin/audit', undefined, admin.token);
    expect(first.json().entries).toHaveLength(50);
    const next = first.json().nextBefore;
    expect(next).toEqual(expect.any(String));
    const second = await call(api, 'GET', `admin/audit?before=${next}`, undefined, admin.token);
    const firstIds = new Set(first.json().entries.map((entry: { id: string }) => entry.id));
    expect(second.json().entries.length).toBeGreaterThan(0);
    expect(second.json().entries.some((entry: { id: string }) => firstIds.has(entry.id))).toBe(
      false,
    );
    const bad = await call(api, 'GET', 'admin/audit?event=DROP%20TABLE', undefined, admin.token);
    expect(bad.statusCode).toBe(400);
  });
});
