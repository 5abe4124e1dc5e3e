import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, type Method, signedInOwner } from './support/documentsApi';

interface Ids {
  workspace: string;
  document: string;
  page: string;
  element: string;
  group: string;
  item: string;
  subQuestion: string;
}

/** A document with a page, a choice question with an option, and a group with a sub-question. */
async function furnish(doc: DocumentSession): Promise<Ids> {
  const page = await doc.addPage();
  const element = await doc.addElement(page, { element_name: 'singleChoice' });
  const item = await doc.addItem(element);
  const group = await doc.addElement(page, { element_name: 'group' });
  const subQuestion = await doc.addItem(group, { item_name: 'shortText' });
  return {
    workspace: doc.workspaceId,
    document: doc.documentId,
    page,
    element,
    group,
    item,
    subQuestion,
  };
}

const freshIds = (): Ids => ({
  workspace: randomUUID(),
  document: randomUUID(),
  page: randomUUID(),
  element: randomUUID(),
  group: randomUUID(),
  item: randomUUID(),
  subQuestion: randomUUID(),
});

// Account B calls every documents route with account A's ids, and with ids that exist nowhere:
// the answers must be identical (no way to learn that A's objects exist) and A's data untouched.
describe.each(testDatabaseKinds)('two accounts on %s', (kind) => {
  let api: TestApi;
  let a: DocumentSession;
  let b: DocumentSession;
  let ids: { a: Ids; b: Ids };
  beforeAll(async () => {
    api = await startTestApi(kind);
    const ownerA = await signedInOwner(api);
    const ownerB = await signedInOwner(api);
    a = await DocumentSession.start(api, ownerA.token);
    b = await DocumentSession.start(api, ownerB.token);
    ids = { a: await furnish(a), b: await furnish(b) };
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  type Probe = [string, Method, string | ((x: Ids) => string), (x: Ids) => Record<string, unknown>];
  const probes: Probe[] = [
    ['getInterview', 'GET', (x) => `getInterview/${x.document}`, () => ({})],
    ['getInterviewLint', 'GET', (x) => `getInterviewLint/${x.document}`, () => ({})],
    ['getPlanByDocId', 'POST', 'getPlanByDocId', (x) => ({ docId: x.document })],
    ['updateWork', 'POST', 'updateWork', (x) => ({ workspaceId: x.workspace, workspaceName: 'B' })],
    ['deleteWork', 'DELETE', 'deleteWork', (x) => ({ workspace_id: x.workspace })],
    ['createDoc', 'POST', 'createDoc', (x) => ({ workspace_id: x.workspace, document_name: 'B' })],
    [
      'updateDoc',
      'POST',
      'updateDoc',
      (x) => ({ documentId: x.document, version: a.version, documentName: 'B' }),
    ],
    [
      'updateDoc into the workspace',
      'POST',
      'updateDoc',
      (x) => ({ documentId: ids.b.document, version: b.version, workspaceId: x.workspace }),
    ],
    [
      'deleteDocument',
      'DELETE',
      'deleteDocument',
      (x) => ({ document_id: x.document, version: a.version }),
    ],
    ['createPage', 'POST', 'createPage', (x) => ({ document_id: x.document, version: a.version })],
    [
      'updatePage',
      'POST',
      'updatePage',
      (x) => ({ documentId: x.document, pageId: x.page, version: a.version, pageName: 'B' }),
    ],
    [
      'updatePage through an own document',
      'POST',
      'updatePage',
      (x) => ({ documentId: ids.b.document, pageId: x.page, version: b.version, pageName: 'B' }),
    ],
    ['deletePage', 'DELETE', 'deletePage', (x) => ({ page_id: x.page, version: a.version })],
    [
      'createElement',
      'POST',
      'createElement',
      (x) => ({ page_id: x.page, version: a.version, element_name: 'date' }),
    ],
    [
      'updateElement',
      'POST',
      'updateElement',
      (x) => ({
        documentId: x.document,
        elementId: x.element,
        version: a.version,
        elementTitle: 'B',
      }),
    ],
    [
      'updateElement through an own document',
      'POST',
      'updateElement',
      (x) => ({
        documentId: ids.b.document,
        elementId: x.element,
        version: b.version,
        elementTitle: 'B',
      }),
    ],
    [
      'deleteElement',
      'DELETE',
      'deleteElement',
      (x) => ({ element_id: x.element, version: a.version }),
    ],
    [
      'exchangeElement',
      'POST',
      'exchangeElement',
      (x) => ({ element_id: x.element, page_id: x.page, next_position: 2, version: a.version }),
    ],
    [
      'exchangeElement to the page',
      'POST',
      'exchangeElement',
      (x) => ({ element_id: ids.b.element, page_id: x.page, next_position: 1, version: b.version }),
    ],
    [
      'createItem',
      'POST',
      'createItem',
      (x) => ({ element_id: x.element, item_name: 'option', version: a.version }),
    ],
    [
      'createItem under the sub-question',
      'POST',
      'createItem',
      (x) => ({
        element_id: ids.b.group,
        parent_item_id: x.subQuestion,
        item_name: 'shortText',
        version: b.version,
      }),
    ],
    [
      'updateItem',
      'POST',
      'updateItem',
      (x) => ({ documentId: x.document, itemId: x.item, version: a.version, itemTitle: 'B' }),
    ],
    [
      'updateItem through an own document',
      'POST',
      'updateItem',
      (x) => ({ documentId: ids.b.document, itemId: x.item, version: b.version, itemTitle: 'B' }),
    ],
    ['deleteItem', 'DELETE', 'deleteItem', (x) => ({ item_id: x.item, version: a.version })],
    [
      'exchangeItem',
      'POST',
      'exchangeItem',
      (x) => ({ item_id: x.item, element_id: x.element, next_position: 1, version: a.version }),
    ],
    [
      'exchangeItem to the element',
      'POST',
      'exchangeItem',
      (x) => ({ item_id: ids.b.item, element_id: x.element, next_position: 1, version: b.version }),
    ],
  ];

  it.each(probes)(
    'answers %s with A’s ids exactly as with missing ids',
    async (_, method, path, body) => {
      const masterBefore = (await callDocuments(api, a.token, 'GET', 'getMasterWeb')).json();
      const send = (x: Ids) =>
        callDocuments(
          api,
          b.token,
          method,
          typeof path === 'string' ? path : path(x),
          method === 'GET' ? undefined : body(x),
        );
      const foreign = await send(ids.a);
      const missing = await send(freshIds());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.statusCode).toBe(missing.statusCode);
      expect(foreign.json()).toEqual(missing.json());
      expect(foreign.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Servicio no encontrado',
      });
      expect((await callDocuments(api, a.token, 'GET', 'getMasterWeb')).json()).toEqual(
        masterBefore,
      );
    },
  );

  it("never lists another account's workspaces or documents", async () => {
    const master = (await callDocuments(api, b.token, 'GET', 'getMasterWeb')).body;
    for (const id of Object.values(ids.a)) expect(master).not.toContain(id);
    for (const id of Object.values(ids.b)) expect(master).toContain(id);
  });

  it("leaves B's own document untouched by the refused calls", async () => {
    const loaded = await b.load();
    expect(loaded.version).toBe(b.version);
    expect(loaded.interview.pages[0].elements.map((e: { id: string }) => e.id)).toEqual([
      ids.b.element,
      ids.b.group,
    ]);
  });
});
