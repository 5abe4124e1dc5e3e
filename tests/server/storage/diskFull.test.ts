import { execFileSync } from 'node:child_process';
import { readdirSync, statfsSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { generate, uploadTemplate } from '../generation/support/generationApi';
import { startTestApi, type TestApi } from '../support/startTestApi';

const full = {
  statusCode: 507,
  code: 'INSUFFICIENT_STORAGE',
  message:
    'El servidor se quedó sin espacio para guardar archivos. Intenta de nuevo más tarde; si continúa, avisa al soporte.',
};

// The stored files on a disk of 2 MB (a tmpfs mounted over DATA_DIR/files; mounting needs root,
// as CI runs), filled up while the server takes uploads and generates documents.
describe('a full disk', () => {
  let api: TestApi;
  let filesDir: string;
  let token: string;
  let session: DocumentSession;
  let richId: string;
  beforeAll(async () => {
    if (process.getuid?.() !== 0) throw new Error('This test mounts a tmpfs: run it as root.');
    api = await startTestApi('pglite');
    filesDir = join(api.dataDir, 'files');
    await mkdir(filesDir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', filesDir]);
    token = (await signedInOwner(api)).token;
    session = await DocumentSession.start(api, token);
    const created = await callDocuments(api, token, 'POST', 'createTemp', {
      document_id: session.documentId,
      name: 'Declaración',
      content: doc(p(t('Declarante: '), v('nombre'))),
    });
    richId = created.json().template.id;
  }, 60_000);
  afterAll(async () => {
    if (filesDir) execFileSync('umount', [filesDir]);
    await api?.close();
  });

  const count = async (table: 'word_templates' | 'generated_files') =>
    (await api.ports.db.selectFrom(table).select('id').execute()).length;
  const storedFiles = () =>
    readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'relleno')
      .map((entry) => entry.name);
  const template = buildDocx({
    body: Array.from({ length: 400 }, (_, i) => paragraph(`Cláusula ${i + 1}: {nombre}.`)).join(''),
  });

  it('answers 507 in Spanish, keeps nothing half-written, and works again once space is freed', async () => {
    const stats = statfsSync(filesDir);
    writeFileSync(join(filesDir, 'relleno'), Buffer.alloc(stats.bavail * stats.bsize - 1024));
    const usageBefore = await api.ports.db
      .selectFrom('account_usage')
      .select('storage_bytes')
      .execute();

    const upload = await uploadTemplate(api, token, session.documentId, template);
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toEqual({ ...full, requestId: upload.headers['x-request-id'] });
    const generation = await generate(api, token, {
      template_path: richId,
      context: { nombre: 'Ana' },
      convert_to_pdf: false,
    });
    expect(generation.statusCode).toBe(507);
    expect(generation.json()).toMatchObject(full);
    // Nothing recorded as ready, no partial file, the account's usage as it was.
    expect(await count('word_templates')).toBe(0);
    expect(await count('generated_files')).toBe(0);
    expect(storedFiles()).toEqual([]);
    expect(
      await api.ports.db.selectFrom('account_usage').select('storage_bytes').execute(),
    ).toEqual(usageBefore);
    expect((await api.get('/health')).json().down).toContain('disk');

    await rm(join(filesDir, 'relleno'));
    const uploaded = await uploadTemplate(api, token, session.documentId, template);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const generated = await generate(api, token, {
      template_path: richId,
      context: { nombre: 'Ana' },
      convert_to_pdf: false,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expect(await count('word_templates')).toBe(1);
    expect(await count('generated_files')).toBe(1);
  });
});
