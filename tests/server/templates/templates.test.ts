import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseContractTemplate } from '../../fixtures/templates/leaseContractTemplate';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const staleTemplate =
  'Otra pestaña o persona cambió esta plantilla. Recarga para ver los últimos cambios.';
const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Servicio no encontrado' };

const paragraph = (text: string) => ({
  type: 'doc',
  schemaVersion: 1,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe.each(testDatabaseKinds)('rich templates on %s', (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let stranger: Awaited<ReturnType<typeof signedInOwner>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    stranger = await signedInOwner(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    name: string,
    body?: Record<string, unknown>,
    token = owner.token,
  ) => callDocuments(api, token, method, name, body);
  const uploadMd = (body: Record<string, unknown>, token = owner.token) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/storage/uploadMd',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });

  async function documentWithTemplate(content: unknown = leaseContractTemplate) {
    const doc = await DocumentSession.start(api, owner.token);
    const created = await call('POST', 'createTemp', {
      document_id: doc.documentId,
      name: 'Contrato',
      date: '11/21/2026 9:5:0',
      content,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { doc, template: created.json().template };
  }

  it('creates a template, lists it on the document and in getMasterWeb, and reads it back', async () => {
    const { doc, template } = await documentWithTemplate();
    expect(template).toEqual({
      id: expect.any(String),
      documentId: doc.documentId,
      name: 'Contrato',
      date: '11/21/2026 09:05:00',
      content: leaseContractTemplate,
      version: 1,
    });
    expect((await call('GET', `getTemplate/${template.id}`)).json()).toEqual({ template });
    expect((await call('GET', `getTemplates/${doc.documentId}`)).json()).toEqual({
      templates: [
        {
          id: template.id,
          documentId: doc.documentId,
          name: 'Contrato',
          date: '11/21/2026 09:05:00',
          version: 1,
        },
      ],
      generalSelectedTemp: null,
      generalSelectedTempType: null,
    });
    const master = (await call('GET', 'getMasterWeb')).json();
    expect(master.templates).toContainEqual(template);
    const listed = master.workspaces
      .flatMap((w: { documents: { id: string; templatesIds: string[] }[] }) => w.documents)
      .find((d: { id: string }) => d.id === doc.documentId);
    expect(listed.templatesIds).toEqual([template.id]);
    // Templates have their own version: the document's does not move, so the interview editor stays valid.
    expect((await doc.load()).version).toBe(doc.version);
  });

  it('creates an empty template named by its place when nothing else is given', async () => {
    const doc = await DocumentSession.start(api, owner.token);
    const first = await call('POST', 'createTemp', { document_id: doc.documentId });
    const second = await call('POST', 'createTemp', {
      document_id: doc.documentId,
      id: randomUUID(),
    });
    expect(first.json().template).toMatchObject({
      name: 'Plantilla 1',
      content: { type: 'doc', schemaVersion: 1, content: [{ type: 'paragraph' }] },
    });
    expect(second.json().template.name).toBe('Plantilla 2');
    const again = await call('POST', 'createTemp', {
      document_id: doc.documentId,
      id: second.json().template.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ID_IN_USE');
  });

  it('stores content as the engine cleaned it: no tiptap extras, no HTML, links checked', async () => {
    const doc = await DocumentSession.start(api, owner.token);
    const created = await call('POST', 'createTemp', {
      document_id: doc.documentId,
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            attrs: { textAlign: null },
            content: [
              {
                type: 'text',
                text: '<b>hola</b>',
                marks: [
                  {
                    type: 'link',
                    attrs: {
                      href: 'https://minuta.ec',
                      target: '_blank',
                      rel: 'noopener',
                      class: 'x',
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(created.json().template.content).toEqual({
      type: 'doc',
      schemaVersion: 1,
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: '<b>hola</b>',
              marks: [{ type: 'link', attrs: { href: 'https://minuta.ec' } }],
            },
          ],
        },
      ],
    });
  });

  it.each([
    [
      'a javascript: link',
      {
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
      'Los enlaces solo pueden empezar por http://, https:// o mailto:. (en /content/0/content/0/marks/0/attrs/href)',
    ],
    [
      'raw HTML',
      { type: 'doc', content: [{ type: 'html', content: [] }] },
      'Contiene un elemento no permitido: «html». (en /content/0/type)',
    ],
    [
      'an expression for a variable',
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'variable', attrs: { path: 'constructor.constructor', format: 'plain' } },
            ],
          },
        ],
      },
      'Una variable no tiene un nombre válido. (en /content/0/content/0/attrs/path)',
    ],
  ])('refuses content with %s: 400 in Spanish, nothing stored', async (_name, content, message) => {
    const doc = await DocumentSession.start(api, owner.token);
    const refused = await call('POST', 'createTemp', { document_id: doc.documentId, content });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'content', message }],
    });
    expect((await call('GET', `getTemplates/${doc.documentId}`)).json().templates).toEqual([]);
  });

  it.each([
    ['content that is not a document', { content: 'texto' }, 'content'],
    ['a date that does not exist', { date: '02/30/2026 10:00:00' }, 'date'],
    ['a blank name', { name: '   ' }, 'name'],
    ['NUL in a text', { content: paragraph('a\u0000b') }, 'content.content[0].content[0].text'],
  ])('refuses %s with 400 naming the field', async (_name, extra, field) => {
    const doc = await DocumentSession.start(api, owner.token);
    const refused = await call('POST', 'createTemp', { document_id: doc.documentId, ...extra });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.stringify(refused.json().fields)).toContain(field.split('.')[0] as string);
  });

  it('updates with the template version, refuses a stale one with 409 and the current version', async () => {
    const { doc, template } = await documentWithTemplate(paragraph('uno'));
    const updated = await call('POST', 'updateTemp', {
      documentId: doc.documentId,
      templateId: template.id,
      version: 1,
      name: 'Contrato v2',
      content: paragraph('dos'),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().template).toMatchObject({
      name: 'Contrato v2',
      version: 2,
      content: paragraph('dos'),
      date: '11/21/2026 09:05:00',
    });
    const stale = await call('POST', 'updateTemp', {
      documentId: doc.documentId,
      templateId: template.id,
      version: 1,
      content: paragraph('tres'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      statusCode: 409,
      code: 'STALE_VERSION',
      message: staleTemplate,
      version: 2,
    });
    expect((await call('GET', `getTemplate/${template.id}`)).json().template.content).toEqual(
      paragraph('dos'),
    );
    const bad = await call('POST', 'updateTemp', {
      documentId: doc.documentId,
      templateId: template.id,
      version: 2,
      name: 'x',
      content: { type: 'doc', content: [{ type: 'image' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `getTemplate/${template.id}`)).json().template).toMatchObject({
      name: 'Contrato v2',
      version: 2,
    });
  });

  it("accepts the spec's payloads without a version: updateTemp, uploadMd and deleteTemplate", async () => {
    const { doc, template } = await documentWithTemplate(paragraph('uno'));
    const updated = await call('POST', 'updateTemp', {
      documentId: doc.documentId,
      templateId: template.id,
      name: 'Contrato v2',
      date: '11/22/2026 10:0:0',
      content: paragraph('dos'),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().template).toMatchObject({ name: 'Contrato v2', version: 2 });
    const imported = await uploadMd({
      content: '# Contrato\n\nTexto importado.',
      document_id: doc.documentId,
      template_id: template.id,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().template.version).toBe(3);
    const deleted = await call('DELETE', 'deleteTemplate', { template_id: template.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `getTemplate/${template.id}`)).statusCode).toBe(404);
  });

  it('runs parallel saves of one template one after another: one wins, the other gets 409', async () => {
    const { doc, template } = await documentWithTemplate(paragraph('uno'));
    const saves = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        call('POST', 'updateTemp', {
          documentId: doc.documentId,
          templateId: template.id,
          version: 1,
          content: paragraph(text),
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('selects the template the document generates, and clears it when that template is deleted', async () => {
    const { doc, template } = await documentWithTemplate(paragraph('uno'));
    const other = (await call('POST', 'createTemp', { document_id: doc.documentId })).json()
      .template;
    const selected = await call('POST', 'saveSelectedTemp', {
      templateId: template.id,
      type: 'rich',
    });
    expect(selected.json()).toEqual({
      documentId: doc.documentId,
      generalSelectedTemp: template.id,
      generalSelectedTempType: 'rich',
    });
    const loaded = await doc.load();
    expect(loaded.document).toMatchObject({
      generalSelectedTemp: template.id,
      generalSelectedTempType: 'rich',
      templatesIds: [template.id, other.id],
    });
    expect(loaded.version).toBe(doc.version);
    const wrongKind = await call('POST', 'saveSelectedTemp', {
      templateId: template.id,
      type: 'word',
    });
    expect(wrongKind.statusCode).toBe(404);
    const deletedOther = await call('DELETE', 'deleteTemplate', {
      template_id: other.id,
      version: 1,
    });
    expect(deletedOther.json()).toEqual({
      templateId: other.id,
      documentId: doc.documentId,
      generalSelectedTemp: template.id,
    });
    const staleDelete = await call('DELETE', 'deleteTemplate', {
      template_id: template.id,
      version: 7,
    });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await call('DELETE', 'deleteTemplate', {
      template_id: template.id,
      version: 1,
    });
    expect(deleted.json()).toEqual({
      templateId: template.id,
      documentId: doc.documentId,
      generalSelectedTemp: null,
    });
    expect((await doc.load()).document).toMatchObject({
      generalSelectedTemp: null,
      generalSelectedTempType: null,
      templatesIds: [],
    });
    expect((await call('GET', `getTemplate/${template.id}`)).statusCode).toBe(404);
  });

  it('deletes a document with its templates', async () => {
    const { doc, template } = await documentWithTemplate(paragraph('uno'));
    await doc.ok('DELETE', 'deleteDocument', { document_id: doc.documentId });
    expect((await call('GET', `getTemplate/${template.id}`)).statusCode).toBe(404);
  });

  it('caps templates per document', async () => {
    const doc = await DocumentSession.start(api, owner.token);
    for (let i = 0; i < 50; i += 1)
      await call('POST', 'createTemp', { document_id: doc.documentId });
    const refused = await call('POST', 'createTemp', { document_id: doc.documentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TEMPLATE_LIMIT_REACHED',
      message: 'Un documento admite hasta 50 plantillas.',
    });
  });

  it("answers another account's templates and documents as missing, and changes nothing", async () => {
    const { doc, template } = await documentWithTemplate(paragraph('mío'));
    const attempts = [
      () => call('POST', 'createTemp', { document_id: doc.documentId }, stranger.token),
      () =>
        call(
          'POST',
          'updateTemp',
          {
            documentId: doc.documentId,
            templateId: template.id,
            version: 1,
            content: paragraph('ajeno'),
          },
          stranger.token,
        ),
      () =>
        call('DELETE', 'deleteTemplate', { template_id: template.id, version: 1 }, stranger.token),
      () =>
        call('POST', 'saveSelectedTemp', { templateId: template.id, type: 'rich' }, stranger.token),
      () => call('GET', `getTemplate/${template.id}`, undefined, stranger.token),
      () => call('GET', `getTemplates/${doc.documentId}`, undefined, stranger.token),
      () =>
        uploadMd(
          { content: '# Ajeno', document_id: doc.documentId, template_id: template.id, version: 1 },
          stranger.token,
        ),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    // An unknown id answers exactly the same.
    expect((await call('GET', `getTemplate/${randomUUID()}`)).json()).toEqual(notFound);
    // A template addressed through another of the owner's documents is missing too.
    const otherDoc = await DocumentSession.start(api, owner.token);
    const crossed = await call('POST', 'updateTemp', {
      documentId: otherDoc.documentId,
      templateId: template.id,
      version: 1,
      content: paragraph('x'),
    });
    expect(crossed.statusCode).toBe(404);
    expect((await call('GET', `getTemplate/${template.id}`)).json().template).toMatchObject({
      version: 1,
      content: paragraph('mío'),
    });
    expect((await call('GET', 'getMasterWeb', undefined, stranger.token)).json().templates).toEqual(
      [],
    );
  });

  it('imports Markdown into a template, placeholders read against the interview', async () => {
    const { doc, template } = await documentWithTemplate(paragraph('antes'));
    const page = await doc.addPage();
    await doc.addElement(page, { element_name: 'shortText', element_variable: ['nombre'] });
    await doc.addElement(page, { element_name: 'yesNo', element_variable: ['casado'] });
    const list = await doc.addElement(page, {
      element_name: 'repeatingList',
      element_variable: ['hijos'],
    });
    await doc.addItem(list, { item_name: 'shortText', item_variable: ['nombre'] });
    const markdown = [
      '# Declaración',
      '',
      'Yo, **{nombre | mayúsculas}**, declaro [ver](https://minuta.ec) y <script>x</script>.',
      '',
      '{#casado}',
      'Soy casado.',
      '{/casado}',
      '{#hijos}',
      '- {nombre}',
      '{/hijos}',
      '[mal](javascript:alert(1))',
    ].join('\n');
    const imported = await uploadMd({
      content: markdown,
      document_id: doc.documentId,
      template_id: template.id,
      version: 1,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const { template: saved, warnings } = imported.json();
    expect(saved.version).toBe(2);
    expect(saved.content.content).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Declaración' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Yo, ' },
          {
            type: 'variable',
            attrs: { path: 'nombre', format: 'upper' },
            marks: [{ type: 'bold' }],
          },
          { type: 'text', text: ', declaro ' },
          {
            type: 'text',
            text: 'ver',
            marks: [{ type: 'link', attrs: { href: 'https://minuta.ec' } }],
          },
          { type: 'text', text: ' y <script>x</script>.' },
        ],
      },
      {
        type: 'conditionalBlock',
        attrs: { condition: { type: 'equals', variable: 'casado', condition: true } },
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Soy casado.' }] }],
      },
      {
        type: 'repeatBlock',
        attrs: { path: 'hijos' },
        content: [
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      { type: 'variable', attrs: { path: 'hijos.nombre', format: 'plain' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'mal' }] },
    ]);
    expect(warnings).toEqual([
      'El HTML no se interpreta; se importó como texto.',
      'El enlace «javascript:alert(1)» no empieza por http://, https:// o mailto:; se dejó solo su texto.',
    ]);
    const stale = await uploadMd({
      content: '# otra',
      document_id: doc.documentId,
      template_id: template.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const tooLong = await uploadMd({
      content: 'x'.repeat(200_001),
      document_id: doc.documentId,
      template_id: template.id,
      version: 2,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('documents every template call in OpenAPI', async () => {
    const paths = (await api.get('/api/docs/openapi.json')).json().paths;
    for (const [method, path] of [
      ['post', '/api/v1/documents/createTemp'],
      ['post', '/api/v1/documents/updateTemp'],
      ['delete', '/api/v1/documents/deleteTemplate'],
      ['post', '/api/v1/documents/saveSelectedTemp'],
      ['post', '/api/v1/storage/uploadMd'],
      ['get', '/api/v1/documents/getTemplate/{templateId}'],
      ['get', '/api/v1/documents/getTemplates/{documentId}'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
