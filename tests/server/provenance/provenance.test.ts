import { readXmpProperties } from '@server/provenance/pdfXmp';
import { readCustomProperties } from '@server/provenance/readFileProvenance';
import { infoDictOf } from '@server/provenance/stampPdf';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { contractAnswers, createContractInterview } from '../generation/support/contractInterview';
import { download, generate } from '../generation/support/generationApi';
import { docxPart, pdfText } from '../generation/support/readDocuments';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { pdfCustomInfo, pdfInfoAndXmp, verifyUpload } from './support/provenanceApi';

// Every generated file says where it came from (DOCX custom properties, PDF document
// information), the lawyer's list says it too, and an uploaded copy is recognised as this
// account's, untouched, re-saved or modified.
describe.each(testDatabaseKinds)('provenance and verification on %s', (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let session: DocumentSession;
  let templateId: string;
  let docx: Buffer;
  let pdf: Buffer;
  let files: { id: string; format: string; url: string; provenance?: Record<string, unknown> }[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    session = await DocumentSession.start(api, owner.token);
    await createContractInterview(session);
    const created = await callDocuments(api, owner.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Contrato',
      content: doc(p(t('Contrato en '), v('ciudad', 'upper'), t(' con '), v('garante'), t('.'))),
    });
    templateId = created.json().template.id;
    // A second version of the template: the files must name it.
    const updated = await callDocuments(api, owner.token, 'POST', 'updateTemp', {
      documentId: session.documentId,
      templateId,
      content: doc(
        p(
          t('Contrato celebrado en '),
          v('ciudad', 'upper'),
          t(' con el garante '),
          v('garante'),
          t('.'),
        ),
      ),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const response = await generate(api, owner.token, {
      template_path: templateId,
      context: contractAnswers,
      convert_to_pdf: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    files = response.json().files;
    docx = (await download(api, files.find((file) => file.format === 'docx')?.url ?? ''))
      .rawPayload;
    pdf = (await download(api, files.find((file) => file.format === 'pdf')?.url ?? '')).rawPayload;
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('writes the provenance into the DOCX custom properties, and nothing of the answers', () => {
    const xml = docxPart(docx, 'docProps/custom.xml');
    const properties = readCustomProperties(xml);
    const docxFile = files.find((file) => file.format === 'docx');
    expect(Object.fromEntries(properties)).toMatchObject({
      MinutaFileId: docxFile?.id,
      MinutaDocumentId: session.documentId,
      MinutaTemplateId: templateId,
      MinutaTemplateVersion: '2',
      MinutaFormat: 'DOCX',
      MinutaGeneratedBy: `user:${owner.userId}`,
      MinutaInterviewVersion: expect.stringMatching(/^draft:\d+$/),
      MinutaAnswersHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(xml).not.toMatch(/Pedro|Salazar|Quito|QUITO/i);
    // Word finds the part through the package's relationships and content types.
    expect(docxPart(docx, '_rels/.rels')).toContain('docProps/custom.xml');
    expect(docxPart(docx, '[Content_Types].xml')).toContain('/docProps/custom.xml');
  });

  it('writes the provenance into the PDF document information', () => {
    const info = pdfCustomInfo(pdf);
    const pdfFile = files.find((file) => file.format === 'pdf');
    expect(info.get('MinutaFileId')).toBe(pdfFile?.id);
    expect(info.get('MinutaFormat')).toBe('PDF');
    expect(info.get('MinutaTemplateVersion')).toBe('2');
    expect(info.get('MinutaGeneratedBy')).toBe(`user:${owner.userId}`);
    expect(pdfText(pdf)).toContain('Contrato celebrado en QUITO con el garante Pedro Salazar.');
  });

  it('writes the same provenance as XMP metadata, consistent with the Info dictionary', () => {
    const { xmp, info } = pdfInfoAndXmp(pdf);
    expect(xmp).toContain('<x:xmpmeta');
    const properties = readXmpProperties(xmp);
    const infoProperties = [...pdfCustomInfo(pdf)].filter(([name]) => name.startsWith('Minuta'));
    expect(infoProperties).toHaveLength(10);
    expect(Object.fromEntries(properties)).toEqual(Object.fromEntries(infoProperties));
    expect(properties.get('MinutaFileId')).toBe(files.find((file) => file.format === 'pdf')?.id);
    expect(properties.get('MinutaAnswersHash')).toMatch(/^[0-9a-f]{64}$/);
    expect(xmp).not.toMatch(/Pedro|Salazar|Quito|QUITO/i);
    // LibreOffice's own Info entries, repeated where XMP readers look for them.
    const producer = info.get('Producer') ?? '';
    expect(producer).toMatch(/LibreOffice/);
    expect(xmp).toContain(`<pdf:Producer>${producer}</pdf:Producer>`);
    const created = /<xmp:CreateDate>([^<]+)<\/xmp:CreateDate>/.exec(xmp)?.[1] ?? '';
    expect(Date.parse(created)).toBe(Date.parse(info.get('CreationDate') ?? ''));
    expect(xmp).toContain(`<xmp:CreatorTool>${info.get('Creator')}</xmp:CreatorTool>`);
    expect(xmp).toContain(`<rdf:li>${info.get('Author')}</rdf:li>`);
    const title = info.get('Title');
    if (title) expect(xmp).toContain(`<rdf:li xml:lang="x-default">${title}</rdf:li>`);
  });

  it('recognises a PDF whose Info dictionary was stripped by its XMP', async () => {
    const stripped = await PDFDocument.load(pdf, { updateMetadata: false });
    const info = infoDictOf(stripped);
    for (const key of info.keys()) {
      if (key.decodeText().startsWith('Minuta')) info.delete(PDFName.of(key.decodeText()));
    }
    const bytes = Buffer.from(await stripped.save({ useObjectStreams: false }));
    expect(pdfCustomInfo(bytes).has('MinutaFileId')).toBe(false);
    const answer = await verifyUpload(api, owner.token, bytes, 'contrato.pdf');
    expect(answer.json()).toMatchObject({
      verdict: 'sameText',
      file: { id: files.find((file) => file.format === 'pdf')?.id },
    });
  });

  it('lists each file with its provenance', async () => {
    const listed = await callDocuments(
      api,
      owner.token,
      'GET',
      `getGeneratedFiles/${session.documentId}`,
    );
    expect(listed.statusCode).toBe(200);
    const [first] = listed.json().files;
    expect(first.provenance).toMatchObject({
      templateName: 'Contrato',
      templateVersion: 2,
      interviewSource: 'draft',
      generatedBy: 'user',
      regeneratedFrom: null,
    });
    expect(first.provenance.generatedByLabel).toBeTruthy();
  });

  it('recognises an untouched DOCX and PDF as this account’s', async () => {
    for (const [bytes, format] of [
      [docx, 'docx'],
      [pdf, 'pdf'],
    ] as const) {
      const answer = await verifyUpload(api, owner.token, bytes, `contrato.${format}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        verdict: 'identical',
        format,
        file: {
          id: files.find((file) => file.format === format)?.id,
          documentId: session.documentId,
          provenance: { templateVersion: 2, templateName: 'Contrato' },
        },
      });
    }
  });

  it('tells a re-saved copy with the same text from one whose text was changed', async () => {
    const resaved = new PizZip(docx);
    resaved.file(
      'docProps/core.xml',
      '<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Revisado</dc:title></cp:coreProperties>',
    );
    const same = await verifyUpload(api, owner.token, resaved.generate({ type: 'nodebuffer' }));
    expect(same.json().verdict).toBe('sameText');

    const edited = new PizZip(docx);
    const body = edited.file('word/document.xml')?.asText() ?? '';
    expect(body).toContain('Pedro Salazar');
    edited.file('word/document.xml', body.replace('Pedro Salazar', 'Pablo Salazar'));
    const modified = await verifyUpload(api, owner.token, edited.generate({ type: 'nodebuffer' }));
    expect(modified.json()).toMatchObject({
      verdict: 'modified',
      file: { documentId: session.documentId },
    });
  });

  it('tells a re-saved PDF with the same text from one with a line added', async () => {
    const pdfId = files.find((file) => file.format === 'pdf')?.id;
    // Saved again by another program: other bytes, same text.
    const resaved = await PDFDocument.load(pdf, { updateMetadata: false });
    const resavedBytes = Buffer.from(await resaved.save({ useObjectStreams: true }));
    expect(resavedBytes.equals(pdf)).toBe(false);
    const same = await verifyUpload(api, owner.token, resavedBytes, 'contrato.pdf');
    expect(same.json()).toMatchObject({ verdict: 'sameText', file: { id: pdfId } });
    // A sentence written onto the page, as an editor would: its properties still name the file.
    const edited = await PDFDocument.load(pdf, { updateMetadata: false });
    const font = await edited.embedFont(StandardFonts.Helvetica);
    edited.getPage(0).drawText('Cláusula añadida a mano.', { x: 72, y: 120, size: 12, font });
    const editedBytes = Buffer.from(await edited.save());
    expect(pdfText(editedBytes)).toContain('Cláusula añadida a mano.');
    const modified = await verifyUpload(api, owner.token, editedBytes, 'contrato.pdf');
    expect(modified.json()).toMatchObject({
      verdict: 'modified',
      format: 'pdf',
      file: { id: pdfId, documentId: session.documentId },
    });
  });

  it('does not recognise another account’s file, nor a file that is not a document', async () => {
    const stranger = await signedInOwner(api);
    const foreign = await verifyUpload(api, stranger.token, docx);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ verdict: 'unknown', format: 'docx' });
    const notDocument = await verifyUpload(api, owner.token, Buffer.from('hola'), 'nota.txt');
    expect(notDocument.statusCode).toBe(415);
    expect(notDocument.json().message).toBe(
      'Sube un documento Word (.docx) o PDF generado con Minuta.',
    );
  });

  it('regenerates with the current template: shows what changes, then stores a new version', async () => {
    const edited = await callDocuments(api, owner.token, 'POST', 'updateTemp', {
      documentId: session.documentId,
      templateId,
      content: doc(
        p(
          t('Contrato firmado en '),
          v('ciudad', 'upper'),
          t(' con el garante '),
          v('garante'),
          t('.'),
        ),
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const docxFile = files.find((file) => file.format === 'docx');
    const preview = await api.post(
      '/api/v1/documents/previewRegeneration',
      { file_id: docxFile?.id },
      owner.token,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      templates: [{ templateId, name: 'Contrato', originalVersion: 2, currentVersion: 3 }],
      originalText: 'Contrato celebrado en QUITO con el garante Pedro Salazar.',
      currentText: 'Contrato firmado en QUITO con el garante Pedro Salazar.',
    });
    const regenerated = await api.post(
      '/api/v1/documents/regenerateDocument',
      { file_id: docxFile?.id, convert_to_pdf: true },
      owner.token,
    );
    expect(regenerated.statusCode, regenerated.body).toBe(201);
    const fresh = regenerated.json().files as typeof files;
    const originalGeneration = files[0]?.provenance?.generationId;
    expect(fresh.map((file) => file.format).sort()).toEqual(['docx', 'pdf']);
    for (const file of fresh) {
      expect(file.provenance).toMatchObject({
        templateVersion: 3,
        regeneratedFrom: originalGeneration,
      });
    }
    const newDocx = (await download(api, fresh.find((file) => file.format === 'docx')?.url ?? ''))
      .rawPayload;
    const properties = readCustomProperties(docxPart(newDocx, 'docProps/custom.xml'));
    expect(properties.get('MinutaTemplateVersion')).toBe('3');
    // Same answers, same fingerprint.
    expect(properties.get('MinutaAnswersHash')).toBe(
      readCustomProperties(docxPart(docx, 'docProps/custom.xml')).get('MinutaAnswersHash'),
    );
    const newPdf = (await download(api, fresh.find((file) => file.format === 'pdf')?.url ?? ''))
      .rawPayload;
    expect(pdfCustomInfo(newPdf).get('MinutaTemplateVersion')).toBe('3');
    expect(pdfText(newPdf)).toContain('Contrato firmado en QUITO');
    // The original is kept as it was.
    const again = await verifyUpload(api, owner.token, docx);
    expect(again.json()).toMatchObject({ verdict: 'identical', file: { id: docxFile?.id } });
  });

  it('keeps another account out of regeneration', async () => {
    const stranger = await signedInOwner(api);
    const fileId = files[0]?.id;
    for (const url of ['previewRegeneration', 'regenerateDocument']) {
      const answer = await api.post(
        `/api/v1/documents/${url}`,
        { file_id: fileId, convert_to_pdf: false },
        stranger.token,
      );
      expect(answer.statusCode).toBe(404);
    }
  });

  it('says so in Spanish when the template was deleted, and keeps the original', async () => {
    const listed = await callDocuments(api, owner.token, 'GET', `getTemplate/${templateId}`);
    const deleted = await callDocuments(api, owner.token, 'DELETE', 'deleteTemplate', {
      template_id: templateId,
      version: listed.json().template?.version,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const answer = await api.post(
      '/api/v1/documents/previewRegeneration',
      { file_id: files[0]?.id },
      owner.token,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'La plantilla «Contrato» fue eliminada: no se puede regenerar este documento con la plantilla actual. El documento original se conserva sin cambios.',
    );
    const original = await download(api, files[0]?.url ?? '');
    expect(original.statusCode).toBe(200);
    expect((await verifyUpload(api, owner.token, docx)).json().verdict).toBe('identical');
  });
});
