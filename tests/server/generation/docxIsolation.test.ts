import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { generationMessages } from '@server/generation/generationMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { generate, uploadTemplate } from './support/generationApi';
import { createListInterview, longAnswers, longWordTemplate } from './support/longTemplate';

// A template that expands to 20,000 pages renders on a DOCX thread: the API keeps answering
// while it runs, and past its time limit it fails alone, in Spanish, on a thread that is then
// replaced. Ordering is asserted, never a duration.
describe.each(testDatabaseKinds)('DOCX rendering off the event loop on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let templateId: string;
  let shortId: string;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      generation: {
        ...defaultGenerationConfig,
        docx: { ...defaultGenerationConfig.docx, threads: 1, timeoutMs: 2500 },
      },
    });
    token = (await signedInOwner(api)).token;
    const session = await DocumentSession.start(api, token, 'Inventario de inmuebles');
    await createListInterview(session);
    const uploaded = await uploadTemplate(api, token, session.documentId, longWordTemplate(40));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    templateId = uploaded.json().id;
    const short = await uploadTemplate(
      api,
      token,
      session.documentId,
      longWordTemplate(1),
      'Corto.docx',
    );
    expect(short.statusCode, short.body).toBe(201);
    shortId = short.json().id;
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers users/me while a huge render runs, then fails that render alone', async () => {
    let settled = false;
    const huge = generate(api, token, {
      template_path: templateId,
      context: longAnswers(500),
      convert_to_pdf: false,
    }).finally(() => {
      settled = true;
    });
    await expect.poll(() => api.ports.docx.status().busy, { timeout: 30_000 }).toBe(1);
    const me = await api.get('/api/v1/users/me', token);
    expect(me.statusCode).toBe(200);
    expect(settled).toBe(false);

    const response = await huge;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'DOCX_TIMEOUT',
      message: generationMessages.docxTimeout,
    });
    const small = await generate(api, token, {
      template_path: shortId,
      context: longAnswers(1),
      convert_to_pdf: false,
    });
    expect(small.statusCode, small.body).toBe(201);
    expect(api.ports.docx.replaced()).toBe(1);
  }, 60_000);
});
