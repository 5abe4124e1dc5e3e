import { InterviewAnswer } from '@schemas/api/documents';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('documents on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let workspaceId: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
    workspaceId = (
      await callDocuments(api, token, 'POST', 'createWork', { workspace_name: 'Familia' })
    ).json().workspace.id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const createDoc = (body: Record<string, unknown>, as = token) =>
    callDocuments(api, as, 'POST', 'createDoc', { workspace_id: workspaceId, ...body });

  it('creates a document with the spec fields, its date in MM/DD/YYYY H:M:S', async () => {
    const response = await createDoc({
      document_name: 'Poder especial',
      document_date: '3/7/2026 9:5:0',
      document_creator: 'Dra. Paredes',
      document_toggle: true,
      document_status: 'borrador',
      allVariables: { nombre: 'Ana', edad: 34, hijos: ['Luis'] },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      version: 1,
      document: {
        id: expect.any(String),
        workspaceId,
        name: 'Poder especial',
        date: '03/07/2026 09:05:00',
        creator: 'Dra. Paredes',
        toggle: true,
        notarized: false,
        docx: false,
        status: 'borrador',
        allVariables: { nombre: 'Ana', edad: 34, hijos: ['Luis'] },
        templatesIds: [],
        pagesIds: [],
        tempDocsIds: [],
        generalSelectedTemp: null,
        generalSelectedTempType: null,
        version: 1,
        pages: [],
      },
    });
  });

  it('fills the date with now and the creator with the caller by default', async () => {
    const answer = (await createDoc({ document_name: 'Testamento' })).json();
    const now = api.clock.now();
    const [date, time] = answer.document.date.split(' ');
    const [month, day, year] = date.split('/').map(Number);
    expect([month, day, year]).toEqual([
      now.getUTCMonth() + 1,
      now.getUTCDate(),
      now.getUTCFullYear(),
    ]);
    expect(time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(answer.document.creator).toBe('Lucía Fernández');
  });

  it('refuses a date that does not exist, or in another form, and a blank name', async () => {
    const impossible = await createDoc({
      document_name: 'x',
      document_date: '02/30/2026 10:00:00',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields).toEqual([
      { field: 'document_date', message: 'no es una fecha válida' },
    ]);
    const iso = await createDoc({ document_name: '  ', document_date: '2026-03-07T10:00:00Z' });
    expect(iso.json().fields).toEqual([
      { field: 'document_name', message: 'no puede estar vacío' },
      { field: 'document_date', message: 'no tiene un formato válido' },
    ]);
  });

  it('refuses an allVariables map over its size', async () => {
    const big = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`v${i}`, 'x'.repeat(1000)]),
    );
    const response = await createDoc({ document_name: 'Grande', allVariables: big });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'allVariables', message: 'las variables del documento ocupan más de 256 KB' },
    ]);
  });

  it('updates fields, sets flags as sent and moves the document to another workspace', async () => {
    const doc = await DocumentSession.start(api, token);
    const target = (
      await callDocuments(api, token, 'POST', 'createWork', { workspace_name: 'Laboral' })
    ).json().workspace.id;
    const answer = await doc.ok('POST', 'updateDoc', {
      documentId: doc.documentId,
      documentName: 'Contrato de trabajo',
      documentDate: '12/31/2026 23:59:59',
      documentCreator: 'Equipo laboral',
      documentToggle: true,
      documentNotarized: true,
      documentDocx: true,
      documentStatus: 'revisión',
      workspaceId: target,
      allVariables: { sueldo: 1200 },
    });
    expect(answer).toMatchObject({
      version: 2,
      document: {
        id: doc.documentId,
        workspaceId: target,
        name: 'Contrato de trabajo',
        date: '12/31/2026 23:59:59',
        creator: 'Equipo laboral',
        toggle: true,
        notarized: true,
        docx: true,
        status: 'revisión',
        allVariables: { sueldo: 1200 },
        version: 2,
      },
    });
    expect(answer.document).not.toHaveProperty('pages');
    const off = await doc.ok('POST', 'updateDoc', {
      documentId: doc.documentId,
      documentNotarized: false,
    });
    expect(off.document).toMatchObject({ notarized: false, toggle: true, docx: true });
    const master = (await callDocuments(api, token, 'GET', 'getMasterWeb')).json();
    const laboral = master.workspaces.find((w: { id: string }) => w.id === target);
    expect(laboral.documentsIds).toEqual([doc.documentId]);
    const moved = await api.ports.db
      .selectFrom('audit_log')
      .selectAll()
      .where('event', '=', 'document_moved')
      .execute();
    expect(moved.map((entry) => entry.details)).toContainEqual({
      documentId: doc.documentId,
      from: doc.workspaceId,
      to: target,
    });
  });

  it("saves the preview's answers without a version, leaving the version alone; other changes move it", async () => {
    const doc = await DocumentSession.start(api, token);
    const saved = await callDocuments(api, token, 'POST', 'updateDoc', {
      documentId: doc.documentId,
      allVariables: { nombre: 'Ana', hijos: [{ nombre: 'Luis' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 1,
      document: { allVariables: { nombre: 'Ana', hijos: [{ nombre: 'Luis' }] }, version: 1 },
    });
    // An editor tab based on version 1 still writes.
    await doc.ok('POST', 'updateDoc', { documentId: doc.documentId, documentStatus: 'listo' });
    const withoutVersion = await callDocuments(api, token, 'POST', 'updateDoc', {
      documentId: doc.documentId,
      documentName: 'Otro nombre',
      allVariables: {},
    });
    // Any other change without a version (the spec's payload) applies to the current version
    // and moves it.
    expect(withoutVersion.statusCode, withoutVersion.body).toBe(200);
    expect(withoutVersion.json()).toMatchObject({
      version: 3,
      document: { name: 'Otro nombre', version: 3 },
    });
    const other = await signedInOwner(api, 'inicial');
    const foreign = await callDocuments(api, other.token, 'POST', 'updateDoc', {
      documentId: doc.documentId,
      allVariables: { nombre: 'Intruso' },
    });
    expect(foreign.json()).toEqual(notFound);
  });

  it('refuses moving a document to an unknown workspace with the catalogue 404', async () => {
    const doc = await DocumentSession.start(api, token);
    const response = await doc.write('POST', 'updateDoc', {
      documentId: doc.documentId,
      workspaceId: missingId,
    });
    expect(response.json()).toEqual(notFound);
    expect(doc.version).toBe(1);
  });

  it('deletes a document with everything inside it', async () => {
    const doc = await DocumentSession.start(api, token);
    const page = await doc.addPage();
    const element = await doc.addElement(page, { element_name: 'dropdown' });
    await doc.addItem(element);
    const answer = await doc.ok('DELETE', 'deleteDocument', { document_id: doc.documentId });
    expect(answer).toEqual({ documentId: doc.documentId });
    for (const table of ['pages', 'elements', 'items'] as const) {
      const rows = await api.ports.db
        .selectFrom(table)
        .select('id')
        .where('document_id', '=', doc.documentId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const again = await callDocuments(api, token, 'GET', `getInterview/${doc.documentId}`);
    expect(again.json()).toEqual(notFound);
  });

  it('answers the plan of the account that owns a document, with documents used', async () => {
    const owner = await signedInOwner(api, 'inicial');
    const doc = await DocumentSession.start(api, owner.token);
    const response = await callDocuments(api, owner.token, 'POST', 'getPlanByDocId', {
      docId: doc.documentId,
    });
    expect(response.json()).toEqual({
      plan: expect.objectContaining({ namePlan: 'inicial', label: 'Inicial', documents: 10 }),
      documents: { used: 1, limit: 10 },
    });
    const unknown = await callDocuments(api, owner.token, 'POST', 'getPlanByDocId', {
      docId: missingId,
    });
    expect(unknown.json()).toEqual(notFound);
  });

  it('answers the interview aggregate in order, without positions, valid against its schema', async () => {
    const doc = await DocumentSession.start(api, token);
    const one = await doc.addPage('Partes');
    const two = await doc.addPage('Bienes');
    const list = await doc.addElement(two, {
      element_name: 'repeatingList',
      element_variable: ['bienes'],
    });
    await doc.addItem(list, { item_name: 'shortText', item_variable: ['descripcion'] });
    const first = await doc.addElement(one, { element_variable: ['vendedor'] });
    await doc.addElement(one, { element_variable: ['comprador'], position: 1 });
    const loaded = await doc.load();
    expect(Value.Check(InterviewAnswer, loaded)).toBe(true);
    expect(loaded.version).toBe(doc.version);
    const { interview } = loaded;
    expect(interview.schemaVersion).toBe(1);
    expect(interview.pages.map((p: { id: string }) => p.id)).toEqual([one, two]);
    expect(interview.pages[0].elements.map((e: { variable: string[] }) => e.variable[0])).toEqual([
      'comprador',
      'vendedor',
    ]);
    expect(interview.pages[0].elements[1].id).toBe(first);
    expect(interview.pages[0]).not.toHaveProperty('position');
    expect(interview.pages[0]).not.toHaveProperty('elementsIds');
    expect(interview.pages[1].elements[0].items[0]).toMatchObject({
      variable: ['descripcion'],
      items: [],
    });
    const lint = (
      await callDocuments(api, token, 'GET', `getInterviewLint/${doc.documentId}`)
    ).json();
    expect(lint.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'untitled-question',
        severity: 'warning',
        message:
          'La pregunta conserva el texto de ejemplo: escribe la pregunta que verá el cliente.',
      }),
    );
  });

  it('documents every documents call in OpenAPI', async () => {
    const paths = (await api.get('/api/docs/openapi.json')).json().paths;
    const calls = [
      ['get', 'getMasterWeb'],
      ['post', 'getPlanByDocId'],
      ['post', 'createWork'],
      ['delete', 'deleteWork'],
      ['post', 'updateWork'],
      ['post', 'createDoc'],
      ['delete', 'deleteDocument'],
      ['post', 'updateDoc'],
      ['post', 'createPage'],
      ['post', 'updatePage'],
      ['delete', 'deletePage'],
      ['post', 'exchangeElement'],
      ['post', 'createElement'],
      ['post', 'updateElement'],
      ['delete', 'deleteElement'],
      ['post', 'exchangeItem'],
      ['post', 'createItem'],
      ['post', 'updateItem'],
      ['delete', 'deleteItem'],
      ['get', 'getInterview/{documentId}'],
      ['get', 'getInterviewLint/{documentId}'],
    ];
    for (const [method, call] of calls) {
      expect(paths[`/api/v1/documents/${call}`]?.[method as string], call).toBeDefined();
    }
  });
});

describe.each(testDatabaseKinds)('document limits of the plans on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function ownerWithWorkspace(plan: string) {
    const owner = await signedInOwner(api, plan);
    const workspace = (
      await callDocuments(api, owner.token, 'POST', 'createWork', { workspace_name: 'Todo' })
    ).json().workspace.id as string;
    const create = (name: string) =>
      callDocuments(api, owner.token, 'POST', 'createDoc', {
        workspace_id: workspace,
        document_name: name,
      });
    return { owner, create };
  }

  it.each([
    [
      'explorador',
      3,
      'Tu plan Explorador permite hasta 3 documentos. Cambia al plan Inicial para crear hasta 10 documentos.',
    ],
    [
      'inicial',
      10,
      'Tu plan Inicial permite hasta 10 documentos. Cambia al plan Corporativo para crear hasta 30 documentos.',
    ],
    [
      'corporativo',
      30,
      'Tu plan Corporativo permite hasta 30 documentos. Cambia al plan Premium para crear documentos sin límite.',
    ],
  ])(
    'lets %s create %i documents and refuses one more',
    async (plan, limit, message) => {
      const { create } = await ownerWithWorkspace(plan);
      for (let i = 1; i <= limit; i++) {
        expect((await create(`Documento ${i}`)).statusCode).toBe(201);
      }
      const refused = await create('Uno más');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'DOCUMENT_LIMIT_REACHED',
        message,
      });
    },
    60_000,
  );

  it('lets Premium create documents without a limit', async () => {
    const { create } = await ownerWithWorkspace('premium');
    for (let i = 1; i <= 35; i++) expect((await create(`Documento ${i}`)).statusCode).toBe(201);
  }, 60_000);

  it('frees a place when a document is deleted', async () => {
    const { owner, create } = await ownerWithWorkspace('explorador');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(`D${i}`)).json().document.id);
    expect((await create('D3')).statusCode).toBe(409);
    const deleted = await callDocuments(api, owner.token, 'DELETE', 'deleteDocument', {
      document_id: ids[0],
      version: 1,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await create('D3')).statusCode).toBe(201);
  });

  it('lets exactly one of several simultaneous creations take the last place', async () => {
    const { owner, create } = await ownerWithWorkspace('explorador');
    await create('Uno');
    await create('Dos');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(`Carrera ${i}`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    const rows = await api.ports.db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(rows).toHaveLength(3);
  });
});
