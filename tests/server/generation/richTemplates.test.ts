import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileInterview, validateAnswers } from '@engine/index';
import { renderTemplate } from '@engine/render/renderTemplate';
import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { createPdfConverter, type PdfConverter } from '@server/generation/pdf/createPdfConverter';
import { resolvedToDocx } from '@server/generation/richTemplates/resolvedToDocx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/loadFixture';
import { naturalFurnishedAnswers } from '../../fixtures/templates/leaseContractAnswers';
import { leaseContractTemplate } from '../../fixtures/templates/leaseContractTemplate';
import { doc, each, h, p, t, v, when } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { contractAnswers, createContractInterview } from './support/contractInterview';
import { download, generate } from './support/generationApi';
import { docxPart, docxText, pdfPageCount, pdfText, readGolden } from './support/readDocuments';

const golden = (name: string) => join(import.meta.dirname, '../../fixtures/generation', name);

// The rich-text lease contract of the engine's golden tests (every node, condition and format),
// packaged as DOCX by resolvedToDocx and converted by a real LibreOffice.
describe('a rich template as DOCX and PDF', () => {
  let converter: PdfConverter;
  let workDir: string;
  let docx: Buffer;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'minuta-rich-'));
    converter = createPdfConverter({ ...defaultGenerationConfig.pdf, workers: 1 }, workDir);
    const compiled = compileInterview(loadFixture('leaseContract'));
    const { answers } = validateAnswers(compiled, naturalFurnishedAnswers);
    docx = await resolvedToDocx(renderTemplate(leaseContractTemplate, answers, compiled));
  }, 60_000);
  afterAll(async () => {
    await converter.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('writes exactly the expected text', async () => {
    const text = await docxText(docx);
    expect(text).not.toMatch(/undefined|\[object/);
    expect(text).toBe(readGolden(golden('richLease.docx.txt'), text));
  });

  it('keeps the structure: headings, alignment, marks, lists, tables, page breaks', () => {
    const xml = docxPart(docx, 'word/document.xml');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:jc w:val="both"/>');
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('<w:i/>');
    expect(xml).toContain('<w:u w:val="single"/>');
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain('<w:br w:type="page"/>');
  });

  it('converts to a PDF with the same text on the expected pages', async () => {
    const pdf = await converter.convert(docx);
    const printed = pdfText(pdf);
    expect(printed).toBe(readGolden(golden('richLease.pdf.txt'), printed));
    expect(pdfPageCount(pdf)).toBe((printed.match(/\f/g)?.length ?? 0) + 1);
    expect(pdfPageCount(pdf)).toBe(3);
  }, 60_000);
});

describe.each(testDatabaseKinds)('generating a rich template over HTTP on %s', (kind) => {
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

  it('generates the DOCX of a template written in the app', async () => {
    const content = doc(
      h(1, t('Contrato')),
      p(t('En '), v('ciudad', 'upper'), t(', arrendador '), v('arrendador', 'title'), t('.')),
      when(
        { type: 'equals', variable: 'tiene_garante', condition: true },
        p(t('Garante: ', 'bold'), v('garante')),
      ),
      each('inmuebles', p(t('Inmueble: '), v('inmuebles.direccion'))),
    );
    const created = await callDocuments(api, token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Contrato en la app',
      content,
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await generate(api, token, {
      template_path: created.json().template.id,
      context: contractAnswers,
      convert_to_pdf: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().files[0]).toMatchObject({ templateKind: 'rich', format: 'docx' });
    const text = await docxText((await download(api, response.json().files[0].url)).rawPayload);
    expect(text).toBe(
      `${[
        'Contrato',
        'En QUITO, arrendador María de los Ángeles Pérez.',
        'Garante: Pedro Salazar',
        'Inmueble: Av. Amazonas N24-03',
        'Inmueble: Calle Larga 7-45',
      ].join('\n\n')}\n`,
    );
  });
});
