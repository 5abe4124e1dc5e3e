import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWebDir, loadConfig, parseMeasurementId } from '@server/config/loadConfig';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'clave', ...env });

  it.each([
    ['G-ABCD1234', 'G-ABCD1234'],
    ['  G-XYZ9  ', 'G-XYZ9'],
    ['g-abcd1234', null],
    ['UA-12345-1', null],
    ['G-ABC', null],
    ['G-ABCD1234"><script>', null],
    ['', null],
  ])('reads ANALYTICS_MEASUREMENT_ID %j as %j', (value, expected) => {
    expect(parseMeasurementId(value)).toBe(expected);
  });

  it('turns analytics off without the variable and serves dist/web by default', async () => {
    const config = await load({});
    expect(config.analyticsMeasurementId).toBeNull();
    expect(config.webDir).toBe(defaultWebDir);
    expect(defaultWebDir).toBe(join(import.meta.dirname, '../../../dist/web'));
  });

  it('takes the measurement id, WEB_DIR and ADMIN_EMAIL from the environment', async () => {
    const config = await load({
      ANALYTICS_MEASUREMENT_ID: 'G-MINUTA2024',
      WEB_DIR: '/srv/minuta/web',
      ADMIN_EMAIL: ' Equipo@Minuta.Test ',
    });
    expect(config.analyticsMeasurementId).toBe('G-MINUTA2024');
    expect(config.webDir).toBe('/srv/minuta/web');
    expect(config.admin.email).toBe('equipo@minuta.test');
  });

  it('keeps download links to 5 minutes at most, shorter if asked', async () => {
    expect((await load({})).generation.fileLinkSeconds).toBe(300);
    expect((await load({ FILE_LINK_SECONDS: '120' })).generation.fileLinkSeconds).toBe(120);
    await expect(load({ FILE_LINK_SECONDS: '600' })).rejects.toThrow(
      'Valor no válido en la configuración: 600 (entero de 10 a 300).',
    );
  });

  it('takes the database waits from the environment, within bounds', async () => {
    expect((await load({})).database.timeouts).toMatchObject({ connectMs: 3000, probeMs: 1000 });
    const patient = await load({
      DATABASE_CONNECT_TIMEOUT_MS: '10000',
      DATABASE_CHECK_TIMEOUT_MS: '8000',
    });
    expect(patient.database.timeouts).toMatchObject({ connectMs: 10_000, probeMs: 8000 });
    await expect(load({ DATABASE_CHECK_TIMEOUT_MS: '10' })).rejects.toThrow(
      'DATABASE_CHECK_TIMEOUT_MS debe ser un número entero mayor o igual que 100: 10',
    );
  });

  it('allows 20 sign-ups an hour from one address unless told otherwise', async () => {
    expect((await load({})).rateLimits.registerPerIp).toEqual({ limit: 20, windowSeconds: 3600 });
    const roomy = await load({ REGISTRATIONS_PER_IP_HOUR: '200' });
    expect(roomy.rateLimits.registerPerIp.limit).toBe(200);
    // The other brakes stay as they are.
    expect(roomy.rateLimits.contactPerIp.limit).toBe(5);
    await expect(load({ REGISTRATIONS_PER_IP_HOUR: '0' })).rejects.toThrow(
      'REGISTRATIONS_PER_IP_HOUR debe ser un número entero mayor o igual que 1: 0',
    );
  });

  it('sets the slow-client timeouts, from the environment when given', async () => {
    expect((await load({})).http).toMatchObject({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
      jsonMaxDepth: 64,
    });
    const config = await load({ HTTP_HEADERS_TIMEOUT_MS: '10000' });
    expect(config.http.headersTimeoutMs).toBe(10_000);
  });
});
