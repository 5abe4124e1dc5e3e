import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { createContractInterview } from './support/contractInterview';
import { postTemplateForm, uploadTemplate } from './support/generationApi';

// storage/checkWordTemplate: the upload gate's checks on a draft, nothing stored.
describe.each(testDatabaseKinds)('checking a Word template without storing it, on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let session: DocumentSession;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
    session = await DocumentSession.start(api, token);
    await createContractInterview(session);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const check = async (docx: Buffer, documentId = session.documentId) => {
    const response = await uploadTemplate(api, token, documentId, docx);
    // uploadTemplate posts to uploadToS3; the check takes the same form at its own address.
    return response;
  };
  const checkDraft = (docx: Buffer, documentId = session.documentId) =>
    postTemplateForm(api, token, 'checkWordTemplate', documentId, docx, 'Borrador.docx');

  it('lists every planted fault at once, each with its passage, and stores nothing', async () => {
    const docx = buildDocx({
      body: [
        paragraph('En {ciudad | mayúsculas}, {inexistente}.'),
        paragraph('Canon: {canon | fecha larga}.'),
        paragraph('{#estado_civil = "casado"}'),
        paragraph('Cónyuge: {conyuge}.'),
        paragraph('Sin cerrar {arrendador'),
      ].join(''),
    });
    const response = await checkDraft(docx);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.accepted).toBe(false);
    const byPassage = (passage: string | null) =>
      answer.problems.filter((p: { passage: string | null }) => p.passage === passage);
    expect(byPassage('{inexistente}')).toEqual([
      expect.objectContaining({ severity: 'warning', occurrence: 0 }),
    ]);
    expect(byPassage('{canon | fecha larga}')[0].message).toContain(
      'no sirve para la pregunta «Canon mensual»',
    );
    expect(byPassage('{arrendador')).toEqual([expect.objectContaining({ severity: 'error' })]);
    const errors = answer.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.map((e: { passage: string | null }) => e.passage)).toEqual(
      expect.arrayContaining(['{#estado_civil = "casado"}']),
    );
    const unused = answer.problems
      .filter((p: { passage: string | null }) => p.passage === null)
      .map((p: { message: string }) => p.message);
    expect(unused).toContain(
      'La pregunta «Fecha del contrato» ({fecha_contrato}) no se usa en la plantilla.',
    );
    expect(unused).not.toContainEqual(expect.stringContaining('{ciudad}'));
    const listed = await callDocuments(api, token, 'GET', `getTemplatesDoc/${session.documentId}`);
    expect(listed.json().templates).toEqual([]);
  });

  it('reads escaped characters as Word writes them while another section is left open', async () => {
    // Word (and Google Docs' export) may write the condition's quotes as &quot;: a well-formed
    // condition must not be reported because another section elsewhere is unclosed.
    const docx = buildDocx({
      body: [
        paragraph('{#estado_civil = "casado"}').replace('"casado"', '&quot;casado&quot;'),
        paragraph('Cónyuge: {conyuge}.'),
        paragraph('{/}'),
        paragraph('En {ciudad}. {#tiene_garante}'),
      ].join(''),
    });
    const response = await checkDraft(docx);
    expect(response.statusCode, response.body).toBe(200);
    const errors = response
      .json()
      .problems.filter((problem: { severity: string }) => problem.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        passage: '{#tiene_garante}',
        message: expect.stringContaining('La sección {#tiene_garante} no está cerrada'),
      }),
    ]);
  });

  it('points an error at the appearance of its passage that it is about', async () => {
    // The same section opens twice; only the second is left open: a click must select that one.
    const docx = buildDocx({
      body: [
        paragraph('{#tiene_garante}'),
        paragraph('Garante: {garante}.'),
        paragraph('{/tiene_garante}'),
        paragraph('En {ciudad}. {#tiene_garante}'),
      ].join(''),
    });
    const answer = (await checkDraft(docx)).json();
    const errors = answer.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ passage: '{#tiene_garante}', occurrence: 1 }),
    ]);
  });

  it('accepts a template the gate would accept, telling only what is left unused', async () => {
    const response = await checkDraft(
      buildDocx({ body: paragraph('En {ciudad}, a {fecha_contrato | fecha notarial}.') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().accepted).toBe(true);
    expect(response.json().problems.every((p: { passage: null }) => p.passage === null)).toBe(true);
    // The same file is accepted by the real upload.
    expect((await check(buildDocx({ body: paragraph('En {ciudad}.') }))).statusCode).toBe(201);
  });

  it('answers a document of another account as missing', async () => {
    const response = await checkDraft(
      buildDocx({ body: paragraph('x') }),
      '00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
  });
});
