import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

const staleMessage =
  'Otra pestaña o persona cambió este documento. Recarga para ver los últimos cambios.';

// Two tabs (or two people) editing one document: each write carries the version it was based on,
// and a write based on an old version is refused whole, so no edit is lost silently.
describe.each(testDatabaseKinds)('document versions on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function twoTabs() {
    const first = await DocumentSession.start(api, token);
    const page = await first.addPage();
    const element = await first.addElement(page, { element_title: 'Nombre' });
    const option = await first.addElement(page, { element_name: 'singleChoice' });
    const item = await first.addItem(option);
    const second = new DocumentSession(
      api,
      token,
      first.workspaceId,
      first.documentId,
      first.version,
    );
    return { first, second, page, element, option, item };
  }

  it('refuses a stale write with 409 and the current version, changes nothing, then takes the retry', async () => {
    const { first, second, element } = await twoTabs();
    const base = first.version;
    await first.ok('POST', 'updateElement', {
      documentId: first.documentId,
      elementId: element,
      elementTitle: 'Nombre completo',
    });
    const seen = await first.load();
    const stale = await second.write('POST', 'updateElement', {
      documentId: second.documentId,
      elementId: element,
      elementTitle: 'Nombres y apellidos',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: staleMessage,
      version: base + 1,
    });
    expect(await first.load()).toEqual(seen);
    second.version = stale.json().version;
    const retried = await second.ok('POST', 'updateElement', {
      documentId: second.documentId,
      elementId: element,
      elementTitle: 'Nombres y apellidos',
    });
    expect(retried).toMatchObject({ version: base + 2, element: { title: 'Nombres y apellidos' } });
  });

  it('guards every kind of write to a document', async () => {
    const { first, second, page, element, option, item } = await twoTabs();
    await first.ok('POST', 'updateDoc', { documentId: first.documentId, documentToggle: true });
    const current = first.version;
    const writes: Array<['POST' | 'DELETE', string, Record<string, unknown>]> = [
      ['POST', 'updateDoc', { documentId: first.documentId, documentName: 'Otro' }],
      ['DELETE', 'deleteDocument', { document_id: first.documentId }],
      ['POST', 'createPage', { document_id: first.documentId }],
      ['POST', 'updatePage', { documentId: first.documentId, pageId: page, pageName: 'x' }],
      ['DELETE', 'deletePage', { page_id: page }],
      ['POST', 'createElement', { page_id: page, element_name: 'date' }],
      ['POST', 'updateElement', { documentId: first.documentId, elementId: element }],
      ['DELETE', 'deleteElement', { element_id: element }],
      ['POST', 'exchangeElement', { element_id: element, page_id: page, next_position: 2 }],
      ['POST', 'createItem', { element_id: option, item_name: 'option' }],
      ['POST', 'updateItem', { documentId: first.documentId, itemId: item, itemTitle: 'x' }],
      ['DELETE', 'deleteItem', { item_id: item }],
      ['POST', 'exchangeItem', { item_id: item, element_id: option, next_position: 1 }],
    ];
    const before = await first.load();
    for (const [method, call, body] of writes) {
      const response = await second.write(method, call, body);
      expect(response.statusCode, call).toBe(409);
      expect(response.json(), call).toMatchObject({ code: 'STALE_VERSION', version: current });
    }
    expect(await first.load()).toEqual(before);
  });

  it("accepts the spec's payloads without a version: each applies to the current version and answers the next", async () => {
    const { first, page, element, option, item } = await twoTabs();
    const bare = (method: 'POST' | 'DELETE', call: string, body: Record<string, unknown>) =>
      callDocuments(api, token, method, call, body);
    const { page: second } = await first.ok('POST', 'createPage', {
      document_id: first.documentId,
    });
    const writes: Array<['POST' | 'DELETE', string, Record<string, unknown>]> = [
      [
        'POST',
        'createPage',
        {
          document_id: first.documentId,
          page_name: 'Garantía',
          page_conditional: false,
          statement: null,
          position: 2,
        },
      ],
      [
        'POST',
        'updatePage',
        {
          documentId: first.documentId,
          pageId: page,
          pageName: 'Las partes',
          statement: null,
          position: 1,
          pageConditional: false,
        },
      ],
      ['POST', 'exchangeElement', { element_id: element, next_position: 1, page_id: second.id }],
      ['POST', 'exchangeItem', { item_id: item, next_position: 1, element_id: option }],
      ['DELETE', 'deleteItem', { item_id: item }],
      ['DELETE', 'deleteElement', { element_id: element }],
      ['DELETE', 'deletePage', { page_id: second.id }],
      [
        'POST',
        'updateDoc',
        {
          documentId: first.documentId,
          documentName: 'Contrato de arrendamiento de local',
          documentDate: '11/21/2026 9:5:0',
          documentCreator: 'Ana Paredes',
          documentToggle: true,
          documentNotarized: false,
          documentDocx: true,
          documentStatus: 'borrador',
          workspaceId: first.workspaceId,
          allVariables: {},
        },
      ],
    ];
    let version = (await first.load()).version as number;
    for (const [method, call, body] of writes) {
      const response = await bare(method, call, body);
      expect(response.statusCode, `${call}: ${response.body}`).toBeLessThan(300);
      expect(response.json().version, call).toBe(version + 1);
      version = response.json().version;
    }
    const loaded = await first.load();
    expect(loaded.version).toBe(version);
    expect(loaded.document.name).toBe('Contrato de arrendamiento de local');
    expect(loaded.interview.pages.map((p: { name: string }) => p.name)).toEqual([
      'Las partes',
      'Garantía',
    ]);
    const deleted = await bare('DELETE', 'deleteDocument', { document_id: first.documentId });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('lets exactly one of several simultaneous writes based on the same version win', async () => {
    const { first, element } = await twoTabs();
    const base = first.version;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callDocuments(api, token, 'POST', 'updateElement', {
          documentId: first.documentId,
          elementId: element,
          version: base,
          elementTitle: `Título ${i}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    const saved = await first.load();
    expect(saved.version).toBe(base + 1);
    expect(saved.interview.pages[0].elements[0].title).toBe(winner.element.title);
  });

  it('answers the new version from getInterview and from every successful write', async () => {
    const { first } = await twoTabs();
    const loaded = await first.load();
    expect(loaded.version).toBe(first.version);
    expect(loaded.document.version).toBe(first.version);
  });
});
