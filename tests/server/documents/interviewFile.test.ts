import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { uploadTemplate } from '../generation/support/generationApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };

const clause = (text: string) => ({
  type: 'doc',
  schemaVersion: 1,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

// Strips what an import renumbers (ids and the references to them), leaving what the lawyer wrote.
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'documentId', 'pageId', 'elementId', 'parentItemId'].includes(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

// An interview moved between accounts or servers as one JSON file: exported whole, imported with
// new ids after the same checks as the edits, refused in Spanish when it is not one or comes from
// a newer Minuta.
describe.each(testDatabaseKinds)('interview files on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let other: Awaited<ReturnType<typeof signedInOwner>>;
  let otherWorkspace: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    other = await signedInOwner(api);
    const created = await callDocuments(api, other.token, 'POST', 'createWork', {
      workspace_name: 'Recibidos',
    });
    otherWorkspace = created.json().workspace.id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function leaseDocument() {
    const doc = await DocumentSession.start(api, owner.token, 'Arrendamiento de local');
    await doc.ok('POST', 'updateDoc', {
      documentId: doc.documentId,
      documentStatus: 'listo',
      documentDocx: true,
    });
    const parties = await doc.addPage('Las partes');
    await doc.addElement(parties, {
      element_title: 'Nombre del arrendatario',
      element_variable: ['nombre'],
      element_required: true,
    });
    const tipo = await doc.addElement(parties, {
      element_name: 'singleChoice',
      element_title: 'Tipo de inmueble',
      element_variable: ['tipo'],
    });
    await doc.addItem(tipo, { item_title: 'Casa', item_value: ['casa'] });
    await doc.addItem(tipo, { item_title: 'Local', item_value: ['local'] });
    await doc.addElement(parties, {
      element_name: 'date',
      element_title: 'Fecha de inicio',
      element_variable: ['inicio'],
      element_conditional: true,
      statement: {
        connector: 'or',
        conditions: [
          { type: 'equals', variable: 'tipo', condition: 'local' },
          { type: 'contains', variable: 'nombre', condition: 'S.A.' },
        ],
      },
    });
    const list = await doc.addElement(parties, {
      element_name: 'repeatingList',
      element_title: 'Ocupantes',
      element_variable: ['ocupantes'],
    });
    await doc.addItem(list, {
      item_name: 'shortText',
      item_title: 'Nombre',
      item_variable: ['nombre'],
    });
    await doc.addItem(list, {
      item_name: 'idNumber',
      item_title: 'Cédula',
      item_variable: ['cedula'],
      item_conditional: true,
      statement: { type: 'isNotEmpty', variable: 'ocupantes.nombre' },
    });
    // A calculation and a rule across answers, formulas as data.
    await doc.addElement(parties, {
      element_name: 'calculation',
      element_title: 'Fin del contrato',
      element_variable: ['fin'],
      element_calculation: {
        type: 'date',
        formula: { addMonths: [{ var: 'inicio' }, 12] },
        show: true,
      },
    });
    await doc.addElement(parties, {
      element_name: 'validationRule',
      element_variable: ['con_ocupantes'],
      element_validation_rule: {
        formula: { '>=': [{ count: [{ var: 'ocupantes' }] }, 1] },
        message: 'Indique al menos un ocupante.',
        scope: 'interview',
      },
    });
    await doc.ok('POST', 'updateDoc', {
      documentId: doc.documentId,
      documentOneQuestion: true,
    });
    await doc.addPage('Vacía');
    const template = await callDocuments(api, owner.token, 'POST', 'createTemp', {
      document_id: doc.documentId,
      name: 'Contrato',
      date: '11/21/2026 9:5:0',
      content: clause('Arrendatario: '),
    });
    await callDocuments(api, owner.token, 'POST', 'saveSelectedTemp', {
      templateId: template.json().template.id,
      type: 'rich',
    });
    return doc;
  }

  const storedWordTemplates = async () =>
    (await readdir(join(api.dataDir, 'files', 'word-templates')).catch(() => [])).sort();
  const exportOf = (documentId: string, token = owner.token) =>
    callDocuments(api, token, 'GET', `exportDocument/${documentId}`);
  const importInto = (workspaceId: string, file: unknown, token = other.token) =>
    callDocuments(api, token, 'POST', 'importDocument', {
      workspace_id: workspaceId,
      file,
    } as never);

  it('exports the whole interview and imports it into another account with new ids', async () => {
    const doc = await leaseDocument();
    const exported = await exportOf(doc.documentId);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="Arrendamiento de local\.minuta\.json"/,
    );
    const file = exported.json();
    expect(file).toMatchObject({
      format: 'minuta.entrevista',
      formatVersion: 1,
      document: {
        name: 'Arrendamiento de local',
        status: 'listo',
        docx: true,
        notarized: false,
        oneQuestion: true,
      },
      templates: [
        { name: 'Contrato', date: '11/21/2026 09:05:00', content: clause('Arrendatario: ') },
      ],
    });
    expect(file.document.selectedTemplateId).toBe(file.templates[0].id);

    const imported = await importInto(otherWorkspace, file);
    expect(imported.statusCode, imported.body).toBe(201);
    const { document, templatesIds } = imported.json();
    expect(document).toMatchObject({
      workspaceId: otherWorkspace,
      name: 'Arrendamiento de local',
      status: 'listo',
      docx: true,
      oneQuestionAtATime: true,
      generalSelectedTemp: templatesIds[0],
    });
    const original = await doc.load();
    const copy = (
      await callDocuments(api, other.token, 'GET', `getInterview/${document.id}`)
    ).json();
    expect(withoutIds(copy.interview.pages)).toEqual(withoutIds(original.interview.pages));
    expect(copy.interview.pages[0].elements[4].calculation).toEqual({
      type: 'date',
      formula: { addMonths: [{ var: 'inicio' }, 12] },
      show: true,
    });
    expect(copy.interview.pages[0].elements[5].validationRule).toMatchObject({
      message: 'Indique al menos un ocupante.',
    });
    const oldIds = JSON.stringify(original.interview).match(/[0-9a-f-]{36}/g) ?? [];
    for (const id of new Set(oldIds)) expect(JSON.stringify(copy.interview)).not.toContain(id);
    const template = await callDocuments(api, other.token, 'GET', `getTemplate/${templatesIds[0]}`);
    expect(template.json().template).toMatchObject({
      documentId: document.id,
      name: 'Contrato',
      content: clause('Arrendatario: '),
      version: 1,
    });

    // The same file again: a second, independent copy.
    const again = await importInto(otherWorkspace, file);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().document.id).not.toBe(document.id);
  });

  it('refuses a file from a newer Minuta, and one that is not an interview file, in Spanish', async () => {
    const file = (await exportOf((await leaseDocument()).documentId)).json();
    const newer = await importInto(otherWorkspace, { ...file, formatVersion: 2, novedad: {} });
    expect(newer.statusCode).toBe(400);
    expect(newer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        {
          field: 'file.formatVersion',
          message:
            'Este archivo se exportó con una versión más reciente de Minuta (formato 2; esta versión lee hasta el formato 1). Actualiza Minuta para importarlo.',
        },
      ],
    });
    for (const notOurs of [{}, { format: 'otra.cosa', formatVersion: 1 }]) {
      const refused = await importInto(otherWorkspace, notOurs);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: 'file.format', message: 'El archivo no es una entrevista exportada de Minuta.' },
      ]);
    }
  });

  it('checks the file like the edits, naming where, and creates nothing when it refuses', async () => {
    const file = (await exportOf((await leaseDocument()).documentId)).json();
    const before = (await callDocuments(api, other.token, 'GET', 'getMasterWeb')).json();
    const count = (master: { workspaces: Array<{ documents: unknown[] }> }) =>
      master.workspaces.reduce((sum, workspace) => sum + workspace.documents.length, 0);

    const tooLong = structuredClone(file);
    tooLong.interview.pages[0].elements[0].title = 'x'.repeat(2001);
    const long = await importInto(otherWorkspace, tooLong);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].field).toBe('file.interview.pages.0.elements.0.title');

    const unknownVariable = structuredClone(file);
    unknownVariable.interview.pages[0].elements[2].statement = {
      type: 'equals',
      variable: 'no_existe',
      condition: 'x',
    };
    const unknown = await importInto(otherWorkspace, unknownVariable);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      {
        field: 'file.interview',
        message: expect.stringMatching(/^En la pregunta «Fecha de inicio»: .*no_existe/),
      },
    ]);

    const misplaced = structuredClone(file);
    misplaced.interview.pages[0].elements[0].items = [
      structuredClone(file.interview.pages[0].elements[1].items[0]),
    ];
    const placed = await importInto(otherWorkspace, misplaced);
    expect(placed.statusCode).toBe(400);
    expect(placed.json().fields[0].message).toMatch(/^En la pregunta «Nombre del arrendatario»: /);

    const badTemplate = structuredClone(file);
    badTemplate.templates[0].content = { type: 'doc', content: [{ type: 'image' }] };
    const unsafeFormula = structuredClone(file);
    unsafeFormula.interview.pages[0].elements[4].calculation.formula = {
      addMonths: [{ var: '__proto__' }, 12],
    };
    const unsafe = await importInto(otherWorkspace, unsafeFormula);
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().fields[0].field).toMatch(/^file\.interview/);

    const template = await importInto(otherWorkspace, badTemplate);
    expect(template.statusCode).toBe(400);
    expect(template.json().fields[0].field).toMatch(/^file\.templates\.0\.content/);

    const after = (await callDocuments(api, other.token, 'GET', 'getMasterWeb')).json();
    expect(count(after)).toBe(count(before));
  });

  it('carries the Word templates, gated again on import, the selected one followed', async () => {
    const doc = await leaseDocument();
    const contract = buildDocx({
      body: paragraph('Arrendatario: {nombre | mayúsculas}, desde {inicio | fecha larga}.'),
    });
    const uploaded = await uploadTemplate(api, owner.token, doc.documentId, contract, 'Local.docx');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await callDocuments(api, owner.token, 'POST', 'saveSelectedTemp', {
      templateId: uploaded.json().id,
      type: 'word',
    });
    const stored = await api.ports.db
      .selectFrom('word_templates')
      .select('storage_key')
      .where('id', '=', uploaded.json().id)
      .executeTakeFirstOrThrow();
    const storedBytes = await api.ports.storage.get(stored.storage_key);

    const file = (await exportOf(doc.documentId)).json();
    expect(file.wordTemplates).toEqual([
      { id: uploaded.json().id, name: 'Local.docx', docx: storedBytes?.toString('base64') },
    ]);
    expect(file.document.selectedTemplateId).toBe(uploaded.json().id);

    const imported = await importInto(otherWorkspace, file);
    expect(imported.statusCode, imported.body).toBe(201);
    const { document, wordTemplatesIds } = imported.json();
    expect(wordTemplatesIds).toHaveLength(1);
    expect(document.generalSelectedTemp).toBe(wordTemplatesIds[0]);
    const listed = await callDocuments(api, other.token, 'GET', `getTemplatesDoc/${document.id}`);
    expect(listed.json().templates).toMatchObject([
      { id: wordTemplatesIds[0], documentId: document.id, name: 'Local.docx', diagnostics: [] },
    ]);
    expect(listed.json().templates[0].placeholders.map((p: { tag: string }) => p.tag)).toEqual([
      '{nombre | mayúsculas}',
      '{inicio | fecha larga}',
    ]);

    // A Word template that is not one, or whose placeholders do not compile, is refused naming
    // the template, and nothing is created.
    const before = (await callDocuments(api, other.token, 'GET', 'getMasterWeb')).json();
    const broken = structuredClone(file);
    broken.wordTemplates[0].docx = Buffer.from('no es un documento de Word').toString('base64');
    broken.wordTemplates.push({
      id: 'otra',
      name: 'Roto.docx',
      docx: buildDocx({ body: paragraph('Arrendatario: {nombre') }).toString('base64'),
    });
    const refused = await importInto(otherWorkspace, broken);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: 'file.wordTemplates.0.docx',
        message:
          'En la plantilla de Word «Local.docx»: El archivo no es un documento de Word (.docx).',
      },
      {
        field: 'file.wordTemplates.1.docx',
        message: expect.stringMatching(/^En la plantilla de Word «Roto\.docx»: .*\{nombre/),
      },
    ]);
    const after = (await callDocuments(api, other.token, 'GET', 'getMasterWeb')).json();
    const count = (master: { workspaces: Array<{ documents: unknown[] }> }) =>
      master.workspaces.reduce((sum, workspace) => sum + workspace.documents.length, 0);
    expect(count(after)).toBe(count(before));
  });

  it('refuses to export a file an import could not read, saying why', async () => {
    const doc = await DocumentSession.start(api, owner.token, 'Contrato con anexos');
    // Two Word templates of 12 MB each: 32 MB once in base64, past the file's limit. Stored as
    // an upload would store them (the upload itself allows 10 MB; a server may allow more).
    for (const name of ['Anexo 1.docx', 'Anexo 2.docx']) {
      const key = `word-templates/${randomUUID().replaceAll('-', '')}.docx`;
      const bytes = Buffer.alloc(12 * 1024 * 1024, 7);
      await api.ports.storage.put(key, bytes);
      await api.ports.db
        .insertInto('word_templates')
        .values({
          id: randomUUID(),
          account_id: owner.accountId,
          document_id: doc.documentId,
          name,
          storage_key: key,
          size_bytes: bytes.length,
          placeholders: '[]',
          warnings: '[]',
          uploaded_by: null,
          created_at: new Date(),
        })
        .execute();
    }
    const refused = await exportOf(doc.documentId);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'INTERVIEW_FILE_TOO_LARGE',
      message:
        'La entrevista con sus plantillas de Word ocuparía más de 32 MB, el máximo de un archivo de entrevista. Quita plantillas de Word que ya no uses e intenta de nuevo.',
    });
  });

  it("keeps to the caller's account and the plan's document limit", async () => {
    const doc = await leaseDocument();
    expect((await exportOf(doc.documentId, other.token)).json()).toEqual(notFound);
    const file = (await exportOf(doc.documentId)).json();
    const foreignWorkspace = await importInto(doc.workspaceId, file, other.token);
    expect(foreignWorkspace.json()).toEqual(notFound);

    const free = await signedInOwner(api, 'explorador');
    const workspace = (
      await callDocuments(api, free.token, 'POST', 'createWork', { workspace_name: 'Libre' })
    ).json().workspace.id;
    const withWord = {
      ...file,
      wordTemplates: [
        {
          id: 'contrato',
          name: 'Contrato.docx',
          docx: buildDocx({ body: paragraph('Arrendatario: {nombre}') }).toString('base64'),
        },
      ],
    };
    for (let n = 0; n < 3; n++) {
      expect((await importInto(workspace, withWord, free.token)).statusCode).toBe(201);
    }
    // Refused inside the transaction, after its Word template's bytes were stored: they go too.
    const stored = await storedWordTemplates();
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const fourth = await importInto(workspace, withWord, free.token);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('DOCUMENT_LIMIT_REACHED');
    expect(await storedWordTemplates()).toEqual(stored);
  });
});
