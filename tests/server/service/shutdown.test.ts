import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { download, generate, uploadTemplate } from '../generation/support/generationApi';
import {
  createLink,
  furnishedDocument,
  type LinkAnswer,
  openLink,
  published,
} from '../guests/support/guestsApi';
import { remoteTestApi } from '../support/remoteTestApi';
import { type ServerProcess, spawnServer } from '../support/spawnServer';

/** Processes whose command line names `dir` (the converter's bwrap, bridge and soffice do). */
function processesUsing(dir: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', '-a', dir], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('pgrep'));
  } catch {
    return [];
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A guest autosave on a connection of its own. A connection refused once the server stopped
 * listening is `refused`; anything else that is not an HTTP answer (a reset) is a failure.
 */
async function autosave(url: string, link: LinkAnswer, sequence: number) {
  try {
    const response = await fetch(`${url}/api/v1/documents/saveGuestAnswers`, {
      method: 'POST',
      headers: {
        authorization: `Guest ${link.accessData}`,
        'content-type': 'application/json',
        connection: 'close',
      },
      body: JSON.stringify({ answers: { nombre: `Ana ${sequence}` }, sequence }),
    });
    return {
      status: response.status,
      connection: response.headers.get('connection'),
      body: await response.json(),
    };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return { status: code === 'ECONNREFUSED' ? 'refused' : `failed: ${code ?? error}` };
  }
}

// The server as an orchestrator runs it: its own process on an embedded database directory,
// stopped with SIGTERM (or killed) while it works, then started again on the same directory.
describe('stopping the server', () => {
  let dataDir: string;
  let server: ServerProcess;
  let url: string;
  let token: string;
  let templateId: string;
  let link: LinkAnswer;

  const start = async () => {
    if (server?.alive()) {
      server.signal('SIGTERM');
      await server.exited;
    }
    // LibreOffice starts with the first conversion, so a running soffice means one is under way.
    server = spawnServer({
      DATA_DIR: dataDir,
      PDF_WORKERS: '1',
      PDF_WARM_ON_START: 'false',
      LOG_LEVEL: 'info',
    });
    url = await server.url();
    return remoteTestApi(url, dataDir);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-shutdown-'));
    const api = await start();
    const lawyer = await signedInOwner(api);
    token = lawyer.token;
    const session = await DocumentSession.start(api, token);
    // Long enough that converting it to PDF takes LibreOffice a while.
    const body = Array.from({ length: 1500 }, (_, i) =>
      paragraph(`Cláusula ${i + 1}. El arrendatario conservará el inmueble y lo restituirá.`),
    ).join('');
    const upload = await uploadTemplate(api, token, session.documentId, buildDocx({ body }));
    templateId = upload.json().id;
    const { doc } = await furnishedDocument(api, token, 'Testamento');
    await published(doc);
    link = await createLink(doc);
  }, 180_000);

  afterAll(async () => {
    if (server.alive()) server.signal('SIGKILL');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM during a PDF conversion, delivers the PDF, stops LibreOffice and exits 0', async () => {
    const api = remoteTestApi(url, dataDir);
    const pending = generate(api, token, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
    });
    // The conversion is under way once LibreOffice runs for this data directory.
    await until(() => processesUsing(dataDir).some((line) => line.includes('soffice')), 'soffice');
    server.signal('SIGTERM');
    const generated = await pending;
    expect(generated.statusCode).toBe(201);
    const file = generated.json().files.find((f: { format: string }) => f.format === 'pdf');
    expect(file).toMatchObject({ format: 'pdf', size: expect.any(Number) });

    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"shutting down: finishing requests in flight"/);
    expect(server.output()).toMatch(/"msg":"shut down"/);
    expect(processesUsing(dataDir)).toEqual([]);
    // No LibreOffice profile or job file is left behind, nor the database lock.
    expect(readdirSync(join(dataDir, 'converter'))).toEqual([]);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    // The PDF it delivered was stored whole: started again, the server hands it out.
    const again = await start();
    const stored = await download(again, file.url);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('on SIGTERM during guest autosaves, every save is answered or refused whole, and kept', async () => {
    const api = server.alive() ? remoteTestApi(url, dataDir) : await start();
    const opened = await openLink(api, link);
    expect(opened.statusCode).toBe(200);
    const answers: Array<Awaited<ReturnType<typeof autosave>>> = [];
    let sequence = 0;
    const saving = (async () => {
      for (;;) {
        const answer = await autosave(url, link, ++sequence);
        answers.push(answer);
        if (answer.status === 'refused') return;
      }
    })();
    await until(() => answers.length >= 10, 'ten autosaves');
    server.signal('SIGTERM');
    await saving;
    expect(await server.exited).toBe(0);

    const failures = answers.filter(
      (answer) => answer.status !== 200 && answer.status !== 503 && answer.status !== 'refused',
    );
    expect(failures).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.connection).toBe('close');
      expect(refused.body).toEqual({
        statusCode: 503,
        code: 'SHUTTING_DOWN',
        message: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
        requestId: expect.any(String),
      });
    }
    const lastSaved = answers.filter((answer) => answer.status === 200).at(-1);
    expect(lastSaved?.body.sequence).toBeGreaterThanOrEqual(10);

    // Started again on the same directory, it has exactly what it said it saved.
    const again = await start();
    const reopened = await openLink(again, link);
    expect(reopened.json().response).toMatchObject({
      sequence: lastSaved?.body.sequence,
      answers: { nombre: `Ana ${lastSaved?.body.sequence}` },
    });
  }, 120_000);

  it('after kill -9 in the middle of autosaves, starts again on the same directory with every acknowledged save', async () => {
    if (!server.alive()) await start();
    const answers: Array<Awaited<ReturnType<typeof autosave>>> = [];
    let sequence = 1000;
    let killed = false;
    const saving = (async () => {
      while (!killed) answers.push(await autosave(url, link, ++sequence));
    })();
    await until(() => answers.length >= 10, 'ten autosaves');
    server.signal('SIGKILL');
    killed = true;
    await saving;
    await server.exited;
    const acknowledged = answers.filter((answer) => answer.status === 200).at(-1)?.body.sequence;
    expect(acknowledged).toBeGreaterThan(1000);

    const api = await start();
    const reopened = await openLink(api, link);
    expect(reopened.statusCode).toBe(200);
    // What was acknowledged is there; at most the one save in flight at the kill got in too.
    expect(reopened.json().response.sequence).toBeGreaterThanOrEqual(acknowledged);
    expect(reopened.json().response.sequence).toBeLessThanOrEqual(acknowledged + 1);
  }, 120_000);

  it('exits at once on a second signal, leaving no LibreOffice behind', async () => {
    if (!server.alive()) await start();
    const api = remoteTestApi(url, dataDir);
    const pending = generate(api, token, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
    }).catch(() => null);
    await until(() => processesUsing(dataDir).some((line) => line.includes('soffice')), 'soffice');
    server.signal('SIGTERM');
    await until(() => /"msg":"shutting down"/.test(server.output()), 'the first signal seen');
    server.signal('SIGTERM');
    expect(await server.exited).toBe(143);
    expect(server.output()).toMatch(/"msg":"second signal: exiting now"/);
    await pending;
    // The converter's processes die with the server (the bridge asks the kernel for that).
    await until(() => processesUsing(dataDir).length === 0, 'LibreOffice gone');
  }, 120_000);
});
