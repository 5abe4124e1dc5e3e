import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { download, generate, uploadTemplate } from '../generation/support/generationApi';
import { docxPart, pdfText } from '../generation/support/readDocuments';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  furnishedDocument,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

// What a guest pastes from Word: control characters (U+0001, U+0007, U+001F), the vertical tab
// Word writes for a manual line break (U+000B), a Unicode line separator, a tab and a lone
// surrogate. Every path that stores answers normalises them the same way.
const pasted = 'Ana\u0001\u0007\u001F Torres\u000BCalle 1\u2028Quito\tEcuador\ud800';
const normalized = 'Ana Torres\nCalle 1\nQuito\tEcuador';

describe.each(testDatabaseKinds)('answer text on %s', (kind) => {
  let api: TestApi;
  let lawyer: Awaited<ReturnType<typeof signedInLawyer>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    lawyer = await signedInLawyer(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function sharedDocument() {
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const created = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(p(t('Declarante: '), v('nombre'), t('. Fin.'))),
    });
    expect(created.statusCode, created.body).toBe(201);
    const templateId = created.json().template.id as string;
    await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', {
      templateId,
      type: 'rich',
    });
    await session.ok('POST', 'updateDoc', { documentId: session.documentId, documentDocx: true });
    await published(session);
    return { session, templateId, link: await createLink(session) };
  }

  it('lets a guest who pasted control characters get the document it sent', async () => {
    const { templateId, link } = await sharedDocument();
    const sent = await submitAnswers(api, link, { answers: { nombre: pasted, casado: false } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().submission.summary[0].lines[0].value).toBe(normalized);

    const made = await generate(api, null, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
      tempToken: link.accessData,
    });
    expect(made.statusCode, made.body).toBe(201);
    const files = made.json().files as Array<{ format: string; url: string }>;
    const docx = (await download(api, files[0]?.url ?? '')).rawPayload;
    // The line breaks are real breaks in Word, the tab stays.
    expect(docxPart(docx, 'word/document.xml')).toMatch(
      /Ana Torres<\/w:t>.*<w:br\/>.*Calle 1<\/w:t>.*<w:br\/>.*Quito\tEcuador/,
    );
    const pdf = (await download(api, files[1]?.url ?? '')).rawPayload;
    expect(pdfText(pdf)).toMatch(/Declarante: Ana Torres\nCalle 1\nQuito\s+Ecuador\. Fin\./);
  });

  it('stores autosaved answers normalised', async () => {
    const { link } = await sharedDocument();
    const saved = await saveAnswers(api, link, {
      answers: { nombre: pasted, herederos: [{ nombre: 'Luis\u000BVera' }] },
      sequence: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await openLink(api, link);
    expect(opened.json().response.answers).toEqual({
      nombre: normalized,
      herederos: [{ nombre: 'Luis\nVera' }],
    });
  });

  it("stores the operators' preview answers normalised", async () => {
    const { session } = await sharedDocument();
    const saved = await callDocuments(api, lawyer.token, 'POST', 'updateDoc', {
      documentId: session.documentId,
      allVariables: { nombre: pasted },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().document.allVariables).toEqual({ nombre: normalized });
  });

  it('writes line breaks of an answer as breaks in a Word template and its PDF', async () => {
    const { session } = await sharedDocument();
    const uploaded = await uploadTemplate(
      api,
      lawyer.token,
      session.documentId,
      buildDocx({ body: paragraph('Domicilio: {nombre}. Fin.') }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const made = await generate(api, lawyer.token, {
      template_path: uploaded.json().id,
      context: { nombre: pasted, casado: false },
      convert_to_pdf: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const [docxFile, pdfFile] = made.json().files as Array<{ url: string }>;
    const docx = (await download(api, docxFile?.url ?? '')).rawPayload;
    expect(docxPart(docx, 'word/document.xml')).toMatch(/Ana Torres.*<w:br\/>.*Calle 1.*<w:br\/>/);
    const pdf = (await download(api, pdfFile?.url ?? '')).rawPayload;
    expect(pdfText(pdf)).toMatch(/Domicilio: Ana Torres\nCalle 1\nQuito\s+Ecuador\. Fin\./);
  });
});
