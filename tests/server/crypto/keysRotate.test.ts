import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments } from '../documents/support/documentsApi';
import {
  createLink,
  furnishedDocument,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
} from '../guests/support/guestsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { remoteTestApi } from '../support/remoteTestApi';
import { type ServerProcess, spawnServer } from '../support/spawnServer';

const root = join(import.meta.dirname, '../../..');

/** `npm run keys:rotate` as an operator runs it, on the environment given. */
function rotateKeys(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'keys:rotate'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_ENCRYPTION_KEY: '', ...env },
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

interface Secrets {
  dataEncryptionKey: string;
  previousDataEncryptionKeys?: string[];
}

// The operator's rotation, end to end: a server writes sealed answers under the master key it
// generated into secrets.json, is stopped, `npm run keys:rotate` runs in its own process on the
// same data directory (and database), and the restarted server reads the answers sealed before.
// Then the old master key is dropped from secrets.json altogether: the answers still open, so the
// data keys really were rewrapped (not merely opened through the previous key).
describe.each(testDatabaseKinds)('npm run keys:rotate on %s', (kind) => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let database: { name: string; url: string } | undefined;
  const sentinel = `CENTINELA${randomBytes(6).toString('hex').toUpperCase()}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-rotate-'));
    env = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const base = process.env.DATABASE_URL ?? '';
      const name = `rotate_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      database = { name, url: url.toString() };
      env.DATABASE_URL = database.url;
    }
  }, 60_000);

  afterAll(async () => {
    if (server?.alive()) server.signal('SIGKILL');
    await server?.exited;
    if (database) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL ?? '' });
      await admin.connect();
      await admin.query(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    server = spawnServer(env);
    return remoteTestApi(await server.url(), dataDir);
  };
  const stop = async () => {
    server?.signal('SIGTERM');
    expect(await server?.exited).toBe(0);
  };
  const readSecrets = async () =>
    JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as Secrets;

  it('rewraps the data keys; answers sealed before read after, even without the old key', async () => {
    let api = await start();
    const lawyer = await signedInLawyer(api);
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    await session.ok('POST', 'updateDoc', {
      documentId: session.documentId,
      allVariables: { nombre: `${sentinel} muestra` },
    });
    await published(session);
    const link = await createLink(session, { label: 'En curso' });
    const saved = await saveAnswers(api, link, {
      answers: { nombre: `${sentinel} en curso` },
      sequence: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // One session per user: this one ends, so the restarted server lets the lawyer in again.
    expect((await api.post('/api/v1/users/logout', undefined, lawyer.token)).statusCode).toBe(200);
    await stop();
    const before = await readSecrets();

    const rotated = await rotateKeys(env);
    expect(rotated.code, rotated.output).toBe(0);
    expect(rotated.output).toMatch(/Claves de datos reenvueltas con la clave maestra \S+: [1-9]/);
    const after = await readSecrets();
    expect(after.dataEncryptionKey).not.toBe(before.dataEncryptionKey);
    expect(after.previousDataEncryptionKeys).toEqual([before.dataEncryptionKey]);

    const readBack = async () => {
      api = await start();
      const signedIn = await api.signIn(lawyer);
      const master = await callDocuments(api, signedIn.accessToken, 'GET', 'getMasterWeb');
      expect(master.statusCode, master.body).toBe(200);
      expect(master.body).toContain(`${sentinel} muestra`);
      const opened = await openLink(api, link);
      expect(opened.json().response.answers).toEqual({ nombre: `${sentinel} en curso` });
      expect(
        (await api.post('/api/v1/users/logout', undefined, signedIn.accessToken)).statusCode,
      ).toBe(200);
      await stop();
    };
    await readBack();
    // The old master key forgotten: nothing needs it any more.
    await writeFile(
      join(dataDir, 'secrets.json'),
      JSON.stringify({ ...after, previousDataEncryptionKeys: [] }),
    );
    await readBack();
  }, 240_000);
});
