import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { DocumentSession, signedInOwner } from './support/documentsApi';

// The builder names what it creates (pages, questions, items) with its own UUIDs, so an edit and
// its undo address the same objects before the server has answered.
describe.each(testDatabaseKinds)('client-chosen ids on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('creates a page, a question and an option under the ids the client chose', async () => {
    const doc = await DocumentSession.start(api, token);
    const [pageId, elementId, itemId] = [randomUUID(), randomUUID(), randomUUID()];
    expect(
      (await doc.ok('POST', 'createPage', { id: pageId, document_id: doc.documentId })).page.id,
    ).toBe(pageId);
    const element = await doc.ok('POST', 'createElement', {
      id: elementId,
      page_id: pageId,
      element_name: 'singleChoice',
      element_variable: ['estado_civil'],
    });
    expect(element.element.id).toBe(elementId);
    const item = await doc.ok('POST', 'createItem', {
      id: itemId,
      element_id: elementId,
      item_name: 'option',
      item_title: 'Casado',
    });
    expect(item.item).toMatchObject({ id: itemId, elementId, parentItemId: null });
  });

  it('refuses an id already in use and changes nothing', async () => {
    const doc = await DocumentSession.start(api, token);
    const pageId = randomUUID();
    await doc.ok('POST', 'createPage', { id: pageId, document_id: doc.documentId });
    const versionBefore = doc.version;
    const again = await doc.write('POST', 'createPage', {
      id: pageId,
      document_id: doc.documentId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ID_IN_USE',
      message: 'Ese identificador ya está en uso. Recarga el documento e intenta de nuevo.',
    });
    const interview = await api.get(`/api/v1/documents/getInterview/${doc.documentId}`, token);
    expect(interview.json().interview.pages).toHaveLength(1);
    expect(interview.json().version).toBe(versionBefore);
  });

  it('lets an undo re-create a deleted question under its old id', async () => {
    const doc = await DocumentSession.start(api, token);
    const pageId = await doc.addPage();
    const elementId = randomUUID();
    const body = {
      id: elementId,
      page_id: pageId,
      element_name: 'shortText',
      element_variable: ['nombre'],
    };
    await doc.ok('POST', 'createElement', body);
    await doc.ok('DELETE', 'deleteElement', { element_id: elementId });
    expect((await doc.ok('POST', 'createElement', body)).element.id).toBe(elementId);
  });
});
