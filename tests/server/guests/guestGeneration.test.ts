import { randomUUID } from 'node:crypto';
import { readCustomProperties } from '@server/provenance/readFileProvenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, each, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { download, generate } from '../generation/support/generationApi';
import { docxPart, docxText, pdfText } from '../generation/support/readDocuments';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  callGuest,
  createLink,
  expiredAnswer,
  furnishedDocument,
  published,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

const answers = {
  nombre: 'Ana Torres',
  casado: true,
  conyuge: 'Luis Vera',
  herederos: [{ nombre: 'Carla' }, { nombre: 'Diego' }],
};

// A guest downloads its document: generateTemp with the link's token as
// `tempToken` makes the document from the answers the guest sent — never from the request's
// `context` — with the template the lawyer selected, as PDF (and Word when the document's docx
// flag is on); /resultado lists those files.
describe.each(testDatabaseKinds)('a guest generating its document on %s', (kind) => {
  let api: TestApi;
  let lawyer: Awaited<ReturnType<typeof signedInLawyer>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    lawyer = await signedInLawyer(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function sharedWithTemplate(options: { docx: boolean; select?: boolean }) {
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const created = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(
        p(t('Declarante: '), v('nombre', 'upper'), t('. Cónyuge: '), v('conyuge'), t('.')),
        each('herederos', p(t('Heredero: '), v('herederos.nombre'))),
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const templateId = created.json().template.id as string;
    if (options.select !== false) {
      const selected = await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', {
        templateId,
        type: 'rich',
      });
      expect(selected.statusCode, selected.body).toBeLessThan(300);
    }
    if (options.docx)
      await session.ok('POST', 'updateDoc', { documentId: session.documentId, documentDocx: true });
    await published(session);
    const link = await createLink(session);
    return { session, templateId, link };
  }

  const guestGenerate = (accessData: string, templateId: string, extra = {}) =>
    generate(api, null, {
      template_path: templateId,
      context: {},
      convert_to_pdf: false,
      tempToken: accessData,
      ...extra,
    });

  it('receives the document set: each template whose condition holds, and the ZIP of them', async () => {
    const { session, templateId, link } = await sharedWithTemplate({ docx: true });
    const annex = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Anexo conyugal',
      content: doc(p(t('Cónyuge: '), v('conyuge'), t('.'))),
    });
    const saved = await api.post(
      '/api/v1/documents/saveDocumentSet',
      {
        documentId: session.documentId,
        members: [
          { templateId, statement: null },
          {
            templateId: annex.json().template.id,
            statement: { type: 'equals', variable: 'casado', condition: true },
          },
        ],
      },
      lawyer.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);
    const made = await guestGenerate(link.accessData, templateId);
    expect(made.statusCode, made.body).toBe(201);
    const files = made.json().files as { name: string; bundleUrl?: string }[];
    expect(files.map((file) => file.name)).toEqual([
      expect.stringMatching(/ - Declaración\.docx$/),
      expect.stringMatching(/ - Anexo conyugal\.docx$/),
    ]);
    const zip = await api.app.inject({ method: 'GET', url: files[0]?.bundleUrl ?? '' });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
  });

  it('refuses before the answers are sent, then makes the Word file from what was sent', async () => {
    const { session, templateId, link } = await sharedWithTemplate({ docx: true });
    const early = await guestGenerate(link.accessData, templateId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Envía tus respuestas antes de descargar el documento.');

    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);
    // What the request says is ignored: the document holds the answers sent.
    const made = await guestGenerate(link.accessData, templateId, {
      context: { nombre: 'Intruso', conyuge: 'Nadie' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [file] = made.json().files;
    expect(file).toMatchObject({ documentId: session.documentId, format: 'docx' });
    const bytes = (await download(api, file.url)).rawPayload;
    const text = await docxText(bytes);
    expect(text).toContain('Declarante: ANA TORRES. Cónyuge: Luis Vera.');
    // The file says a client's link made it, from the published version the guest answered.
    const properties = readCustomProperties(docxPart(bytes, 'docProps/custom.xml'));
    expect(properties.get('MinutaGeneratedBy')).toMatch(/^guest:[0-9a-f-]{36}$/);
    expect(properties.get('MinutaInterviewVersion')).toBe('published:1');
    expect(properties.get('MinutaFileId')).toBe(file.id);
    expect(JSON.stringify([...properties.values()])).not.toMatch(/Ana|Torres|Luis|Carla/i);
    expect(text).toContain('Heredero: Carla');
    expect(text).toContain('Heredero: Diego');
    expect(text).not.toContain('Intruso');

    const result = await callGuest(api, 'GET', `getGuestResult/${session.documentId}`, {
      accessData: link.accessData,
    });
    expect(result.json()).toMatchObject({
      delivery: { templateId, docx: true },
      files: [{ id: file.id, format: 'docx' }],
    });
    // The lawyer's list has it too.
    const listed = await callDocuments(
      api,
      lawyer.token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    const listedFile = listed
      .json()
      .files.find((candidate: { id: string }) => candidate.id === file.id);
    expect(listedFile?.provenance).toMatchObject({
      generatedBy: 'guest',
      interviewSource: 'published',
      interviewVersion: 1,
    });
  });

  it('hands out only the PDF when the document is not delivered in Word', async () => {
    const { session, templateId, link } = await sharedWithTemplate({ docx: false });
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);
    const made = await guestGenerate(link.accessData, templateId);
    expect(made.statusCode, made.body).toBe(201);
    const files = made.json().files as Array<{ format: string; url: string }>;
    expect(files.map((file) => file.format)).toEqual(['pdf']);
    const pdf = await download(api, files[0]?.url ?? '');
    expect(pdfText(pdf.rawPayload)).toContain('Declarante: ANA TORRES');
    const result = await callGuest(api, 'GET', `getGuestResult/${session.documentId}`, {
      accessData: link.accessData,
    });
    expect(result.json().files.map((file: { format: string }) => file.format)).toEqual(['pdf']);
  }, 60_000);

  it('generates only the selected template of its own document, and nothing on a revoked link', async () => {
    const { session, templateId, link } = await sharedWithTemplate({ docx: true });
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);
    const other = await sharedWithTemplate({ docx: true });
    for (const foreign of [other.templateId, randomUUID()]) {
      const refused = await guestGenerate(link.accessData, foreign);
      expect(refused.statusCode).toBe(404);
    }
    const unselected = await sharedWithTemplate({ docx: true, select: false });
    expect((await submitAnswers(api, unselected.link, { answers })).statusCode).toBe(201);
    expect(
      (await guestGenerate(unselected.link.accessData, unselected.templateId)).statusCode,
    ).toBe(404);

    await callDocuments(api, lawyer.token, 'POST', 'revokeShareLink', { link_id: link.id });
    const revoked = await guestGenerate(link.accessData, templateId);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual(expiredAnswer);
    const files = await callDocuments(
      api,
      lawyer.token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(files.json().files).toEqual([]);
  });

  it('answers an embed on an allowed site with CORS, and refuses other sites', async () => {
    const allowed = 'https://www.estudio-andrade.ec';
    const publicShare = await sharedWithTemplate({ docx: true });
    const publicLink = await createLink(publicShare.session, {
      mode: 'public',
      allowed_origins: [allowed],
    });
    const sent = await submitAnswers(api, publicLink, { answers }, { origin: allowed });
    expect(sent.statusCode, sent.body).toBe(201);
    const responseToken = sent.json().responseToken as string;
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/storage/generateTemp',
      headers: { origin: allowed, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(allowed);
    const fromSite = await api.app.inject({
      method: 'POST',
      url: '/api/v1/storage/generateTemp',
      headers: { origin: allowed, 'minuta-response': responseToken },
      payload: {
        template_path: publicShare.templateId,
        context: {},
        convert_to_pdf: false,
        tempToken: publicLink.accessData,
      },
    });
    expect(fromSite.statusCode, fromSite.body).toBe(201);
    expect(fromSite.headers['access-control-allow-origin']).toBe(allowed);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/api/v1/storage/generateTemp',
      headers: { origin: 'https://otro-sitio.ec', 'minuta-response': responseToken },
      payload: {
        template_path: publicShare.templateId,
        context: {},
        convert_to_pdf: false,
        tempToken: publicLink.accessData,
      },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('ORIGIN_NOT_ALLOWED');
  });
});
