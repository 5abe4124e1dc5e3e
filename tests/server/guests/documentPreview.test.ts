import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { p, t, doc as template, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { uploadTemplate } from '../generation/support/generationApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  furnishedDocument,
  openLink,
  published,
  signedInLawyer,
} from './support/guestsApi';

// «Mostrar el documento al cliente mientras responde» is a setting of each share link, off unless
// the lawyer turns it on: a link with it sends the guest's page the template the document
// generates (to draw beside the questions); a link without it sends no template text at all.
describe.each(testDatabaseKinds)('the document shown to guests on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('reaches only the guests of links that show it', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    const content = template(p(t('Cláusula reservada para '), v('nombre'), t('.')));
    const created = await doc.ok('POST', 'createTemp', {
      document_id: doc.documentId,
      name: 'Contrato',
      content,
    });
    await doc.ok('POST', 'saveSelectedTemp', { templateId: created.template.id, type: 'rich' });

    const hidden = await createLink(doc);
    expect(hidden.showDocument).toBe(false);
    const closed = await openLink(api, hidden);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).not.toHaveProperty('documentPreview');
    expect(closed.body).not.toContain('Cláusula reservada');

    const shown = await createLink(doc, { label: 'Ana Ruiz', show_document: true });
    expect(shown.showDocument).toBe(true);
    const open = await openLink(api, shown);
    expect(open.json().documentPreview).toEqual({
      kind: 'rich',
      content: { ...content, schemaVersion: 1 },
    });
    // The lawyer's list says which links show it.
    const listed = await callDocuments(api, lawyer.token, 'GET', `getShareLinks/${doc.documentId}`);
    expect(
      listed
        .json()
        .links.map((link: { label: string; showDocument: boolean }) => [
          link.label,
          link.showDocument,
        ]),
    ).toEqual([
      ['Ana Ruiz', true],
      ['Juan Pérez', false],
    ]);
  });

  it('sends a Word template’s body, unfilled, only to the links that show it', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    const docx = buildDocx({ body: paragraph('Cláusula en Word para {nombre}.') });
    const uploaded = await uploadTemplate(api, lawyer.token, doc.documentId, docx);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await doc.ok('POST', 'saveSelectedTemp', { templateId: uploaded.json().id, type: 'word' });

    const hidden = await createLink(doc);
    const closed = await openLink(api, hidden);
    expect(closed.json()).not.toHaveProperty('documentPreview');
    expect(closed.body).not.toContain('Cláusula en Word');
    const shown = await createLink(doc, { label: 'Ana Ruiz', show_document: true });
    const preview = (await openLink(api, shown)).json().documentPreview;
    expect(preview).toEqual({ kind: 'word', documentXml: expect.any(String) });
    expect(preview.documentXml).toContain('Cláusula en Word para {nombre}.');
  });

  it('sends nothing when the document generates from no template', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    const link = await createLink(doc, { show_document: true });
    expect((await openLink(api, link)).json()).not.toHaveProperty('documentPreview');
  });

  it('refuses a setting that is not yes or no', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, lawyer.token);
    await published(doc);
    await expect(createLink(doc, { show_document: 'sí' })).rejects.toThrow(/400|VALIDATION/);
  });
});
