import { randomUUID } from 'node:crypto';
import { answerPurposes } from '@server/guests/answerPurposes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  callGuest,
  createLink,
  expiredAnswer,
  furnishedDocument,
  type LinkAnswer,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

const hour = 3600 * 1000;

/** A valid, visible answer set of the furnished interview. */
const complete = {
  nombre: 'Ana Torres',
  casado: true,
  conyuge: 'Luis Vera',
  herederos: [{ nombre: 'Carla' }, { nombre: 'Diego' }],
};

// The guest's side, as a client's browser drives it: open a link, autosave, resume, submit; the
// server validates with the engine on the version the answers were started on.
describe.each(testDatabaseKinds)('guest calls on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  let lawyer: Awaited<ReturnType<typeof signedInLawyer>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    lawyer = await signedInLawyer(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function sharedDocument(fields: Record<string, unknown> = {}) {
    const { doc } = await furnishedDocument(api, lawyer.token);
    const version = await published(doc);
    const link = await createLink(doc, fields);
    return { doc, version, link };
  }

  // Stored answers, opened with the account's data key (they are sealed at rest).
  const storedResponses = async (linkId: string) => {
    const rows = await api.ports.db
      .selectFrom('guest_responses')
      .select(['answers', 'sequence', 'version_id', 'submitted_at'])
      .where('link_id', '=', linkId)
      .execute();
    const cipher = await api.ports.dataKeys.forAccount(api.ports.db, lawyer.accountId);
    return rows.map((row) => ({
      ...row,
      answers: cipher.openJson(row.answers, answerPurposes.inProgress),
    }));
  };

  const submissionsOf = async (documentId: string) =>
    (await callDocuments(api, lawyer.token, 'GET', `getSubmissions/${documentId}`)).json()
      .submissions;

  it('opens a personal link with the firm, the published artifact and empty answers', async () => {
    const { doc, link } = await sharedDocument();
    const response = await openLink(api, link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const stored = await api.ports.db
      .selectFrom('published_versions')
      .select('compiled')
      .where('document_id', '=', doc.documentId)
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual({
      firm: { name: 'Lucía Fernández', imageProfileUrl: null, userPlan: 'premium' },
      document: { id: doc.documentId, name: 'Contrato de arrendamiento' },
      version: { number: 1, compiled: stored.compiled },
      link: { label: 'Juan Pérez', mode: 'personal', expiresAt: null, singleUse: false },
      response: { answers: {}, sequence: 0, savedAt: null, submittedAt: null },
      submission: null,
    });
  });

  it('saves answers and resumes them on the next visit', async () => {
    const { link } = await sharedDocument();
    const saved = await saveAnswers(api, link, { answers: { nombre: 'Ana' }, sequence: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      sequence: 1,
      savedAt: expect.any(String),
      responseToken: null,
      versionNumber: 1,
    });
    const reopened = (await openLink(api, link)).json();
    expect(reopened.response).toEqual({
      answers: { nombre: 'Ana' },
      sequence: 1,
      savedAt: saved.json().savedAt,
      submittedAt: null,
    });
  });

  it("keeps a personal link's one set of answers whatever Minuta-Response it sends", async () => {
    const { link } = await sharedDocument();
    const first = await saveAnswers(api, link, { answers: { nombre: 'Ana' }, sequence: 1 });
    expect(first.json()).toMatchObject({ sequence: 1, responseToken: null, versionNumber: 1 });
    // A stray token (another page's, or made up) names nothing on a personal link.
    const stray = await saveAnswers(
      api,
      link,
      { answers: { nombre: 'Ana Torres' }, sequence: 2 },
      { responseToken: 'x'.repeat(43) },
    );
    expect(stray.statusCode).toBe(200);
    expect(stray.json()).toMatchObject({ sequence: 2, responseToken: null, versionNumber: 1 });
    const stored = await storedResponses(link.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual({ nombre: 'Ana Torres' });
  });

  it('keeps the highest sequence when autosaves arrive at once and out of order', async () => {
    const { link } = await sharedDocument();
    const sequences = [7, 2, 12, 5, 1, 9, 11, 3, 10, 4, 8, 6];
    const answers = await Promise.all(
      sequences.map((sequence) =>
        saveAnswers(api, link, { answers: { nombre: `Ana ${sequence}` }, sequence }),
      ),
    );
    for (const [i, response] of answers.entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.json().sequence).toBeGreaterThanOrEqual(sequences[i] ?? 0);
    }
    const [stored] = await storedResponses(link.id);
    expect(Number(stored?.sequence)).toBe(12);
    expect(stored?.answers).toEqual({ nombre: 'Ana 12' });
    const late = await saveAnswers(api, link, { answers: { nombre: 'Vieja' }, sequence: 3 });
    expect(late.statusCode).toBe(200);
    expect(late.json().sequence).toBe(12);
    expect((await openLink(api, link)).json().response.answers).toEqual({ nombre: 'Ana 12' });
  });

  it('prunes an answer to a hidden question instead of storing it', async () => {
    const { doc, link } = await sharedDocument();
    const sent = {
      nombre: 'Ana Torres',
      casado: false,
      conyuge: 'Inyectado',
      inventada: 'x',
      herederos: [{ nombre: 'Carla', ajeno: 'y' }],
    };
    const response = await submitAnswers(api, link, { answers: sent });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.submission.summary).toEqual([
      {
        pageId: expect.any(String),
        title: 'Datos',
        lines: [
          { path: 'nombre', label: 'Nombre completo', value: 'Ana Torres' },
          { path: 'casado', label: '¿Está casado?', value: 'No' },
        ],
      },
      {
        pageId: expect.any(String),
        title: 'Herederos',
        lines: [{ path: 'herederos.0.nombre', label: 'Herederos 1 · Nombre', value: 'Carla' }],
      },
    ]);
    const [submission] = await submissionsOf(doc.documentId);
    expect(submission).toEqual({
      id: body.submission.id,
      documentId: doc.documentId,
      linkId: link.id,
      linkLabel: 'Juan Pérez',
      versionNumber: 1,
      submittedAt: body.submission.submittedAt,
      answers: { nombre: 'Ana Torres', casado: false, herederos: [{ nombre: 'Carla' }] },
      summary: body.submission.summary,
    });
    expect(JSON.stringify(submission)).not.toContain('Inyectado');
    const audit = await api.ports.db
      .selectFrom('audit_log')
      .select(['account_id', 'details'])
      .where('event', '=', 'guest_submission_received')
      .execute();
    expect(audit).toContainEqual({
      account_id: lawyer.accountId,
      details: expect.objectContaining({ submissionId: body.submission.id, pruned: 3 }),
    });
    const reopened = (await openLink(api, link)).json();
    expect(reopened.submission).toEqual({
      id: body.submission.id,
      submittedAt: body.submission.submittedAt,
      summary: body.submission.summary,
    });
  });

  it('refuses missing required answers with Spanish messages per answer path, storing nothing', async () => {
    const { doc, link } = await sharedDocument();
    await saveAnswers(api, link, { answers: { casado: true }, sequence: 1 });
    const response = await submitAnswers(api, link, {
      answers: { casado: true, herederos: [{ nombre: 'Carla' }, {}] },
      sequence: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
      fields: [
        { field: 'nombre', message: 'Esta pregunta es obligatoria.' },
        { field: 'conyuge', message: 'Esta pregunta es obligatoria.' },
        { field: 'herederos.1.nombre', message: 'Esta pregunta es obligatoria.' },
      ],
    });
    expect(await submissionsOf(doc.documentId)).toEqual([]);
    const [stored] = await storedResponses(link.id);
    expect(stored).toMatchObject({ answers: { casado: true }, submitted_at: null });
    expect(Number(stored?.sequence)).toBe(1);
  });

  it('refuses an answer of the wrong type with the engine’s message', async () => {
    const { link } = await sharedDocument();
    const response = await submitAnswers(api, link, {
      answers: { ...complete, casado: 'quizás' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'casado', message: 'Elige Sí o No.' }]);
  });

  it('saves what was sent when the submission is numbered like an autosave', async () => {
    const { link } = await sharedDocument();
    await saveAnswers(api, link, { answers: { nombre: 'Borrador' }, sequence: 4 });
    const response = await submitAnswers(api, link, { answers: complete, sequence: 5 });
    expect(response.statusCode).toBe(201);
    const reopened = (await openLink(api, link)).json().response;
    expect(reopened).toMatchObject({ answers: complete, sequence: 5 });
    expect(reopened.submittedAt).toBe(response.json().submission.submittedAt);
    // A send numbered older than the stored answers is recorded, and leaves the newer draft.
    await saveAnswers(api, link, { answers: { ...complete, nombre: 'Más nuevo' }, sequence: 8 });
    const older = await submitAnswers(api, link, { answers: complete, sequence: 6 });
    expect(older.statusCode).toBe(201);
    const after = (await openLink(api, link)).json().response;
    expect(after).toMatchObject({ answers: { nombre: 'Más nuevo' }, sequence: 8 });
    expect(after.submittedAt).toBe(older.json().submission.submittedAt);
  });

  it('spends a single-use link: one submission, then 403, while its result stays readable', async () => {
    const { doc, link } = await sharedDocument({ single_use: true });
    const [first, second] = await Promise.all([
      submitAnswers(api, link, { answers: complete }),
      submitAnswers(api, link, { answers: complete }),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([201, 403]);
    const refused = first?.statusCode === 403 ? first : second;
    expect(refused?.json()).toEqual(expiredAnswer);
    expect(await submissionsOf(doc.documentId)).toHaveLength(1);
    for (const response of [
      await openLink(api, link),
      await saveAnswers(api, link, { answers: complete, sequence: 9 }),
      await submitAnswers(api, link, { answers: complete }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(expiredAnswer);
    }
    const listed = await callDocuments(api, lawyer.token, 'GET', `getShareLinks/${doc.documentId}`);
    expect(listed.json().links[0]).toMatchObject({ status: 'usado', responses: 0, submissions: 1 });
    const result = await callGuest(api, 'GET', `getGuestResult/${doc.documentId}`, {
      accessData: link.accessData,
    });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({
      firm: { name: 'Lucía Fernández', imageProfileUrl: null, userPlan: 'premium' },
      document: { id: doc.documentId, name: 'Contrato de arrendamiento' },
      submission: {
        id: expect.any(String),
        submittedAt: expect.any(String),
        summary: expect.any(Array),
      },
      // No template chosen yet: nothing to download.
      delivery: { templateId: null, docx: false },
      files: [],
    });
  });

  it('refuses every call once the link expired, changing nothing', async () => {
    const { doc, link } = await sharedDocument({
      expires_at: new Date(api.clock.now().getTime() + hour).toISOString(),
    });
    expect(
      (await saveAnswers(api, link, { answers: { nombre: 'Ana' }, sequence: 1 })).statusCode,
    ).toBe(200);
    api.clock.advance(2 * hour);
    await lawyer.renew();
    for (const response of [
      await openLink(api, link),
      await saveAnswers(api, link, { answers: { nombre: 'Tarde' }, sequence: 2 }),
      await submitAnswers(api, link, { answers: complete }),
      await callGuest(api, 'GET', `getGuestResult/${doc.documentId}`, {
        accessData: link.accessData,
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(expiredAnswer);
    }
    const [stored] = await storedResponses(link.id);
    expect(stored?.answers).toEqual({ nombre: 'Ana' });
  });

  it('answers an unknown token exactly like an expired or revoked link', async () => {
    const { link } = await sharedDocument();
    await callDocuments(api, lawyer.token, 'POST', 'revokeShareLink', { link_id: link.id });
    const revoked = await openLink(api, link);
    const unknown = await openLink(api, { ...link, accessData: 'A'.repeat(43) });
    const malformed = await openLink(api, { ...link, accessData: 'no es un token' });
    const headerless = await callGuest(api, 'POST', 'saveGuestAnswers', {
      body: { answers: {}, sequence: 1 },
    });
    for (const response of [revoked, unknown, malformed, headerless]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(JSON.stringify(expiredAnswer));
    }
  });

  it('keeps a started guest on the version they began with after a republish', async () => {
    const { doc, link } = await sharedDocument();
    expect((await openLink(api, link)).json().version.number).toBe(1);
    const page = (await doc.load()).interview.pages[0].id as string;
    await doc.addElement(page, {
      element_title: 'Cédula',
      element_variable: ['cedula'],
      element_required: true,
    });
    expect((await published(doc)).number).toBe(2);
    const reopened = (await openLink(api, link)).json();
    expect(reopened.version.number).toBe(1);
    expect(JSON.stringify(reopened.version.compiled)).not.toContain('cedula');
    // Validated on version 1: `cedula` does not exist there, so it is neither asked nor kept.
    const sent = await submitAnswers(api, link, { answers: { ...complete, cedula: '0102' } });
    expect(sent.statusCode).toBe(201);
    const [submission] = await submissionsOf(doc.documentId);
    expect(submission).toMatchObject({ versionNumber: 1, answers: complete });

    const fresh = await createLink(doc, { label: 'Nuevo' });
    expect((await openLink(api, fresh)).json().version.number).toBe(2);
    const refused = await submitAnswers(api, fresh, { answers: complete });
    expect(refused.json().fields).toEqual([
      { field: 'cedula', message: 'Esta pregunta es obligatoria.' },
    ]);
  });

  it('gives each visitor of a public link their own answers, named by a response token', async () => {
    const { doc, link } = await sharedDocument({ mode: 'public', label: 'Sitio web' });
    const opened = (await openLink(api, link)).json();
    expect(opened.response).toBeNull();
    expect(opened.version.number).toBe(1);
    expect(await storedResponses(link.id)).toEqual([]);

    const first = await saveAnswers(api, link, { answers: { nombre: 'Ana' }, sequence: 1 });
    expect(first.statusCode).toBe(200);
    const ana = first.json().responseToken as string;
    expect(ana).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await saveAnswers(
      api,
      link,
      { answers: { nombre: 'Ana T.' }, sequence: 2 },
      { responseToken: ana },
    );
    expect(again.json()).toMatchObject({ sequence: 2, responseToken: null });
    const other = await saveAnswers(api, link, { answers: { nombre: 'Beto' }, sequence: 1 });
    const beto = other.json().responseToken as string;
    expect(beto).not.toBe(ana);

    const asAna = (await openLink(api, link, { responseToken: ana })).json();
    expect(asAna.response).toMatchObject({ answers: { nombre: 'Ana T.' }, sequence: 2 });
    const asBeto = (await openLink(api, link, { responseToken: beto })).json();
    expect(asBeto.response.answers).toEqual({ nombre: 'Beto' });
    const stranger = (await openLink(api, link, { responseToken: 'B'.repeat(43) })).json();
    expect(stranger.response).toBeNull();
    const stored = await api.ports.db
      .selectFrom('guest_responses')
      .select('token_hash')
      .where('link_id', '=', link.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(ana);

    // A visitor who submits without any save gets their answers and token at once.
    const direct = await submitAnswers(api, link, { answers: complete });
    expect(direct.statusCode).toBe(201);
    expect(direct.json().responseToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await callDocuments(api, lawyer.token, 'GET', `getShareLinks/${doc.documentId}`);
    expect(listed.json().links[0]).toMatchObject({ responses: 2, submissions: 1 });
  });

  it('pins a public visitor to the version their page runs, even after a republish', async () => {
    const { doc, link } = await sharedDocument({ mode: 'public' });
    const page = (await doc.load()).interview.pages[0].id as string;
    await doc.addElement(page, { element_title: 'Cédula', element_variable: ['cedula'] });
    await published(doc);
    const pinned = await saveAnswers(api, link, { answers: {}, sequence: 1, version: 1 });
    expect(pinned.json().versionNumber).toBe(1);
    const token = pinned.json().responseToken as string;
    expect((await openLink(api, link, { responseToken: token })).json().version.number).toBe(1);
    const latest = await saveAnswers(api, link, { answers: {}, sequence: 1 });
    expect(latest.json().versionNumber).toBe(2);
    const unknown = await saveAnswers(api, link, { answers: {}, sequence: 1, version: 99 });
    expect(unknown.json().versionNumber).toBe(2);
  });

  it('opens no other document and no lawyer endpoint with a guest token', async () => {
    const { doc, link } = await sharedDocument();
    const { doc: other } = await sharedDocument();
    const guest = { accessData: link.accessData };
    const foreign = await callGuest(api, 'GET', `getGuestResult/${other.documentId}`, guest);
    const missing = await callGuest(api, 'GET', `getGuestResult/${randomUUID()}`, guest);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Servicio no encontrado',
    });
    for (const path of [
      'getMasterWeb',
      `getInterview/${doc.documentId}`,
      `getSubmissions/${doc.documentId}`,
      `getShareLinks/${doc.documentId}`,
    ]) {
      for (const authorization of [`Guest ${link.accessData}`, `Bearer ${link.accessData}`]) {
        const response = await api.app.inject({
          method: 'GET',
          url: `/api/v1/documents/${path}`,
          headers: { authorization },
        });
        expect(response.statusCode, `${path} ${authorization}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    }
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${link.accessData}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses answers it could not store: NUL characters in names and too many levels', async () => {
    const { link } = await sharedDocument();
    // A NUL inside an answer's text is removed like any control character (answerText.test.ts);
    // in a name it cannot be, and PostgreSQL cannot store it.
    const nul = await saveAnswers(api, link, { answers: { 'nom\u0000bre': 'A' }, sequence: 1 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual([
      { field: 'answers.nom?bre', message: 'contiene caracteres no válidos' },
    ]);
    let deep: unknown = 'fondo';
    for (let i = 0; i < 40; i++) deep = [deep];
    const nested = await saveAnswers(api, link, { answers: { nombre: deep }, sequence: 1 });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields).toEqual([
      { field: 'answers', message: 'las respuestas tienen demasiados niveles anidados' },
    ]);
    const big = await saveAnswers(api, link, {
      answers: { nombre: 'x'.repeat(520 * 1024) },
      sequence: 1,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const huge = await saveAnswers(api, link, {
      answers: { nombre: 'x'.repeat(600 * 1024) },
      sequence: 1,
    });
    expect(huge.statusCode).toBe(413);
    expect(await storedResponses(link.id)).toEqual([]);
  });
});

// Embeds: the guest calls answer pages on the sites a link allows, and only those.
describe.each(testDatabaseKinds)(
  'guest calls across origins on %s',
  { timeout: 30_000 },
  (kind) => {
    let api: TestApi;
    let link: LinkAnswer;
    beforeAll(async () => {
      api = await startTestApi(kind);
      const lawyer = await signedInLawyer(api);
      const { doc } = await furnishedDocument(api, lawyer.token);
      await published(doc);
      link = await createLink(doc, { mode: 'public', allowed_origins: ['https://estudio.ec'] });
    }, 60_000);
    afterAll(async () => {
      await api.close();
    });

    it('answers the preflight of every guest call without a token and without credentials', async () => {
      for (const path of [
        'getMasterGuestUser',
        'saveGuestAnswers',
        'submitGuestAnswers',
        `getGuestResult/${randomUUID()}`,
      ]) {
        const response = await callGuest(api, 'OPTIONS', path, {
          origin: 'https://estudio.ec',
          headers: {
            'access-control-request-method': 'POST',
            'access-control-request-headers':
              'authorization, minuta-response, content-type, idempotency-key',
          },
        });
        expect(response.statusCode, path).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe('https://estudio.ec');
        expect(response.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
        expect(response.headers['access-control-allow-headers']).toBe(
          'Authorization, Minuta-Response, Content-Type, Idempotency-Key',
        );
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        expect(response.headers.vary).toContain('Origin');
      }
    });

    it('echoes an allowed origin on the actual call', async () => {
      const response = await saveAnswers(
        api,
        link,
        { answers: { nombre: 'Desde el sitio' }, sequence: 1 },
        { origin: 'https://estudio.ec' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://estudio.ec');
      expect(response.headers.vary).toContain('Origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const opened = await openLink(api, link, {
        origin: 'https://estudio.ec',
        responseToken: response.json().responseToken,
      });
      expect(opened.json().response.answers).toEqual({ nombre: 'Desde el sitio' });
    });

    it('refuses another origin with 403, writing nothing', async () => {
      const count = async () =>
        (
          await api.ports.db
            .selectFrom('guest_responses')
            .select('id')
            .where('link_id', '=', link.id)
            .execute()
        ).length;
      const before = await count();
      for (const response of [
        await saveAnswers(
          api,
          link,
          { answers: { nombre: 'Intruso' }, sequence: 1 },
          { origin: 'https://otro.ec' },
        ),
        await submitAnswers(
          api,
          link,
          { answers: complete },
          { origin: 'https://estudio.ec.otro.ec' },
        ),
        await openLink(api, link, { origin: 'http://estudio.ec' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'ORIGIN_NOT_ALLOWED',
          message:
            'Este sitio no está autorizado para mostrar esta entrevista. Pide al estudio que lo agregue al enlace.',
        });
      }
      expect(await count()).toBe(before);
    });

    it('accepts our own pages (the configured address) and calls without an Origin', async () => {
      const own = await openLink(api, link, { origin: 'http://minuta.test' });
      expect(own.statusCode).toBe(200);
      expect((await openLink(api, link)).statusCode).toBe(200);
    });
  },
);
