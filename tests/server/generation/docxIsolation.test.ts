import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { generationMessages } from '@server/generation/generationMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { download, generate, uploadTemplate } from './support/generationApi';
import { createListInterview, longAnswers, longWordTemplate } from './support/longTemplate';
import { docxText } from './support/readDocuments';

// 500 rows of 160 pages: about 23 s of docxtemplater on this machine when quiet (40 pages took
// 5.8 s, and finished inside an 8 s limit on a quiet CI run), so it is cut at its limit on any
// machine. The limit stops it long before it nears the thread's memory.
const hugePagesPerRow = 160;

// A template that expands to 80,000 pages renders on a DOCX thread: the API keeps answering
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
    const uploaded = await uploadTemplate(
      api,
      token,
      session.documentId,
      longWordTemplate(hugePagesPerRow),
    );
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

// One firm's renders never hold every DOCX thread nor make another firm wait: a firm runs on one
// thread of two (the other stays for everyone else), what it sends beyond that waits its turn,
// and one more past its waiting cap is refused with a time to come back. Ordering is asserted,
// never a duration: firm A's waiting render cannot start before its running one ends (at the time
// limit), so firm B's document arriving first shows it did not queue behind A.
describe.each(testDatabaseKinds)('DOCX rendering shared between firms on %s', (kind) => {
  let api: TestApi;
  const firms: Array<{ token: string; hugeId: string; shortId: string }> = [];
  beforeAll(async () => {
    api = await startTestApi(kind, {
      generation: {
        ...defaultGenerationConfig,
        docx: {
          ...defaultGenerationConfig.docx,
          threads: 2,
          perAccount: 2,
          queueSize: 1,
          timeoutMs: 8000,
          memoryMb: 1024,
          warmOnStart: true,
        },
      },
    });
    for (const name of ['Estudio Andrade', 'Estudio Benítez']) {
      const { token } = await signedInOwner(api);
      const session = await DocumentSession.start(api, token, `Inventario ${name}`);
      await createListInterview(session);
      const huge = await uploadTemplate(
        api,
        token,
        session.documentId,
        longWordTemplate(hugePagesPerRow),
      );
      expect(huge.statusCode, huge.body).toBe(201);
      const short = await uploadTemplate(
        api,
        token,
        session.documentId,
        longWordTemplate(1),
        'Corto.docx',
      );
      expect(short.statusCode, short.body).toBe(201);
      firms.push({ token, hugeId: huge.json().id, shortId: short.json().id });
    }
    await api.ports.docx.warmUp();
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it("refuses one firm's render past its waiting cap and makes another firm's meanwhile", async () => {
    const [firmA, firmB] = firms as [(typeof firms)[0], (typeof firms)[0]];
    const settled = new Set<string>();
    const track = <T>(label: string, promise: Promise<T>) =>
      promise.finally(() => {
        settled.add(label);
      });
    const short = (firm: (typeof firms)[0], rows: number) =>
      generate(api, firm.token, {
        template_path: firm.shortId,
        context: longAnswers(rows),
        convert_to_pdf: false,
      });

    const huge = track(
      'A: enorme',
      generate(api, firmA.token, {
        template_path: firmA.hugeId,
        context: longAnswers(500),
        convert_to_pdf: false,
      }),
    );
    await expect.poll(() => api.ports.docx.status().busy, { timeout: 30_000 }).toBe(1);
    const queued = track('A: en espera', short(firmA, 2));
    await expect.poll(() => api.ports.docx.status().waiting, { timeout: 30_000 }).toBe(1);

    const refused = await short(firmA, 3);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'DOCX_BUSY',
      message: generationMessages.docxBusy(seconds),
    });

    const other = await short(firmB, 4);
    expect(other.statusCode, other.body).toBe(201);
    expect([...settled]).toEqual([]);
    const file = (other.json().files as Array<{ url: string; format: string }>).find(
      (f) => f.format === 'docx',
    );
    const document = await download(api, file?.url as string);
    expect(await docxText(document.rawPayload)).toContain('n.º 4');

    // A's running render fails alone at its limit; its waiting one is made after it.
    expect((await huge).statusCode).toBe(422);
    const made = await queued;
    expect(made.statusCode, made.body).toBe(201);
  }, 120_000);
});
