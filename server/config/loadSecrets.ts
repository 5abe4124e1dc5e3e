import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Secrets {
  jwtSecret: string;
  adminPassword: string;
}

// Secrets not given in the environment are generated on first start and kept in the data
// directory (mode 0600), so restarts keep sessions valid and the admin password stable.
export async function loadSecrets(
  dataDir: string,
): Promise<{ secrets: Secrets; created: boolean }> {
  const path = join(dataDir, 'secrets.json');
  const existing = await readSecrets(path);
  if (existing) return { secrets: existing, created: false };
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    adminPassword: randomBytes(12).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { secrets, created: true };
}

async function readSecrets(path: string): Promise<Secrets | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Secrets>;
    if (typeof parsed.jwtSecret === 'string' && typeof parsed.adminPassword === 'string') {
      return { jwtSecret: parsed.jwtSecret, adminPassword: parsed.adminPassword };
    }
    throw new Error(`${path} no contiene jwtSecret y adminPassword.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
