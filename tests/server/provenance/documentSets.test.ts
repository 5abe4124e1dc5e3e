import { execFileSync } from 'node:child_process';
import { readCustomProperties } from '@server/provenance/readFileProvenance';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, h, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { contractAnswers, createContractInterview } from '../generation/support/contractInterview';
import { download } from '../generation/support/generationApi';
import { docxPart, docxText, pdfPageCount } from '../generation/support/readDocuments';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

type Listed = { id: string; name: string; format: string; url: string; bundleUrl?: string };

const annexCondition = { type: 'equals', variable: 'tiene_garante', condition: true };

// A document set ("Paquete"): a contract, a guarantee annex only when there is a guarantor and a
// cover letter, generated from one set of answers as separate files, a ZIP and one PDF.
describe.each(testDatabaseKinds)('document sets on %s', (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let session: DocumentSession;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    session = await DocumentSession.start(api, owner.token);
    await createContractInterview(session);
    const templates = {
      Contrato: doc(
        h(1, t('Contrato de arrendamiento')),
        p(t('En '), v('ciudad', 'upper'), t('.')),
      ),
      'Anexo de garantía': doc(h(1, t('Anexo de garantía')), p(t('Garante: '), v('garante'))),
      'Carta de presentación': doc(p(t('Estimado cliente: adjuntamos su contrato.'))),
    };
    for (const [name, content] of Object.entries(templates)) {
      const created = await callDocuments(api, owner.token, 'POST', 'createTemp', {
        document_id: session.documentId,
        name,
        content,
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[name] = created.json().template.id;
    }
    const saved = await api.post(
      '/api/v1/documents/saveDocumentSet',
      {
        documentId: session.documentId,
        members: [
          { templateId: ids.Contrato, statement: null },
          { templateId: ids['Anexo de garantía'], statement: annexCondition },
          { templateId: ids['Carta de presentación'], statement: null },
        ],
      },
      owner.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('keeps the set in order with its conditions', async () => {
    const answer = await api.get(
      `/api/v1/documents/getDocumentSet/${session.documentId}`,
      owner.token,
    );
    expect(answer.json().members).toEqual([
      { templateId: ids.Contrato, kind: 'rich', name: 'Contrato', statement: null },
      {
        templateId: ids['Anexo de garantía'],
        kind: 'rich',
        name: 'Anexo de garantía',
        statement: annexCondition,
      },
      {
        templateId: ids['Carta de presentación'],
        kind: 'rich',
        name: 'Carta de presentación',
        statement: null,
      },
    ]);
  });

  it('leaves out the annex when there is no guarantor, and zips the Word files', async () => {
    const { garante: _left, ...answers } = contractAnswers;
    const response = await api.post(
      '/api/v1/storage/generateSet',
      {
        document_id: session.documentId,
        context: { ...answers, tiene_garante: false },
        convert_to_pdf: false,
      },
      owner.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const files = response.json().files as Listed[];
    expect(files.map((file) => file.name)).toEqual([
      'Contrato de arrendamiento - Contrato.docx',
      'Contrato de arrendamiento - Carta de presentación.docx',
    ]);
    const zip = await api.app.inject({ method: 'GET', url: files[0]?.bundleUrl ?? '' });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = new PizZip(zip.rawPayload);
    expect(Object.keys(entries.files)).toEqual(files.map((file) => file.name));
    const letter = entries.file(files[1]?.name ?? '')?.asNodeBuffer() ?? Buffer.alloc(0);
    expect(await docxText(letter)).toBe('Estimado cliente: adjuntamos su contrato.\n');
  });

  it('generates the annex with a guarantor, and merges the PDFs with a bookmark each', async () => {
    const response = await api.post(
      '/api/v1/storage/generateSet',
      { document_id: session.documentId, context: contractAnswers, convert_to_pdf: true },
      owner.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const files = response.json().files as Listed[];
    const pdfs = files.filter((file) => file.format === 'pdf');
    expect(pdfs.map((file) => file.name)).toEqual([
      'Contrato de arrendamiento - Contrato.pdf',
      'Contrato de arrendamiento - Anexo de garantía.pdf',
      'Contrato de arrendamiento - Carta de presentación.pdf',
    ]);
    let pages = 0;
    for (const file of pdfs) pages += pdfPageCount((await download(api, file.url)).rawPayload);
    const merged = await api.app.inject({ method: 'GET', url: pdfs[1]?.bundleUrl ?? '' });
    expect(merged.statusCode).toBe(200);
    expect(merged.headers['content-type']).toBe('application/pdf');
    expect(pdfPageCount(merged.rawPayload)).toBe(pages);
    expect(await outlineTitles(merged.rawPayload)).toEqual([
      'Contrato',
      'Anexo de garantía',
      'Carta de presentación',
    ]);
    const printed = execFileSync('pdftotext', ['-', '-'], { input: merged.rawPayload }).toString();
    expect(printed).toContain('Garante: Pedro Salazar');
    // Every file is listed, and counted, on its own.
    const listed = await callDocuments(
      api,
      owner.token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(listed.json().files).toHaveLength(2 + 6);
    // Three conversions, the first starting LibreOffice: far beyond 30 s on a loaded machine.
  }, 120_000);

  it('records the API token that generated a set', async () => {
    const created = await api.post(
      '/api/v1/integrations/tokens',
      { name: 'Script de contratos', scopes: ['generar'] },
      owner.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { accessToken, token } = created.json();
    const response = await api.post(
      '/api/v1/storage/generateSet',
      { document_id: session.documentId, context: contractAnswers, convert_to_pdf: false },
      accessToken,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [first] = response.json().files as Listed[];
    const properties = readCustomProperties(
      docxPart((await download(api, first?.url ?? '')).rawPayload, 'docProps/custom.xml'),
    );
    expect(properties.get('MinutaGeneratedBy')).toBe(`token:${token.id}`);
    const listed = await callDocuments(
      api,
      owner.token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(listed.json().files[0].provenance).toMatchObject({
      generatedBy: 'token',
      generatedByLabel: 'Script de contratos',
    });
  });

  it('counts every file of a set against the plan’s storage, and refuses a set that does not fit', async () => {
    const storedBytes = async () =>
      Number(
        (
          await api.ports.db
            .selectFrom('account_usage')
            .select('storage_bytes')
            .where('account_id', '=', owner.accountId)
            .executeTakeFirst()
        )?.storage_bytes ?? 0,
      );
    const fileCount = async () =>
      (
        await api.ports.db
          .selectFrom('generated_files')
          .select('id')
          .where('account_id', '=', owner.accountId)
          .execute()
      ).length;
    const before = await storedBytes();
    const filesBefore = await fileCount();
    const body = {
      document_id: session.documentId,
      context: contractAnswers,
      convert_to_pdf: false,
    };
    const made = await api.post('/api/v1/storage/generateSet', body, owner.token);
    expect(made.statusCode, made.body).toBe(201);
    const ids = (made.json().files as Listed[]).map((file) => file.id);
    expect(ids).toHaveLength(3);
    const rows = await api.ports.db
      .selectFrom('generated_files')
      .select('size_bytes')
      .where('id', 'in', ids)
      .execute();
    const setBytes = rows.reduce((sum, row) => sum + row.size_bytes, 0);
    expect(rows.every((row) => row.size_bytes > 0)).toBe(true);
    expect(await storedBytes()).toBe(before + setBytes);

    // Room for one file of the set but not for all three: nothing of it is kept.
    const { storage_gb: storageGb } = await api.ports.db
      .selectFrom('accounts as a')
      .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
      .select('p.storage_gb')
      .where('a.id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    expect(storageGb).not.toBeNull();
    const nearlyFull = (storageGb ?? 0) * 1024 ** 3 - Math.ceil(setBytes / 2);
    await api.ports.db
      .updateTable('account_usage')
      .set({ storage_bytes: nearlyFull })
      .where('account_id', '=', owner.accountId)
      .execute();
    const filesNow = await fileCount();
    expect(filesNow).toBe(filesBefore + 3);
    const refused = await api.post('/api/v1/storage/generateSet', body, owner.token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('STORAGE_LIMIT_REACHED');
    expect(await fileCount()).toBe(filesNow);
    expect(await storedBytes()).toBe(nearlyFull);
    await api.ports.db
      .updateTable('account_usage')
      .set({ storage_bytes: before + setBytes })
      .where('account_id', '=', owner.accountId)
      .execute();
  });

  it('refuses a template of another document, and keeps other accounts out', async () => {
    const other = await DocumentSession.start(api, owner.token);
    const foreignTemplate = await callDocuments(api, owner.token, 'POST', 'createTemp', {
      document_id: other.documentId,
      name: 'Ajena',
    });
    const refused = await api.post(
      '/api/v1/documents/saveDocumentSet',
      {
        documentId: session.documentId,
        members: [{ templateId: foreignTemplate.json().template.id, statement: null }],
      },
      owner.token,
    );
    expect(refused.statusCode).toBe(404);
    const duplicate = await api.post(
      '/api/v1/documents/saveDocumentSet',
      {
        documentId: session.documentId,
        members: [
          { templateId: ids.Contrato, statement: null },
          { templateId: ids.Contrato, statement: null },
        ],
      },
      owner.token,
    );
    expect(duplicate.statusCode).toBe(400);
    const stranger = await signedInOwner(api);
    const read = await api.get(
      `/api/v1/documents/getDocumentSet/${session.documentId}`,
      stranger.token,
    );
    expect(read.statusCode).toBe(404);
    const generated = await api.post(
      '/api/v1/storage/generateSet',
      { document_id: session.documentId, context: contractAnswers, convert_to_pdf: false },
      stranger.token,
    );
    expect(generated.statusCode).toBe(404);
    // The set is unchanged by the refusals.
    const answer = await api.get(
      `/api/v1/documents/getDocumentSet/${session.documentId}`,
      owner.token,
    );
    expect(answer.json().members).toHaveLength(3);
  });
});

/** The titles of a PDF's top-level bookmarks, in order. */
async function outlineTitles(bytes: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const outlines = document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const titles: string[] = [];
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'));
    if (title instanceof PDFHexString || title instanceof PDFString)
      titles.push(title.decodeText());
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return titles;
}
