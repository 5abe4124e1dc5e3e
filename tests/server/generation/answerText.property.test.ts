import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, each, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { download, generate, uploadTemplate } from './support/generationApi';
import { pdfText } from './support/readDocuments';

// Any text a person (or a script) can send as an answer must come out as a document: arbitrary
// Unicode — every code point, and lone UTF-16 surrogates — in every text-like question of an
// interview (short and long texts, a group's field, a list's field) renders as a DOCX whose every
// XML part parses (download() checks it), from a rich and from a Word template, and converts to
// PDF. PGlite only: the database plays no part here, LibreOffice's time does.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: codeUnit, maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom('\u000b', '\u0001', '\u2028', '\r', '\n', '\t', '\ud800', '<', '&', '{'),
    maxLength: 10,
  }),
);
const answers = fc.record({
  corto: text,
  largo: text,
  parte: fc.record({ nombre: text }),
  lista: fc.array(fc.record({ nombre: text }), { minLength: 1, maxLength: 2 }),
});

describe('arbitrary answer text', () => {
  let api: TestApi;
  let token: string;
  const templates: string[] = [];
  beforeAll(async () => {
    api = await startTestApi('pglite');
    token = (await signedInOwner(api)).token;
    const session = await DocumentSession.start(api, token);
    const page = await session.addPage('Datos');
    await session.addElement(page, { element_name: 'shortText', element_variable: ['corto'] });
    await session.addElement(page, { element_name: 'longText', element_variable: ['largo'] });
    const group = await session.addElement(page, {
      element_name: 'group',
      element_variable: ['parte'],
    });
    await session.addItem(group, { item_name: 'shortText', item_variable: ['nombre'] });
    const list = await session.addElement(page, {
      element_name: 'repeatingList',
      element_variable: ['lista'],
    });
    await session.addItem(list, { item_name: 'longText', item_variable: ['nombre'] });

    const rich = await callDocuments(api, token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Todo',
      content: doc(
        p(t('INICIO '), v('corto'), t(' | '), v('largo'), t(' | '), v('parte.nombre')),
        each('lista', p(t('Fila: '), v('lista.nombre'))),
        p(t('FIN')),
      ),
    });
    expect(rich.statusCode, rich.body).toBe(201);
    templates.push(rich.json().template.id);
    const word = await uploadTemplate(
      api,
      token,
      session.documentId,
      buildDocx({
        body: [
          paragraph('INICIO {corto} | {largo} | {parte.nombre}'),
          paragraph('{#lista}Fila: {nombre}{/lista}'),
          paragraph('FIN'),
        ].join(''),
      }),
    );
    expect(word.statusCode, word.body).toBe(201);
    templates.push(word.json().id);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function generateAll(context: unknown, pdf: boolean) {
    for (const template_path of templates) {
      const made = await generate(api, token, { template_path, context, convert_to_pdf: pdf });
      expect(made.statusCode, made.body).toBe(201);
      for (const file of made.json().files as Array<{ format: string; url: string }>) {
        const bytes = (await download(api, file.url)).rawPayload;
        if (file.format === 'pdf') expect(pdfText(bytes)).toMatch(/INICIO[\s\S]*FIN/);
      }
    }
  }

  it('renders every answer set as a well-formed DOCX', async () => {
    await fc.assert(
      fc.asyncProperty(answers, (context) => generateAll(context, false)),
      { numRuns: 60 },
    );
  }, 120_000);

  it('converts every answer set to PDF', async () => {
    await fc.assert(
      fc.asyncProperty(answers, (context) => generateAll(context, true)),
      { numRuns: 8 },
    );
  }, 180_000);
});
