import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenDatabase } from '@server/db/openDatabase';
import {
  createDatabaseFileStorage,
  fileChunkBytes,
} from '@server/storage/createDatabaseFileStorage';
import { createS3FileStorage } from '@server/storage/createS3FileStorage';
import { createLocalFileStorage, type FileStorage } from '@server/storage/FileStorage';
import { migrateLocalFiles } from '@server/storage/migrateFiles';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../support/openTestDatabase';

interface Store {
  /** Two handles on the same files, as two processes of one deployment would hold. */
  writer: FileStorage;
  reader: FileStorage;
  close(): Promise<void>;
}

const stores: Array<[string, () => Promise<Store>]> = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'minuta-files-'));
      return {
        writer: createLocalFileStorage(root),
        reader: createLocalFileStorage(root),
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    // s3rver speaks the S3 REST protocol (signature v4, path-style buckets) from npm, in-process:
    // the real AWS SDK client talks to it over HTTP as it would to AWS or MinIO.
    'an S3-compatible bucket',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'minuta-s3-'));
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: 'minuta' }],
      });
      const { port } = await server.run();
      const open = () => createS3FileStorage(s3Settings(`http://127.0.0.1:${port}`));
      return {
        writer: open(),
        reader: open(),
        close: async () => {
          await server.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  ],
  ...testDatabaseKinds.map((kind): [string, () => Promise<Store>] => [
    `the database (${kind})`,
    async () => {
      const database: OpenDatabase = await openTestDatabase(kind);
      return {
        writer: createDatabaseFileStorage(database.db),
        reader: createDatabaseFileStorage(database.db),
        close: () => database.close(),
      };
    },
  ]),
];

const s3Settings = (endpoint: string) => ({
  endpoint,
  bucket: 'minuta',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  timeoutMs: 10_000,
});

// Every file store keeps the same promises, whichever the deployment chose.
describe.each(stores)('files on %s', (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  }, 60_000);
  afterAll(async () => {
    await store.close();
  });

  it('gives back exactly the bytes stored, to another process too', async () => {
    // Larger than a chunk, and not a multiple of it.
    const bytes = randomBytes(fileChunkBytes * 2 + 12_345);
    await store.writer.put('generated/abc123.pdf', bytes);
    expect((await store.reader.get('generated/abc123.pdf'))?.equals(bytes)).toBe(true);
    const empty = new Uint8Array(0);
    await store.writer.put('images/empty.png', empty);
    expect((await store.reader.get('images/empty.png'))?.length).toBe(0);
  });

  it('replaces a file stored again under the same key, whole', async () => {
    await store.writer.put('templates/t1.docx', randomBytes(fileChunkBytes + 10));
    const shorter = randomBytes(100);
    await store.writer.put('templates/t1.docx', shorter);
    expect((await store.reader.get('templates/t1.docx'))?.equals(shorter)).toBe(true);
  });

  it('answers null for a missing file, and deleting twice is no error', async () => {
    await store.writer.put('images/gone.png', randomBytes(10));
    await store.writer.delete('images/gone.png');
    await store.writer.delete('images/gone.png');
    expect(await store.reader.get('images/gone.png')).toBeNull();
    expect(await store.reader.get('images/never.png')).toBeNull();
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../secrets.json', '/etc/passwd', 'images/../../x', 'a\\b']) {
      await expect(store.writer.put(key, randomBytes(1))).rejects.toThrow('invalid storage key');
      await expect(store.reader.get(key)).rejects.toThrow('invalid storage key');
    }
  });
});

// npm run storage:migrate: a deployment moving from its disk to the database.
describe.each(testDatabaseKinds)('moving local files into the database (%s)', (kind) => {
  it('copies every file once, and a second run after a stop copies only what is missing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'minuta-files-'));
    const database = await openTestDatabase(kind);
    try {
      const local = createLocalFileStorage(root);
      const target = createDatabaseFileStorage(database.db);
      const files = new Map([
        ['images/logo.png', randomBytes(300)],
        ['templates/contrato.docx', randomBytes(fileChunkBytes + 1)],
        ['generated/a1/poder.pdf', randomBytes(20)],
      ]);
      for (const [key, bytes] of files) await local.put(key, bytes);
      // A first run stopped after one file.
      await target.put('images/logo.png', files.get('images/logo.png') as Buffer);
      const run = await migrateLocalFiles(root, target, local);
      expect(run).toEqual({ copied: 2, skipped: 1 });
      for (const [key, bytes] of files) expect((await target.get(key))?.equals(bytes)).toBe(true);
      expect(await migrateLocalFiles(root, target, local)).toEqual({ copied: 0, skipped: 3 });
    } finally {
      await database.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('an S3 store that does not answer', () => {
  it('answers 503 STORAGE_UNAVAILABLE in Spanish, for writes and reads', async () => {
    // A port where nothing listens: connections are refused.
    const store = createS3FileStorage(s3Settings('http://127.0.0.1:9'));
    // One call at a time: a second call started beside the first would reject unobserved.
    const calls = [
      () => store.put('images/a.png', randomBytes(4)),
      () => store.get('images/a.png'),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({
        statusCode: 503,
        code: 'STORAGE_UNAVAILABLE',
        message:
          'El almacenamiento de archivos no responde en este momento. Intenta de nuevo en unos minutos.',
      });
    }
  }, 30_000);
});
