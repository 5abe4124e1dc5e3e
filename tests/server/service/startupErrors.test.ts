import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/spawnServer';

// `npm start` with a setting the operator got wrong: one Spanish line saying which, exit code 1,
// and no stack trace (the mistake is in the environment, not in the code).
describe('starting with a wrong setting', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-startup-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says which setting is wrong, in Spanish, without a stack trace', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, MINUTA_ROLE: 'nada' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'No se pudo iniciar Minuta: MINUTA_ROLE debe ser all, api o worker: nada',
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
