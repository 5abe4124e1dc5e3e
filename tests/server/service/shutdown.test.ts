import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
import { writeMigratedPGlite } from '../support/openTestDatabase';
import { remoteTestApi } from '../support/remoteTestApi';
import { type ServerProcess, spawnServer } from '../support/spawnServer';

interface RunningProcess {
  pid: number;
  group: number;
  command: string;
}

/**
 * Live processes whose command line names `dir` (the converter's bwrap, bridge and soffice do),
 * read from /proc: cheap enough to poll, unlike spawning pgrep.
 */
function processesUsing(dir: string): RunningProcess[] {
  const found: RunningProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!command.includes(dir)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') found.push({ pid: Number(entry), group: Number(group), command });
    } catch {
      // The process ended while we read.
    }
  }
  return found;
}

/** Waits for `condition`, polled; the deadline only bounds a test that would otherwise hang. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Once the converter's processes run, stops (SIGSTOP) their whole process group: a conversion
 * under way cannot finish, so a request waiting for it is still in flight when the test sends
 * its signal, however slow the machine. `thaw` lets it go on.
 */
async function freezeConverter(dataDir: string) {
  await until(
    () => processesUsing(dataDir).some((process) => process.command.includes('soffice')),
    'LibreOffice started',
  );
  const groups = [...new Set(processesUsing(dataDir).map((process) => process.group))];
  const signalAll = (name: NodeJS.Signals) => {
    for (const group of groups) {
      try {
        process.kill(-group, name);
      } catch {
        // Already gone.
      }
    }
  };
  signalAll('SIGSTOP');
  return { thaw: () => signalAll('SIGCONT') };
}

/** Whether a promise has settled yet. */
function watch<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
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

type Autosave = Awaited<ReturnType<typeof autosave>>;

/** Autosaves one after another from `first` on, until told to end or the server is gone. */
function autosaveUntilRefused(url: string, link: LinkAnswer, first: number) {
  const answers: Autosave[] = [];
  let stop = false;
  const done = (async () => {
    for (let sequence = first; !stop; sequence++) {
      const answer = await autosave(url, link, sequence);
      answers.push(answer);
      if (answer.status === 'refused') return;
    }
  })();
  return {
    answers,
    saved: () => answers.filter((answer) => answer.status === 200),
    async end() {
      stop = true;
      await done;
    },
  };
}

// The server as an orchestrator runs it: its own process on an embedded database directory,
// stopped with SIGTERM (or killed) while it works, then started again on the same directory.
// Every wait is on something the test observes (a log line, a process, an answer), never on time.
describe('stopping the server', () => {
  let dataDir: string;
  let server: ServerProcess;
  let url: string;
  let token: string;
  let templateId: string;
  let link: LinkAnswer;

  const start = async () => {
    // LibreOffice starts with the first conversion, so a running soffice means one is under way.
    server = spawnServer({
      DATA_DIR: dataDir,
      PDF_WORKERS: '1',
      PDF_WARM_ON_START: 'false',
      // The time the test holds a conversion frozen must not count as LibreOffice hanging.
      PDF_TIMEOUT_MS: '180000',
      LOG_LEVEL: 'info',
    });
    url = await server.url();
    return remoteTestApi(url, dataDir);
  };

  const convertToPdf = () =>
    generate(remoteTestApi(url, dataDir), token, {
      template_path: templateId,
      context: {},
      convert_to_pdf: true,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-shutdown-'));
    await writeMigratedPGlite(dataDir);
    const api = await start();
    const lawyer = await signedInOwner(api);
    token = lawyer.token;
    const session = await DocumentSession.start(api, token);
    const body = Array.from({ length: 20 }, (_, i) =>
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

  it('on SIGTERM during a PDF conversion and guest autosaves, finishes both, leaves nothing behind and exits 0', async () => {
    const api = remoteTestApi(url, dataDir);
    expect((await openLink(api, link)).statusCode).toBe(200);
    const saves = autosaveUntilRefused(url, link, 1);
    await until(() => saves.saved().length >= 3, 'three autosaves');
    const pdf = watch(convertToPdf());
    const converter = await freezeConverter(dataDir);

    server.signal('SIGTERM');
    await server.waitFor(/"msg":"shutting down: finishing requests in flight"/);
    // The signal landed while the PDF was being made.
    expect(pdf.settled).toBe(false);
    // A save that arrives while the server finishes its work is refused whole, to retry. (The
    // saves end there: one racing the listener's close could find its connection accepted by
    // the kernel and then reset, which no server can prevent; a load balancer, told by /health,
    // has stopped sending by then.)
    await until(() => saves.answers.some((answer) => answer.status === 503), 'a save refused');
    await saves.end();
    // The balancer's check says so too, while the PDF is still being made.
    const ready = await fetch(`${url}/health/ready`, { headers: { connection: 'close' } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    converter.thaw();

    const generated = await pdf.promise;
    expect(generated.statusCode).toBe(201);
    const file = generated.json().files.find((f: { format: string }) => f.format === 'pdf');
    expect(file).toMatchObject({ format: 'pdf', size: expect.any(Number) });
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"shut down"/);
    // No LibreOffice process, profile or job file is left behind, nor the database lock.
    expect(processesUsing(dataDir)).toEqual([]);
    expect(readdirSync(join(dataDir, 'converter'))).toEqual([]);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    // Each save was answered whole: saved, or refused with a clean 503.
    const failures = saves.answers.filter(
      (answer) => answer.status !== 200 && answer.status !== 503,
    );
    expect(failures).toEqual([]);
    for (const refused of saves.answers.filter((answer) => answer.status === 503)) {
      expect(refused.connection).toBe('close');
      expect(refused.body).toEqual({
        statusCode: 503,
        code: 'SHUTTING_DOWN',
        message: 'El servidor se está reiniciando. Intenta de nuevo en unos segundos.',
        requestId: expect.any(String),
      });
    }
    const lastSaved = saves.saved().at(-1);

    // Started again on the same directory, it hands out the PDF it delivered (stored whole) and
    // has exactly the answers it said it saved.
    const again = await start();
    const stored = await download(again, file.url);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const reopened = await openLink(again, link);
    expect(reopened.json().response).toMatchObject({
      sequence: lastSaved?.body.sequence,
      answers: { nombre: `Ana ${lastSaved?.body.sequence}` },
    });
  }, 240_000);

  it('after kill -9 in the middle of autosaves, starts again on the same directory with every acknowledged save', async () => {
    const saves = autosaveUntilRefused(url, link, 1000);
    await until(() => saves.saved().length >= 5, 'five autosaves');
    server.signal('SIGKILL');
    await server.exited;
    await saves.end();
    const acknowledged = saves.saved().at(-1)?.body.sequence;
    expect(acknowledged).toBeGreaterThan(1000);

    const api = await start();
    const reopened = await openLink(api, link);
    expect(reopened.statusCode).toBe(200);
    // What was acknowledged is there; at most the one save in flight at the kill got in too.
    expect(reopened.json().response.sequence).toBeGreaterThanOrEqual(acknowledged);
    expect(reopened.json().response.sequence).toBeLessThanOrEqual(acknowledged + 1);
  }, 240_000);

  it('exits at once on a second signal, leaving no LibreOffice behind', async () => {
    const pending = convertToPdf().catch(() => null);
    const converter = await freezeConverter(dataDir);
    try {
      server.signal('SIGTERM');
      await server.waitFor(/"msg":"shutting down"/);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(143);
      expect(server.output()).toMatch(/"msg":"second signal: exiting now"/);
    } finally {
      converter.thaw();
    }
    await pending;
    // The converter's processes die with the server (the bridge asks the kernel for that).
    await until(() => processesUsing(dataDir).length === 0, 'LibreOffice gone');
  }, 240_000);
});
