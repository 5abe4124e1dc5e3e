import { readFileSync } from 'node:fs';
import { ApiError } from '@server/errors/ApiError';
import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { toPdfError } from '@server/generation/toPdfError';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { download, generate, uploadTemplate } from './support/generationApi';
import { pdfPageCount } from './support/readDocuments';

/** Whether any process of the group is still alive. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process's niceness, field 19 of /proc/<pid>/stat (after the command's parenthesis). */
function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The resident LibreOffice converter under faults, through the real HTTP call. One server with
// two warm workers serves the whole file (PGlite: the database is not what is tested here).
describe('the PDF converter', () => {
  let api: TestApi;
  let token: string;
  let shortTemplate: string;
  let longTemplate: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      generation: {
        ...defaultGenerationConfig,
        pdf: { ...defaultGenerationConfig.pdf, workers: 2, queueSize: 6 },
      },
    });
    token = (await signedInOwner(api)).token;
    const session = await DocumentSession.start(api, token);
    const upload = async (paragraphs: number) => {
      const body = Array.from({ length: paragraphs }, (_, i) =>
        paragraph(
          `Cláusula ${i + 1}. El arrendatario se obliga a conservar el inmueble en el estado en que lo recibe, salvo el deterioro por el uso legítimo, y a restituirlo al término del contrato.`,
        ),
      ).join('');
      const response = await uploadTemplate(api, token, session.documentId, buildDocx({ body }));
      return response.json().id as string;
    };
    shortTemplate = await upload(3);
    longTemplate = await upload(3000);
    await api.ports.converter.warmUp();
  }, 120_000);
  afterAll(async () => {
    const groups = api.ports.converter.processes().map((process) => process.groupId);
    await api.close();
    // Closing the server ends every LibreOffice it started.
    for (const group of groups) await until(() => !groupAlive(group));
  });

  const pdfOf = (templateId: string) =>
    generate(api, token, { template_path: templateId, context: {}, convert_to_pdf: true });

  it('converts on warm workers, each with its own LibreOffice', async () => {
    const workers = api.ports.converter.processes();
    expect(workers).toHaveLength(2);
    expect(new Set(workers.map((worker) => worker.officePid)).size).toBe(2);
    // LibreOffice yields the CPU to the API's answers: it runs at niceness 10.
    for (const worker of workers) {
      expect(niceOf(worker.officePid ?? 0)).toBe(defaultGenerationConfig.pdf.niceness);
      expect(niceOf(worker.groupId)).toBe(defaultGenerationConfig.pdf.niceness);
    }
    expect(defaultGenerationConfig.pdf.niceness).toBe(10);
    const response = await pdfOf(shortTemplate);
    expect(response.statusCode, response.body).toBe(201);
    const pdf = await download(api, response.json().files[1].url);
    expect(pdfPageCount(pdf.rawPayload)).toBe(1);
  });

  it('survives LibreOffice being killed in the middle of a job: retried, no orphan, next job works', async () => {
    const pending = pdfOf(longTemplate);
    await until(() => api.ports.converter.status().busy === 1);
    const busy = api.ports.converter.processes().find((worker) => worker.busy);
    if (!busy?.officePid) throw new Error('no busy LibreOffice');
    process.kill(busy.officePid, 'SIGKILL');
    const response = await pending;
    // Either retried on a fresh worker, or a clean Spanish failure: never a hang or a crash.
    if (response.statusCode === 201) {
      const pdf = await download(api, response.json().files[1].url);
      expect(pdfPageCount(pdf.rawPayload)).toBeGreaterThan(50);
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(conversionFailed);
    }
    await until(() => !groupAlive(busy.groupId));
    const next = await pdfOf(shortTemplate);
    expect(next.statusCode, next.body).toBe(201);
  }, 120_000);

  it('answers 20 simultaneous PDF requests with the PDF or 429 and Retry-After, never 5xx', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => pdfOf(shortTemplate)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses).toContain(201);
    expect(statuses).toContain(429);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.json().code).toBe('PDF_BUSY');
      expect(response.json().message).toMatch(
        /^Estamos convirtiendo muchos documentos a PDF\. Intenta de nuevo en \d+ segundos?\.$/,
      );
    }
  }, 120_000);

  it("converts another firm's single PDF while one firm has filled its queue", async () => {
    const other = await signedInOwner(api);
    const otherSession = await DocumentSession.start(api, other.token);
    const otherUpload = await uploadTemplate(
      api,
      other.token,
      otherSession.documentId,
      buildDocx({ body: paragraph('Poder especial otorgado por la firma B.') }),
    );
    const firmA = (await signedInOwner(api)).token;
    const firmASession = await DocumentSession.start(api, firmA);
    const firmATemplate = (
      await uploadTemplate(api, firmA, firmASession.documentId, buildDocx({ body: paragraph('A') }))
    ).json().id as string;
    let pendingA = 12;
    let refusedA = false;
    const burst = Array.from({ length: 12 }, () =>
      generate(api, firmA, {
        template_path: firmATemplate,
        context: {},
        convert_to_pdf: true,
      }).then((response) => {
        pendingA--;
        if (response.statusCode === 429) refusedA = true;
        return response;
      }),
    );
    // Firm A's queue is full (six waiting, the queue cap of this server; or A already refused
    // past it) before B asks.
    const waitingOfA = async () => {
      const { rows } = await api.database.executeSql(
        `select count(*)::int as n from ${api.jobs.schema}.job where name = 'pdf' and state < 'active'`,
      );
      return (rows[0] as { n: number }).n;
    };
    const deadline = Date.now() + 60_000;
    while (!refusedA && (await waitingOfA()) < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const single = await generate(api, other.token, {
      template_path: otherUpload.json().id,
      context: {},
      convert_to_pdf: true,
    });
    // B is neither refused nor made to wait behind A: A may run one conversion of the two
    // converters, so B's starts at once, while most of A's are still waiting.
    expect(single.statusCode, single.body).toBe(201);
    expect(pendingA).toBeGreaterThanOrEqual(3);
    const pdf = await download(api, single.json().files[1].url);
    expect(pdfPageCount(pdf.rawPayload)).toBe(1);
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    // A's burst past its cap is refused, the rest converted.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
  }, 180_000);

  it('answers 422 in Spanish for a document LibreOffice cannot open, and keeps working', async () => {
    const notAWordFile = new PizZip().file('a.txt', 'x').generate({ type: 'nodebuffer' });
    const error = await api.ports.converter.convert(notAWordFile).then(
      () => null,
      (cause: unknown) => toPdfError(cause),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect({
      statusCode: (error as ApiError).statusCode,
      code: (error as ApiError).code,
      message: (error as ApiError).message,
    }).toEqual(conversionFailed);
    expect((await pdfOf(shortTemplate)).statusCode).toBe(201);
  });
});

const conversionFailed = {
  statusCode: 422,
  code: 'PDF_CONVERSION_FAILED',
  message:
    'No pudimos convertir este documento a PDF: el conversor no logró abrirlo. Descárgalo en Word (DOCX) o revisa la plantilla.',
};

// A conversion that runs past PDF_TIMEOUT_MS is killed with its LibreOffice and answered 504.
describe('a conversion that takes too long', () => {
  let api: TestApi;
  let token: string;
  let longTemplate: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      generation: {
        ...defaultGenerationConfig,
        // No machine converts 3,000 paragraphs in 100 ms.
        pdf: { ...defaultGenerationConfig.pdf, workers: 1, jobTimeoutMs: 100 },
      },
    });
    token = (await signedInOwner(api)).token;
    const session = await DocumentSession.start(api, token);
    const body = Array.from({ length: 3000 }, (_, i) =>
      paragraph(`Cláusula ${i + 1}. El arrendatario conserva el inmueble y lo restituye al final.`),
    ).join('');
    const upload = await uploadTemplate(api, token, session.documentId, buildDocx({ body }));
    longTemplate = upload.json().id;
    await api.ports.converter.warmUp();
  }, 120_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers 504 PDF_TIMEOUT in Spanish', async () => {
    const response = await generate(api, token, {
      template_path: longTemplate,
      context: {},
      convert_to_pdf: true,
    });
    expect(response.json()).toEqual({
      statusCode: 504,
      code: 'PDF_TIMEOUT',
      message:
        'La conversión a PDF tardó demasiado y se detuvo. Intenta de nuevo en unos minutos o descarga el documento en Word (DOCX).',
      requestId: response.headers['x-request-id'],
    });
  }, 60_000);
});

describe('without LibreOffice', () => {
  let api: TestApi;
  let token: string;
  let templateId: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      generation: {
        ...defaultGenerationConfig,
        pdf: { ...defaultGenerationConfig.pdf, sofficePath: '/nonexistent/soffice.bin' },
      },
    });
    token = (await signedInOwner(api)).token;
    const session = await DocumentSession.start(api, token);
    const body = buildDocx({ body: paragraph('Contrato') });
    templateId = (await uploadTemplate(api, token, session.documentId, body)).json().id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers PDF requests with 503 in Spanish, still generates DOCX, and /health says so', async () => {
    const pdf = await generate(api, token, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
    });
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({
      statusCode: 503,
      code: 'PDF_UNAVAILABLE',
      message:
        'La conversión a PDF no está disponible en este momento. Descarga el documento en Word (DOCX).',
      requestId: pdf.headers['x-request-id'],
    });
    const docx = await generate(api, token, {
      template_path: templateId,
      context: {},
      convert_to_pdf: false,
    });
    expect(docx.statusCode).toBe(201);
    const health = await api.get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('degraded');
    expect(health.json().down).toEqual(['pdf']);
    expect(health.json().pdf).toEqual({
      ok: false,
      available: false,
      reason: 'LibreOffice no está instalado (no se encontró /nonexistent/soffice.bin).',
      workers: 2,
      ready: 0,
      queued: 0,
      sandbox: 'bubblewrap',
      sandboxWarning: null,
    });
  });
});
