import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from '@server/cluster/startCluster';
import { loadConfig } from '@server/config/loadConfig';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a process of a cluster reads from its environment: its role and where files live.
describe('cluster settings', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'clave', ...env });
  const postgres = { DATABASE_URL: 'postgres://minuta@db.interna/minuta' };

  it('runs everything in one process on PGlite, files on its disk, by default', async () => {
    const config = await load({});
    expect(config.role).toBe('all');
    expect(config.fileStorage).toBe('local');
  });

  it('keeps files in the database when there is one to share, unless told local', async () => {
    expect((await load(postgres)).fileStorage).toBe('database');
    expect((await load({ ...postgres, FILE_STORAGE: 'local' })).fileStorage).toBe('local');
    expect((await load({ ...postgres, FILE_STORAGE: 'postgres' })).fileStorage).toBe('database');
  });

  it('keeps an upgraded PostgreSQL deployment on the files it already has on disk', async () => {
    const upgraded = await mkdtemp(join(tmpdir(), 'minuta-config-upgraded-'));
    try {
      await mkdir(join(upgraded, 'files', 'templates'), { recursive: true });
      await writeFile(join(upgraded, 'files', 'templates', 'contrato.docx'), 'PK');
      const withFiles = { ...postgres, DATA_DIR: upgraded };
      expect((await load(withFiles)).fileStorage).toBe('local');
      expect((await load({ ...withFiles, FILE_STORAGE: 'postgres' })).fileStorage).toBe('database');
    } finally {
      await rm(upgraded, { recursive: true, force: true });
    }
  });

  it('reads the role of an API instance or a worker, which need PostgreSQL', async () => {
    expect((await load({ ...postgres, MINUTA_ROLE: 'api' })).role).toBe('api');
    expect((await load({ ...postgres, MINUTA_ROLE: 'worker' })).role).toBe('worker');
    await expect(load({ MINUTA_ROLE: 'worker' })).rejects.toThrow(
      'MINUTA_ROLE=worker necesita DATABASE_URL: la base embebida (PGlite) es de un solo proceso.',
    );
    await expect(load({ ...postgres, MINUTA_ROLE: 'cola' })).rejects.toThrow(
      'MINUTA_ROLE debe ser all, api o worker: cola',
    );
    await expect(load({ FILE_STORAGE: 'postgres' })).rejects.toThrow(
      'FILE_STORAGE=postgres necesita DATABASE_URL.',
    );
    await expect(load({ FILE_STORAGE: 'ftp' })).rejects.toThrow(
      'FILE_STORAGE debe ser local, postgres o s3: ftp',
    );
    await expect(load({ FILE_STORAGE: 's3' })).rejects.toThrow(
      'FILE_STORAGE=s3 necesita S3_BUCKET.',
    );
  });

  it('reads an S3-compatible bucket, which then holds the files', async () => {
    const config = await load({
      ...postgres,
      S3_BUCKET: 'minuta-archivos',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
      S3_ENDPOINT: 'http://minio.interna:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.fileStorage).toBe('s3');
    expect(config.s3).toEqual({
      endpoint: 'http://minio.interna:9000',
      bucket: 'minuta-archivos',
      region: 'us-east-1',
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      forcePathStyle: true,
      timeoutMs: 10_000,
    });
    await expect(load({ S3_BUCKET: 'minuta-archivos' })).rejects.toThrow(
      'S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY.',
    );
  });

  it('balances over every API instance, checked on /health/ready, retrying refused connections', () => {
    const config = haproxyConfig(3140, [
      { name: 'api1', port: 3141 },
      { name: 'api2', port: 3142 },
    ]);
    expect(config).toContain('bind 127.0.0.1:3140');
    expect(config).toContain('balance roundrobin');
    expect(config).toContain('option httpchk GET /health/ready\n');
    expect(config).toContain('retry-on conn-failure empty-response');
    // Only reads are sent again after a dead instance took them without answering.
    expect(config).toContain('http-request disable-l7-retry if !METH_GET');
    expect(config).toContain('server api1 127.0.0.1:3141 check');
    expect(config).toContain('server api2 127.0.0.1:3142 check');
  });
});
