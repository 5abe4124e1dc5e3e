import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';

// The clause library: a passage saved by name keeps the questions it reads as they were, is
// found by name or text, and never crosses accounts (another account's clause answers exactly
// like one that does not exist). An operator uses its creator's library.
describe.each(testDatabaseKinds)('clause library on %s', (kind) => {
  let api: TestApi;
  let owner: { token: string };
  let doc: DocumentSession;
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api, 'corporativo');
    doc = await DocumentSession.start(api, owner.token, 'Arrendamiento');
    const page = await doc.addPage('Garantía');
    const tenant = await doc.addElement(page, {
      element_name: 'singleChoice',
      element_title: 'Tratamiento del arrendatario',
      element_variable: ['tratamiento'],
    });
    await doc.addItem(tenant, { item_title: 'Señor', item_value: ['sr'] });
    await doc.addItem(tenant, { item_title: 'Señora', item_value: ['sra'] });
    await doc.addElement(page, {
      element_name: 'currency',
      element_title: 'Monto de la garantía',
      element_variable: ['garantia'],
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const guarantee = {
    type: 'doc',
    schemaVersion: 1,
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Garantía. ' },
          {
            type: 'agreement',
            attrs: {
              gender: 'tratamiento',
              forms: [
                'El arrendatario',
                'La arrendataria',
                'Los arrendatarios',
                'Las arrendatarias',
              ],
            },
          },
          { type: 'text', text: ' entrega ' },
          { type: 'variable', attrs: { path: 'garantia', format: 'amountInWords' } },
          { type: 'text', text: ' en garantía de ' },
          { type: 'variable', attrs: { path: 'inmueble', format: 'plain' } },
          { type: 'text', text: '.' },
        ],
      },
    ],
  };

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) =>
    api.app.inject({
      method,
      url: `/api/v1/library/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });

  it('saves a clause with the questions it reads, finds it and gives it back', async () => {
    const created = await call(owner.token, 'POST', 'createClause', {
      name: 'Cláusula de garantía',
      content: guarantee,
      document_id: doc.documentId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { clause } = created.json();
    expect(clause).toMatchObject({
      name: 'Cláusula de garantía',
      excerpt: 'Garantía. El arrendatario entrega {garantia} en garantía de {inmueble}.',
      variables: [
        {
          path: 'tratamiento',
          type: 'singleChoice',
          label: 'Tratamiento del arrendatario',
          options: [
            { value: 'sr', label: 'Señor' },
            { value: 'sra', label: 'Señora' },
          ],
          parents: [],
        },
        { path: 'garantia', type: 'currency', label: 'Monto de la garantía', parents: [] },
      ],
      unknownPaths: ['inmueble'],
      content: guarantee,
    });
    const found = await call(owner.token, 'GET', 'getClauses?search=GARANTIA%20entrega');
    expect(found.json().clauses.map((c: { id: string }) => c.id)).toEqual([clause.id]);
    const none = await call(owner.token, 'GET', 'getClauses?search=hipoteca');
    expect(none.json().clauses).toEqual([]);
    const read = await call(owner.token, 'GET', `getClause/${clause.id}`);
    expect(read.json().clause.content).toEqual(guarantee);
  });

  it('refuses a clause whose content the template gate refuses, storing nothing', async () => {
    const before = (await call(owner.token, 'GET', 'getClauses')).json().clauses.length;
    const refused = await call(owner.token, 'POST', 'createClause', {
      name: 'Con un enlace peligroso',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
      document_id: doc.documentId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0]).toMatchObject({ field: 'content' });
    expect(refused.json().fields[0].message).toContain(
      'Los enlaces solo pueden empezar por http://, https:// o mailto:',
    );
    expect((await call(owner.token, 'GET', 'getClauses')).json().clauses).toHaveLength(before);
  });

  it('keeps every clause in its account: another account gets the answer of a clause that does not exist', async () => {
    const created = await call(owner.token, 'POST', 'createClause', {
      name: 'Cláusula privada',
      content: guarantee,
      document_id: doc.documentId,
    });
    const id = created.json().clause.id;
    const stranger = await signedInOwner(api);
    const missing = randomUUID();
    for (const [method, path, body] of [
      ['GET', `getClause/${id}`, undefined],
      ['DELETE', 'deleteClause', { clause_id: id }],
    ] as const) {
      const theirs = await call(stranger.token, method, path, body);
      const nowhere = await call(
        stranger.token,
        method,
        path.replace(id, missing),
        body ? { clause_id: missing } : undefined,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(nowhere.body);
    }
    expect((await call(stranger.token, 'GET', 'getClauses')).json().clauses).toEqual([]);
    // A clause saved from another account's document is refused the same way.
    const foreign = await call(stranger.token, 'POST', 'createClause', {
      name: 'Robada',
      content: guarantee,
      document_id: doc.documentId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(owner.token, 'GET', `getClause/${id}`)).statusCode).toBe(200);
    const deleted = await call(owner.token, 'DELETE', 'deleteClause', { clause_id: id });
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(owner.token, 'GET', `getClause/${id}`)).statusCode).toBe(404);
  });

  it("lets an operator use its creator's library", async () => {
    const email = `operadora-${Date.now()}@despacho.test`;
    const invited = await api.post(
      '/api/v1/users/createOpeAccount',
      { email, firstName: 'Olga', lastName: 'Ruiz' },
      owner.token,
    );
    expect(invited.statusCode).toBe(201);
    const mail = await api.mail.waitFor(email, /te invitó a Minuta/);
    await api.post('/api/v1/users/reset-password', {
      token: tokenFromLink(mail.text),
      password: 'clave de la operadora',
    });
    const operator = await api.signIn({ email, password: 'clave de la operadora' });
    const saved = await call(operator.accessToken, 'POST', 'createClause', {
      name: 'Cláusula de la operadora',
      content: guarantee,
      document_id: doc.documentId,
    });
    expect(saved.statusCode).toBe(201);
    const names = (await call(owner.token, 'GET', 'getClauses?search=operadora')).json().clauses;
    expect(names.map((c: { name: string }) => c.name)).toEqual(['Cláusula de la operadora']);
  });
});
