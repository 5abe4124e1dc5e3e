import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactLink, redactUrl } from '@server/logging/redactUrl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import { download, generate } from '../generation/support/generationApi';
import {
  createLink,
  furnishedDocument,
  openLink,
  published,
  saveAnswers,
  signedInLawyer,
} from '../guests/support/guestsApi';
import { remoteTestApi } from '../support/remoteTestApi';
import { type ServerProcess, spawnServer } from '../support/spawnServer';

describe('redactUrl', () => {
  it.each([
    ['/questionary/estudio-paz/Zm9vYmFyYmF6cXV4', '/questionary/estudio-paz/[redactado]'],
    ['/api/v1/storage/files/abc123def', '/api/v1/storage/files/[redactado]'],
    ['/restablecer-contrase%C3%B1a/tok3n', '/restablecer-contrase%C3%B1a/[redactado]'],
    [
      '/api/v1/documents/getMasterGuestUser?userName=estudio&accessData=secreto',
      '/api/v1/documents/getMasterGuestUser?userName=estudio&accessData=[redactado]',
    ],
    ['/validation?token=abc&x=1', '/validation?token=[redactado]&x=1'],
    ['/api/v1/users/me', '/api/v1/users/me'],
    ['/resultado/0b6f?tab=1', '/resultado/0b6f?tab=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps a mail link’s page and drops its token', () => {
    expect(redactLink('http://localhost:3000/validation?token=abc')).toBe(
      'http://localhost:3000/validation?token=[redactado]',
    );
  });
});

// A log produced by a real server process while a lawyer, a guest and a mail go through it, then
// searched for every secret that crossed it: none may be there.
describe('the server log', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-log-'));
    server = spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
  }, 60_000);
  afterAll(async () => {
    server.signal('SIGKILL');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds no token, password or secret part of a URL that went through the server', async () => {
    const url = await server.url();
    const api = remoteTestApi(url, dataDir);
    const lawyer = await signedInLawyer(api);
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const template = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(p(t('Declarante: '), v('nombre'))),
    });
    const generated = await generate(api, lawyer.token, {
      template_path: template.json().template.id,
      context: { nombre: 'Ana' },
      convert_to_pdf: false,
    });
    const fileUrl: string = generated.json().files[0].url;
    expect((await download(api, fileUrl)).statusCode).toBe(200);
    await published(session);
    const link = await createLink(session);
    expect((await openLink(api, link)).statusCode).toBe(200);
    await saveAnswers(api, link, { answers: { nombre: 'Ana' }, sequence: 1 });
    // The guest page's own address carries the token too (served or not, it is logged).
    await fetch(`${url}/questionary/${link.userName}/${link.accessData}`);
    const refreshed = await api.post('/api/v1/users/token/refresh', {
      refreshToken: lawyer.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    // A reset mail: the worker logs that it wrote the mail, never its link's token.
    await api.post('/api/v1/users/reset-password-mail', { email: lawyer.email });
    await server.waitFor(/restablecer/);

    const log = server.output();
    expect(log).toContain(`"requestId"`);
    const secrets = {
      password: lawyer.password,
      accessToken: lawyer.token,
      refreshToken: lawyer.refreshToken,
      newRefreshToken: refreshed.json().refreshToken,
      accessData: link.accessData,
      downloadToken: fileUrl.split('/').pop() ?? '',
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
    }
    // The mail links that were logged name their page but not their token.
    const links = [...log.matchAll(/"link":"([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toMatch(/\[redactado\]/);
  }, 120_000);
});
