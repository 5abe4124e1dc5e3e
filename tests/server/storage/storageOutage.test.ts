import { createServer, type Server, type Socket } from 'node:net';
import type { Database } from '@server/db/Database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments, DocumentSession } from '../documents/support/documentsApi';
import { buildDocx, paragraph } from '../generation/support/buildDocx';
import { generate, uploadTemplate } from '../generation/support/generationApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const unavailable = {
  statusCode: 503,
  code: 'STORAGE_UNAVAILABLE',
  message:
    'El almacenamiento de archivos no responde en este momento. Intenta de nuevo en unos minutos.',
};
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An "S3 server" that accepts connections and never answers: a store that hangs. */
async function startSilentStore(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// An S3 store that refuses connections or does not answer: every call that would store a file
// answers 503 STORAGE_UNAVAILABLE in Spanish within the store's time limit, and nothing is
// recorded as stored — no image, no Word template, no generated document a later list or link
// would point at.
describe.each(testDatabaseKinds)('an S3 store out of reach, on %s', (kind) => {
  const stores = [
    [
      'that refuses connections',
      async () => ({ url: 'http://127.0.0.1:9', close: async () => {} }),
    ],
    ['that never answers', startSilentStore],
  ] as const;

  describe.each(stores)('%s', (_name, startStore) => {
    let store: Awaited<ReturnType<typeof startStore>>;
    let api: TestApi;
    let token: string;
    beforeAll(async () => {
      store = await startStore();
      api = await startTestApi(kind, {
        fileStorage: 's3',
        s3: {
          endpoint: store.url,
          bucket: 'minuta',
          region: 'us-east-1',
          accessKeyId: 'clave',
          secretAccessKey: 'secreto',
          forcePathStyle: true,
          timeoutMs: 1000,
        },
      });
      token = (await api.signIn(await api.createUser({ plan: 'premium' }))).accessToken;
    }, 60_000);
    afterAll(async () => {
      await api.close();
      await store.close();
    });

    const count = async (table: keyof Database) =>
      (
        await api.ports.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;

    it('refuses an image upload with 503 and records no image', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const request = new Request('http://minuta.test', { method: 'POST', body: form });
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/storage/saveImage',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          'content-type': request.headers.get('content-type') ?? '',
          authorization: `Bearer ${token}`,
        },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject(unavailable);
      expect(Number(await count('images'))).toBe(0);
    }, 30_000);

    it('refuses a Word template and a generated document with 503, recording neither', async () => {
      const session = await DocumentSession.start(api, token);
      const page = await session.addPage('Datos');
      await session.addElement(page, { element_title: 'Nombre', element_variable: ['nombre'] });
      const word = await uploadTemplate(
        api,
        token,
        session.documentId,
        buildDocx({ body: paragraph('Comparece {nombre}.') }),
      );
      expect(word.statusCode, word.body).toBe(503);
      expect(word.json()).toMatchObject(unavailable);
      expect(Number(await count('word_templates'))).toBe(0);

      const created = await callDocuments(api, token, 'POST', 'createTemp', {
        document_id: session.documentId,
        name: 'Declaración',
        content: doc(p(t('Comparece '), v('nombre'), t('.'))),
      });
      expect(created.statusCode, created.body).toBe(201);
      const made = await generate(api, token, {
        template_path: created.json().template.id,
        context: { nombre: 'Ana Torres' },
        convert_to_pdf: false,
      });
      expect(made.statusCode, made.body).toBe(503);
      expect(made.json()).toMatchObject(unavailable);
      expect(Number(await count('generated_files'))).toBe(0);
      expect(Number(await count('generations'))).toBe(0);
    }, 30_000);
  });
});
