import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('pages on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('adds pages at the end by default and inserts at a clamped position, shifting the rest', async () => {
    const doc = await DocumentSession.start(api, token);
    const first = await doc.ok('POST', 'createPage', { document_id: doc.documentId });
    expect(first).toMatchObject({
      version: 2,
      page: {
        documentId: doc.documentId,
        name: 'Página 1',
        conditional: false,
        statement: null,
        elementsIds: [],
        position: 1,
      },
    });
    const second = await doc.addPage('Partes');
    const inserted = await doc.ok('POST', 'createPage', {
      document_id: doc.documentId,
      page_name: 'Portada',
      position: 1,
    });
    expect(inserted.page).toMatchObject({ name: 'Portada', position: 1 });
    expect(inserted.pagesIds).toEqual([inserted.page.id, first.page.id, second]);
    const last = await doc.ok('POST', 'createPage', { document_id: doc.documentId, position: 99 });
    expect(last.page).toMatchObject({ name: 'Página 4', position: 4 });
    expect(doc.version).toBe(5);
    const pages = (await doc.load()).interview.pages;
    expect(pages.map((page: { name: string }) => page.name)).toEqual([
      'Portada',
      'Página 1',
      'Partes',
      'Página 4',
    ]);
  });

  it('renames a page, sets its condition and moves it', async () => {
    const doc = await DocumentSession.start(api, token);
    const one = await doc.addPage('Datos');
    await doc.addElement(one, { element_name: 'yesNo', element_variable: ['tiene_hijos'] });
    const two = await doc.addPage('Hijos');
    const statement = { type: 'equals', variable: 'tiene_hijos', condition: true };
    const updated = await doc.ok('POST', 'updatePage', {
      documentId: doc.documentId,
      pageId: two,
      pageName: 'Hijos menores',
      pageConditional: true,
      statement,
    });
    expect(updated.page).toMatchObject({
      id: two,
      name: 'Hijos menores',
      conditional: true,
      statement,
      position: 2,
    });
    const moved = await doc.ok('POST', 'updatePage', {
      documentId: doc.documentId,
      pageId: one,
      position: 5,
    });
    expect(moved.pagesIds).toEqual([two, one]);
    expect(moved.page.position).toBe(2);
    const switchedOff = await doc.ok('POST', 'updatePage', {
      documentId: doc.documentId,
      pageId: two,
      pageConditional: false,
    });
    expect(switchedOff.page).toMatchObject({
      conditional: false,
      statement,
      name: 'Hijos menores',
    });
  });

  it('deletes a page with its questions and their items, closing the gap', async () => {
    const doc = await DocumentSession.start(api, token);
    const [one, two, three] = [await doc.addPage(), await doc.addPage(), await doc.addPage()];
    const element = await doc.addElement(two, { element_name: 'singleChoice' });
    await doc.addItem(element, { item_title: 'Soltero' });
    const answer = await doc.ok('DELETE', 'deletePage', { page_id: two });
    expect(answer.pagesIds).toEqual([one, three]);
    const master = (await callDocuments(api, token, 'GET', 'getMasterWeb')).json();
    const document = master.workspaces
      .flatMap((w: { documents: unknown[] }) => w.documents)
      .find((d: { id: string }) => d.id === doc.documentId);
    expect(document.pages.map((p: { position: number }) => p.position)).toEqual([1, 2]);
    const left = await api.ports.db
      .selectFrom('items')
      .select('id')
      .where('document_id', '=', doc.documentId)
      .execute();
    expect(left).toEqual([]);
    const elements = await api.ports.db
      .selectFrom('elements')
      .select('id')
      .where('id', '=', element)
      .execute();
    expect(elements).toEqual([]);
  });

  it('answers an unknown page, or a page of another document, with the catalogue 404', async () => {
    const doc = await DocumentSession.start(api, token);
    const other = await DocumentSession.start(api, token);
    const page = await other.addPage();
    for (const body of [
      { documentId: doc.documentId, pageId: missingId, pageName: 'x' },
      { documentId: doc.documentId, pageId: page, pageName: 'x' },
    ]) {
      const response = await doc.write('POST', 'updatePage', body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const gone = await doc.write('DELETE', 'deletePage', { page_id: missingId });
    expect(gone.json()).toEqual(notFound);
    expect(doc.version).toBe(1);
  });

  it('refuses bodies without their fields in Spanish', async () => {
    const response = await callDocuments(api, token, 'POST', 'createPage', { page_name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Revisa los campos e intenta de nuevo',
      fields: [{ field: 'document_id', message: 'es obligatorio' }],
    });
    const badPosition = await callDocuments(api, token, 'POST', 'createPage', {
      document_id: missingId,
      version: 1,
      position: 0,
    });
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().fields).toEqual([{ field: 'position', message: 'debe ser >= 1' }]);
  });

  it('refuses a caller without a session', async () => {
    const response = await callDocuments(api, 'not-a-token', 'POST', 'createPage', {
      document_id: missingId,
      version: 1,
    });
    expect(response.statusCode).toBe(401);
  });
});
