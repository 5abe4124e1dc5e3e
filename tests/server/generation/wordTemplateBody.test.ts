import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { createContractInterview } from './support/contractInterview';
import { uploadTemplate } from './support/generationApi';
import { buildWordContractTemplate } from './support/wordContractTemplate';

// documents/getWordTemplateBody: what the live preview fills in the browser — the stored
// template's body as its file holds it, to its own account only.
describe.each(testDatabaseKinds)('the body of a Word template, on %s', (kind) => {
  let api: TestApi;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let templateId: string;
  const template = buildWordContractTemplate();
  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await signedInOwner(api);
    const session = await DocumentSession.start(api, owner.token);
    await createContractInterview(session);
    const uploaded = await uploadTemplate(api, owner.token, session.documentId, template);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    templateId = uploaded.json().id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers the stored body, placeholders unfilled', async () => {
    const answer = await callDocuments(
      api,
      owner.token,
      'GET',
      `getWordTemplateBody/${templateId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = new PizZip(template).file('word/document.xml')?.asText() ?? '';
    expect(answer.json()).toEqual({ templateId, documentXml: expect.any(String) });
    // The upload gate may have tidied the part; the text a lawyer wrote is all there.
    const textOf = (xml: string) =>
      [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    expect(textOf(answer.json().documentXml)).toBe(textOf(stored));
    expect(textOf(stored)).toContain('{');
  });

  it('answers another account, a token and an unknown id as missing or refused', async () => {
    const stranger = await signedInOwner(api);
    const foreign = await callDocuments(
      api,
      stranger.token,
      'GET',
      `getWordTemplateBody/${templateId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await callDocuments(
      api,
      owner.token,
      'GET',
      'getWordTemplateBody/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const created = await api.post(
      '/api/v1/integrations/tokens',
      { name: 'Script', scopes: ['plantillas:leer', 'entrevistas:leer', 'generar'] },
      owner.token,
    );
    const token = created.json().accessToken;
    const byToken = await api.get(`/api/v1/documents/getWordTemplateBody/${templateId}`, token);
    expect(byToken.statusCode).toBe(403);
  });
});
