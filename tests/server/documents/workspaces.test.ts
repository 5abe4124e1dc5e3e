import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';
import { callDocuments, DocumentSession, signedInOwner } from './support/documentsApi';

const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };
const missingId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('workspaces on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('creates a workspace with the caller email by default, or the one given', async () => {
    const owner = await signedInOwner(api);
    const created = await callDocuments(api, owner.token, 'POST', 'createWork', {
      workspace_name: '  Sucesiones ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      workspace: {
        id: expect.any(String),
        name: 'Sucesiones',
        email: owner.email,
        documentsIds: [],
        documents: [],
      },
    });
    const withEmail = await callDocuments(api, owner.token, 'POST', 'createWork', {
      workspace_name: 'Societario',
      email: ' Socios@Despacho.TEST ',
    });
    expect(withEmail.json().workspace.email).toBe('socios@despacho.test');
  });

  it('refuses a blank name and a malformed email in Spanish', async () => {
    const owner = await signedInOwner(api);
    const blank = await callDocuments(api, owner.token, 'POST', 'createWork', {
      workspace_name: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([
      { field: 'workspace_name', message: 'no puede estar vacío' },
    ]);
    const email = await callDocuments(api, owner.token, 'POST', 'createWork', {
      workspace_name: 'Civil',
      email: 'sin-arroba',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields).toEqual([
      { field: 'email', message: 'no es un correo electrónico válido' },
    ]);
  });

  it('renames a workspace, answering its documents, and 404 for an unknown one', async () => {
    const owner = await signedInOwner(api);
    const doc = await DocumentSession.start(api, owner.token);
    const renamed = await callDocuments(api, owner.token, 'POST', 'updateWork', {
      workspaceId: doc.workspaceId,
      workspaceName: 'Despacho central',
    });
    expect(renamed.json()).toEqual({
      workspace: {
        id: doc.workspaceId,
        name: 'Despacho central',
        email: owner.email,
        documentsIds: [doc.documentId],
      },
    });
    const unknown = await callDocuments(api, owner.token, 'POST', 'updateWork', {
      workspaceId: missingId,
      workspaceName: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);
  });

  it('deletes a workspace with its documents and everything inside them', async () => {
    const owner = await signedInOwner(api);
    const doc = await DocumentSession.start(api, owner.token);
    const page = await doc.addPage();
    const group = await doc.addElement(page, { element_name: 'group' });
    const choice = await doc.addItem(group, { item_name: 'singleChoice' });
    await doc.addItem(group, { parent_item_id: choice });
    const second = (
      await callDocuments(api, owner.token, 'POST', 'createDoc', {
        workspace_id: doc.workspaceId,
        document_name: 'Segundo',
      })
    ).json().document.id;
    const kept = await DocumentSession.start(api, owner.token, 'En otro espacio');
    const deleted = await callDocuments(api, owner.token, 'DELETE', 'deleteWork', {
      workspace_id: doc.workspaceId,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      workspaceId: doc.workspaceId,
      documentsIds: [doc.documentId, second],
    });
    const db = api.ports.db;
    for (const table of ['pages', 'elements', 'items'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('document_id', 'in', [doc.documentId, second])
        .execute();
      expect(rows, table).toEqual([]);
    }
    const master = (await callDocuments(api, owner.token, 'GET', 'getMasterWeb')).json();
    expect(master.workspaces.map((w: { id: string }) => w.id)).toEqual([kept.workspaceId]);
    const again = await callDocuments(api, owner.token, 'DELETE', 'deleteWork', {
      workspace_id: doc.workspaceId,
    });
    expect(again.json()).toEqual(notFound);
  });

  it('lists workspaces, documents, pages, elements and items in order', async () => {
    const owner = await signedInOwner(api);
    const doc = await DocumentSession.start(api, owner.token);
    const p1 = await doc.addPage('Uno');
    const p2 = await doc.addPage('Dos');
    const e2 = await doc.addElement(p1);
    const e1 = await doc.addElement(p1, { element_name: 'multipleChoice', position: 1 });
    const o2 = await doc.addItem(e1, { item_title: 'B' });
    const o1 = await doc.addItem(e1, { item_title: 'A', position: 1 });
    const empty = await callDocuments(api, owner.token, 'POST', 'createWork', {
      workspace_name: 'Vacío',
    });
    const master = await callDocuments(api, owner.token, 'GET', 'getMasterWeb');
    expect(master.statusCode).toBe(200);
    const body = master.json();
    expect(body.templates).toEqual([]);
    expect(body.workspaces.map((w: { name: string }) => w.name)).toEqual(['Despacho', 'Vacío']);
    expect(body.workspaces[1]).toEqual({ ...empty.json().workspace });
    const [document] = body.workspaces[0].documents;
    expect(body.workspaces[0].documentsIds).toEqual([doc.documentId]);
    expect(document).toMatchObject({
      id: doc.documentId,
      version: doc.version,
      pagesIds: [p1, p2],
    });
    expect(document.pages.map((p: { id: string; position: number }) => [p.id, p.position])).toEqual(
      [
        [p1, 1],
        [p2, 2],
      ],
    );
    expect(document.pages[0].elementsIds).toEqual([e1, e2]);
    expect(document.pages[0].elements[0]).toMatchObject({
      id: e1,
      position: 1,
      itemsIds: [o1, o2],
      items: [
        { id: o1, title: 'A', position: 1, elementId: e1, parentItemId: null },
        { id: o2, title: 'B', position: 2 },
      ],
    });
    expect(document.pages[1].elements).toEqual([]);
  });

  it('lets an operator work in its creator account, and records who did what', async () => {
    const creator = await signedInOwner(api, 'corporativo');
    const email = `operadora-${Date.now()}@despacho.test`;
    const invited = await api.post(
      '/api/v1/users/createOpeAccount',
      { email, firstName: 'Olga', lastName: 'Ruiz' },
      creator.token,
    );
    expect(invited.statusCode).toBe(201);
    const mail = await api.mail.waitFor(email, /te invitó a Minuta/);
    await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password: 'clave de la operadora',
    });
    const operator = await api.signIn({ email, password: 'clave de la operadora' });
    const doc = await DocumentSession.start(api, creator.token);
    const asOperator = new DocumentSession(
      api,
      operator.accessToken,
      doc.workspaceId,
      doc.documentId,
      doc.version,
    );
    await asOperator.addPage('Hecha por la operadora');
    const master = (await callDocuments(api, creator.token, 'GET', 'getMasterWeb')).json();
    expect(master.workspaces[0].documents[0].pages[0].name).toBe('Hecha por la operadora');
    const renamed = await callDocuments(api, operator.accessToken, 'POST', 'updateWork', {
      workspaceId: doc.workspaceId,
      workspaceName: 'Renombrado',
    });
    expect(renamed.statusCode).toBe(200);
    const entries = await api.ports.db
      .selectFrom('audit_log')
      .select(['event', 'actor_user_id', 'ip', 'details'])
      .where('account_id', '=', creator.accountId)
      .where('event', 'in', ['workspace_created', 'workspace_renamed', 'document_created'])
      .orderBy('at')
      .execute();
    expect(entries.map((entry) => entry.event)).toEqual([
      'workspace_created',
      'document_created',
      'workspace_renamed',
    ]);
    expect(entries[0]?.actor_user_id).toBe(creator.userId);
    expect(entries[2]).toMatchObject({
      actor_user_id: expect.not.stringMatching(creator.userId),
      ip: '127.0.0.1',
      details: { workspaceId: doc.workspaceId, from: 'Despacho', to: 'Renombrado' },
    });
  });
});
