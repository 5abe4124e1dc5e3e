import { diffTexts } from '@engine/index';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v, when } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { uploadTemplate } from '../generation/support/generationApi';
import {
  createLink,
  furnishedDocument,
  published,
  signedInLawyer,
  submitAnswers,
} from '../guests/support/guestsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };

const contract = doc(
  p(t('CONTRATO DE COMPRAVENTA')),
  p(t('Comparece '), v('nombre'), t(', de estado civil '), v('casado'), t('.')),
  when(
    { type: 'equals', variable: 'casado', condition: true },
    p(t('Con su cónyuge '), v('conyuge'), t('.')),
  ),
  p(t('Firmado en Quito.')),
);
// The planted change: one word in the second paragraph, a clause added before the signature.
const changedContract = doc(
  p(t('CONTRATO DE COMPRAVENTA')),
  p(t('Comparece libremente '), v('nombre'), t(', de estado civil '), v('casado'), t('.')),
  when(
    { type: 'equals', variable: 'casado', condition: true },
    p(t('Con su cónyuge '), v('conyuge'), t('.')),
  ),
  p(t('Las partes se someten a los jueces de Quito.')),
  p(t('Firmado en Quito.')),
);

describe.each(testDatabaseKinds)('test scenarios on %s', (kind) => {
  let api: TestApi;
  let lawyer: Awaited<ReturnType<typeof signedInLawyer>>;
  let stranger: Awaited<ReturnType<typeof signedInLawyer>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    lawyer = await signedInLawyer(api);
    stranger = await signedInLawyer(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    name: string,
    body?: Record<string, unknown>,
    token = lawyer.token,
  ) => callDocuments(api, token, method, name, body);

  async function documentWithCase(token = lawyer.token) {
    const { doc: session } = await furnishedDocument(api, token);
    const created = await call(
      'POST',
      'createTemp',
      { document_id: session.documentId, name: 'Compraventa', content: contract },
      token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().template as { id: string; version: number };
    const saved = await call(
      'POST',
      'createScenario',
      {
        document_id: session.documentId,
        name: 'Casado con cónyuge',
        answers: { nombre: 'Ana Torres', casado: true, conyuge: 'Luis Vera', herederos: [] },
      },
      token,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    return { session, template, scenario: saved.json().scenario };
  }

  async function waitForRuns(documentId: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const listed = (await call('GET', `getScenarios/${documentId}`)).json();
      if (!listed.running) return listed;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the scenario run never finished');
  }

  it('saves a case with the text it produces, accepted, and lists it as «same»', async () => {
    const { session, template, scenario } = await documentWithCase();
    expect(scenario).toMatchObject({
      name: 'Casado con cónyuge',
      templateId: template.id,
      templateName: 'Compraventa',
      source: 'preview',
      status: 'same',
      problems: [],
      current: true,
      expectedText:
        'CONTRATO DE COMPRAVENTA\nComparece Ana Torres, de estado civil Sí.\nCon su cónyuge Luis Vera.\nFirmado en Quito.',
    });
    const listed = (await call('GET', `getScenarios/${session.documentId}`)).json();
    expect(listed).toMatchObject({ limit: 500, running: false });
    expect(listed.scenarios).toHaveLength(1);
  });

  it('re-runs every case after a template change and shows the exact redline, then accepts it', async () => {
    const { session, template, scenario } = await documentWithCase();
    const updated = await call('POST', 'updateTemp', {
      templateId: template.id,
      documentId: session.documentId,
      version: template.version,
      content: changedContract,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The change schedules the run on the worker side; the list says so until it is done.
    const listed = await waitForRuns(session.documentId);
    expect(listed.scenarios[0]).toMatchObject({ status: 'changed', current: true });

    const detail = (await call('GET', `getScenario/${scenario.id}`)).json().scenario;
    const redline = diffTexts(detail.expectedText, detail.actualText);
    expect(redline.paragraphs).toEqual([
      { kind: 'equal', text: 'CONTRATO DE COMPRAVENTA', oldIndex: 0, newIndex: 0 },
      {
        kind: 'changed',
        oldIndex: 1,
        newIndex: 1,
        segments: [
          { kind: 'equal', text: 'Comparece ' },
          { kind: 'inserted', text: 'libremente ' },
          { kind: 'equal', text: 'Ana Torres, de estado civil Sí.' },
        ],
      },
      { kind: 'equal', text: 'Con su cónyuge Luis Vera.', oldIndex: 2, newIndex: 2 },
      { kind: 'inserted', text: 'Las partes se someten a los jueces de Quito.', newIndex: 3 },
      { kind: 'equal', text: 'Firmado en Quito.', oldIndex: 3, newIndex: 4 },
    ]);

    const accepted = await call('POST', 'acceptScenario', { scenario_id: scenario.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().scenario).toMatchObject({
      status: 'same',
      expectedText: detail.actualText,
      actualText: detail.actualText,
    });
    const again = await call('POST', 'acceptScenario', { scenario_id: scenario.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se acepta un caso cuyo texto cambió.');
  });

  it('reports a case whose template was deleted, with a clear message', async () => {
    const { session, template, scenario } = await documentWithCase();
    const deleted = await call('DELETE', 'deleteTemplate', {
      template_id: template.id,
      version: template.version,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const listed = await waitForRuns(session.documentId);
    expect(listed.scenarios[0]).toMatchObject({
      id: scenario.id,
      status: 'failed',
      templateName: null,
      problems: [
        {
          field: '',
          message: 'La plantilla de este caso ya no existe: elimina el caso o crea otro.',
        },
      ],
    });
  });

  it('tests a Word template by the text of the DOCX it fills', async () => {
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const uploaded = await uploadTemplate(
      api,
      lawyer.token,
      session.documentId,
      buildDocx({
        body: `${paragraph('COMPRAVENTA')}${paragraph('Comparece {nombre | mayúsculas}.')}${paragraph('{#casado = sí}Con su cónyuge {conyuge}.{/}')}`,
      }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = await call('GET', `getTemplatesDoc/${session.documentId}`);
    const wordId = listed.json().templates[0].id as string;
    const made = await call('POST', 'createScenario', {
      document_id: session.documentId,
      template_id: wordId,
      name: 'Soltera',
      answers: { nombre: 'Ana Torres', casado: false },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().scenario).toMatchObject({
      templateId: wordId,
      status: 'same',
      expectedText: 'COMPRAVENTA\nComparece ANA TORRES.\n',
    });
    // The false condition leaves its paragraph empty, as Word shows it. Run again unchanged: the
    // DOCX reads the same, so the case stays «same».
    const run = await call('POST', 'runScenarios', { document_id: session.documentId });
    expect(run.json().scenarios[0]).toMatchObject({ status: 'same', current: true });
  });

  it('reports a case that no longer validates, with the reasons, on demand', async () => {
    const { session, scenario } = await documentWithCase();
    const page = (await session.load()).interview.pages[0].id as string;
    await session.addElement(page, {
      element_title: 'Domicilio',
      element_variable: ['domicilio'],
      element_required: true,
    });
    const run = await call('POST', 'runScenarios', { document_id: session.documentId });
    expect(run.statusCode, run.body).toBe(200);
    const [ran] = run.json().scenarios;
    expect(ran).toMatchObject({ id: scenario.id, status: 'invalid', current: true });
    expect(ran.problems).toEqual([
      { field: 'domicilio', message: expect.stringMatching(/^«Domicilio»: .+/) },
    ]);
  });

  it('converts a guest submission into an anonymised case that still validates', async () => {
    const { session, template } = await documentWithCase();
    await published(session);
    const link = await createLink(session);
    const sent = await submitAnswers(api, link, {
      answers: {
        nombre: 'Ana Torres',
        casado: true,
        conyuge: 'Luis Vera',
        herederos: [{ nombre: 'Eva' }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const submissionId = sent.json().submission.id as string;
    const made = await call('POST', 'createScenarioFromSubmission', {
      submission_id: submissionId,
      template_id: template.id,
      name: 'Cliente real',
      anonymize: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const scenario = made.json().scenario;
    expect(scenario).toMatchObject({
      source: 'submission',
      anonymized: true,
      status: 'same',
      answers: {
        nombre: '[Nombre completo]',
        casado: true,
        conyuge: '[Nombre del cónyuge]',
        herederos: [{ nombre: '[Nombre]' }],
      },
    });
    expect(scenario.expectedText).not.toMatch(/Ana|Luis|Eva/);
    expect(scenario.expectedText).toContain('Comparece [Nombre completo], de estado civil Sí.');
    // Another account cannot convert it.
    const foreign = await call(
      'POST',
      'createScenarioFromSubmission',
      { submission_id: submissionId, name: 'x', anonymize: false },
      stranger.token,
    );
    expect(foreign.json()).toEqual(expect.objectContaining(notFound));
  });

  it('refuses hostile or oversized answers exactly as a guest’s answers are refused', async () => {
    const { session } = await documentWithCase();
    await published(session);
    const link = await createLink(session);
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let level = 0; level < 30; level++) {
      const inner: Record<string, unknown> = {};
      cursor.x = inner;
      cursor = inner;
    }
    const cases: Array<[string, string]> = [
      ['prototype key', '{"__proto__": {"isAdmin": true}, "nombre": "Ana"}'],
      ['too large', JSON.stringify({ nombre: 'x'.repeat(600 * 1024) })],
      ['too deep', JSON.stringify(deep)],
    ];
    for (const [what, answers] of cases) {
      const asGuest = await api.app.inject({
        method: 'POST',
        url: '/api/v1/documents/saveGuestAnswers',
        headers: { authorization: `Guest ${link.accessData}`, 'content-type': 'application/json' },
        payload: `{"sequence": 1, "answers": ${answers}}`,
      });
      const asCase = await api.app.inject({
        method: 'POST',
        url: '/api/v1/documents/createScenario',
        headers: { authorization: `Bearer ${lawyer.token}`, 'content-type': 'application/json' },
        payload: `{"document_id": "${session.documentId}", "name": "Hostil", "answers": ${answers}}`,
      });
      expect(asGuest.statusCode, what).toBeGreaterThanOrEqual(400);
      expect([asCase.statusCode, asCase.json().code, asCase.json().message], what).toEqual([
        asGuest.statusCode,
        asGuest.json().code,
        asGuest.json().message,
      ]);
    }
    const listed = (await call('GET', `getScenarios/${session.documentId}`)).json();
    expect(listed.scenarios).toHaveLength(1);
  });

  it('stops at the plan’s number of cases per document', async () => {
    const small = await signedInLawyer(api, 'explorador');
    const { session } = await documentWithCase(small.token);
    for (let n = 2; n <= 10; n++) {
      const made = await call(
        'POST',
        'createScenario',
        { document_id: session.documentId, name: `Caso ${n}`, answers: { nombre: `N${n}` } },
        small.token,
      );
      expect(made.statusCode, made.body).toBe(201);
    }
    const over = await call(
      'POST',
      'createScenario',
      { document_id: session.documentId, name: 'Caso 11', answers: { nombre: 'N11' } },
      small.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'SCENARIO_LIMIT_REACHED',
      message:
        'Este documento ya tiene 10 casos de prueba, el máximo de tu plan. Elimina alguno o mejora tu plan.',
    });
    const same = await call(
      'POST',
      'createScenario',
      { document_id: session.documentId, name: 'Caso 2', answers: { nombre: 'x' } },
      small.token,
    );
    expect(same.statusCode).toBe(409);
  });

  it('hands the cases over, opened, in the account export', async () => {
    const { scenario } = await documentWithCase();
    const asked = await api.post(
      '/api/v1/users/exportAccount',
      { password: lawyer.password },
      lawyer.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const zip = await api.app.inject({ method: 'GET', url: asked.json().url });
    const entry = unzipSync(new Uint8Array(zip.rawPayload))['casos-de-prueba.json'];
    const exported = JSON.parse(Buffer.from(entry ?? new Uint8Array()).toString('utf8'));
    expect(exported).toContainEqual(
      expect.objectContaining({
        id: scenario.id,
        answers: expect.objectContaining({ nombre: 'Ana Torres' }),
        expected_text: scenario.expectedText,
      }),
    );
  });

  it('answers another account’s document and cases like missing ones', async () => {
    const { session, scenario } = await documentWithCase();
    const attempts = [
      call('GET', `getScenarios/${session.documentId}`, undefined, stranger.token),
      call('GET', `getScenario/${scenario.id}`, undefined, stranger.token),
      call('POST', 'runScenarios', { document_id: session.documentId }, stranger.token),
      call('POST', 'acceptScenario', { scenario_id: scenario.id }, stranger.token),
      call('DELETE', 'deleteScenario', { scenario_id: scenario.id }, stranger.token),
      call(
        'POST',
        'createScenario',
        { document_id: session.documentId, name: 'Intruso', answers: {} },
        stranger.token,
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(expect.objectContaining(notFound));
    }
    const mine = await call('DELETE', 'deleteScenario', { scenario_id: scenario.id });
    expect(mine.json()).toEqual({ deleted: true });
    expect((await call('GET', `getScenario/${scenario.id}`)).statusCode).toBe(404);
  });
});
