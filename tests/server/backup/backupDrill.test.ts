import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup } from '@server/backup/restoreBackup';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, each, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { download, generate, uploadTemplate } from '../generation/support/generationApi';
import { docxText } from '../generation/support/readDocuments';
import {
  createLink,
  furnishedDocument,
  type LinkAnswer,
  published,
  saveAnswers,
  signedInLawyer,
  submitAnswers,
} from '../guests/support/guestsApi';
import { testDatabaseKinds, writeMigratedPGlite } from '../support/openTestDatabase';
import { remoteTestApi } from '../support/remoteTestApi';
import { type ServerProcess, spawnServer } from '../support/spawnServer';

const root = join(import.meta.dirname, '../../..');

const answers = {
  nombre: 'Ana Torres',
  casado: true,
  conyuge: 'Luis Vera',
  herederos: [{ nombre: 'Carla' }, { nombre: 'Diego' }],
};

/** `npm run backup` / `npm run restore` as an operator runs them, on the environment given. */
function runCli(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A database of its own on the test's PostgreSQL, dropped afterwards. */
async function freshDatabase(baseUrl: string) {
  const name = `drill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  url.search = '';
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

// The drill an operator should run before needing it: a small firm's data (account, interview,
// published version, a template written in the app and an uploaded Word one, a guest's
// submission, generated documents), backed up while the server keeps writing, restored into a
// fresh place, and a server started on it serves the same documents.
describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  let sourceDir: string;
  let targetDir: string;
  let archive: string;
  const databases: Array<{ url: string; drop(): Promise<void> }> = [];
  let server: ServerProcess;
  const environment = (dataDir: string, databaseUrl?: string) => ({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let source: Record<string, string>;
  let target: Record<string, string>;

  beforeAll(async () => {
    sourceDir = await mkdtemp(join(tmpdir(), 'minuta-drill-source-'));
    targetDir = await mkdtemp(join(tmpdir(), 'minuta-drill-target-'));
    archive = join(tmpdir(), `minuta-drill-${randomBytes(4).toString('hex')}.tar`);
    if (kind === 'postgres') {
      const base = process.env.DATABASE_URL ?? '';
      databases.push(await freshDatabase(base), await freshDatabase(base));
    } else {
      // The firm's server starts on a migrated embedded database (creating one costs a while).
      await writeMigratedPGlite(sourceDir);
    }
    source = environment(sourceDir, databases[0]?.url);
    target = environment(targetDir, databases[1]?.url);
  }, 60_000);

  afterAll(async () => {
    if (server?.alive()) server.signal('SIGKILL');
    await server?.exited;
    for (const database of databases) await database.drop().catch(() => {});
    await rm(sourceDir, { recursive: true, force: true });
    await rm(targetDir, { recursive: true, force: true });
    await rm(archive, { force: true });
  });

  it('restores a firm backed up while the server wrote, and regenerates the same documents', async () => {
    server = spawnServer(source);
    const api = remoteTestApi(await server.url(), sourceDir);
    const lawyer = await signedInLawyer(api);
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const rich = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(
        p(t('Declarante: '), v('nombre', 'upper'), t('. Cónyuge: '), v('conyuge'), t('.')),
        each('herederos', p(t('Heredero: '), v('herederos.nombre'))),
      ),
    });
    const richId: string = rich.json().template.id;
    await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', {
      templateId: richId,
      type: 'rich',
    });
    const word = await uploadTemplate(
      api,
      lawyer.token,
      session.documentId,
      buildDocx({ body: paragraph('Yo, {nombre}, casado con {conyuge}, declaro.') }),
    );
    expect(word.statusCode, word.body).toBe(201);
    const wordId: string = word.json().id;
    await published(session);
    const link = await createLink(session);
    expect((await submitAnswers(api, link, { answers })).statusCode).toBe(201);

    // The documents as generated before the backup: their bytes (as downloaded) and text.
    const requests = [
      { template_path: richId, context: answers, convert_to_pdf: false },
      { template_path: wordId, context: answers, convert_to_pdf: false },
    ];
    const originals: Array<{ bytes: Buffer; text: string }> = [];
    for (const body of requests) {
      const generated = await generate(api, lawyer.token, body);
      expect(generated.statusCode, generated.body).toBe(201);
      const bytes = (await download(api, generated.json().files[0].url)).rawPayload;
      originals.push({ bytes, text: await docxText(bytes) });
    }
    expect(originals[0]?.text).toContain('Declarante: ANA TORRES. Cónyuge: Luis Vera.');
    const linksBefore = (
      await callDocuments(api, lawyer.token, 'GET', `getShareLinks/${session.documentId}`)
    ).json().links;

    // A guest keeps autosaving on another link while the backup is taken.
    const busy: LinkAnswer = await createLink(session, { label: 'Otra persona' });
    let sequence = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const saved = await saveAnswers(api, busy, {
          answers: { nombre: `Ana ${sequence + 1}` },
          sequence: sequence + 1,
        });
        if (saved.statusCode === 200) sequence += 1;
      }
    })();
    while (sequence < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = sequence;
    const backup = await runCli('backup', [archive], source);
    const after = sequence;
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/^Copia de seguridad escrita en /);
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);

    // Into a fresh place with the command; then (the same code, without starting a process
    // each time) refused once it is not empty, unless forced.
    const restored = await runCli('restore', [archive], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/sumas de control y filas comprobadas/);
    const into = { file: archive, dataDir: targetDir, databaseUrl: databases[1]?.url ?? null };
    await expect(restoreBackup({ ...into, force: false })).rejects.toThrow(
      /no está vacío .*usa --force/,
    );
    const forced = await restoreBackup({ ...into, force: true });
    expect(forced.counts.guest_submissions).toBe(1);

    server = spawnServer(target);
    const restoredApi = remoteTestApi(await server.url(), targetDir);
    // The session open before the backup came back with it: the lawyer closes it, as the
    // login page offers, and signs in.
    const refused = await restoredApi.post('/api/v1/users/login', lawyer);
    expect(refused.json().hasActiveSession).toBe(true);
    const ended = await restoredApi.post('/api/v1/users/endAllSessions', {
      email: lawyer.email,
      password: lawyer.password,
      token: refused.json().token,
    });
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    const { accessToken } = await restoredApi.signIn(lawyer);
    const files = (
      await callDocuments(
        restoredApi,
        accessToken,
        'GET',
        `getGeneratedFiles/${session.documentId}`,
      )
    ).json().files as Array<{ url: string; templateId: string }>;
    expect(files).toHaveLength(2);
    for (const file of files) {
      const original = originals[file.templateId === richId ? 0 : 1];
      expect(
        (await download(restoredApi, file.url)).rawPayload.equals(original?.bytes as Buffer),
      ).toBe(true);
    }
    for (const [index, body] of requests.entries()) {
      const regenerated = await generate(restoredApi, accessToken, body);
      expect(regenerated.statusCode, regenerated.body).toBe(201);
      const bytes = (await download(restoredApi, regenerated.json().files[0].url)).rawPayload;
      expect(await docxText(bytes)).toBe(originals[index]?.text);
    }
    // Share links still show their address (secrets.json came back with the data).
    const linksAfter = (
      await callDocuments(restoredApi, accessToken, 'GET', `getShareLinks/${session.documentId}`)
    ).json().links;
    expect(linksAfter.find((l: LinkAnswer) => l.id === link.id)?.url).toBe(
      linksBefore.find((l: LinkAnswer) => l.id === link.id)?.url,
    );
    const submissions = (
      await callDocuments(restoredApi, accessToken, 'GET', `getSubmissions/${session.documentId}`)
    ).json().submissions;
    expect(submissions).toHaveLength(1);
    // The guest's answers are as they were at some moment during the backup.
    const kept = await restoredApi.app.inject({
      method: 'GET',
      url: `/api/v1/documents/getMasterGuestUser?${new URLSearchParams({ userName: busy.userName, accessData: busy.accessData })}`,
    });
    const keptSequence = kept.json().response.sequence as number;
    expect(keptSequence).toBeGreaterThanOrEqual(before);
    expect(keptSequence).toBeLessThanOrEqual(after + 1);
    expect(kept.json().response.answers).toEqual({ nombre: `Ana ${keptSequence}` });
  }, 240_000);
});
