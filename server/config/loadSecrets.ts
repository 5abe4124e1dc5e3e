import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Secrets {
  jwtSecret: string;
  adminPassword: string;
  /** The master key of client data at rest (32 bytes, base64); added to older files on start. */
  dataEncryptionKey: string;
  /** Master keys replaced by `npm run keys:rotate`, kept to open what they still wrap. */
  previousDataEncryptionKeys?: string[];
}

// Secrets not given in the environment are generated on first start and kept in the data
// directory (mode 0600), so restarts keep sessions valid and the admin password stable.
export async function loadSecrets(
  dataDir: string,
): Promise<{ secrets: Secrets; created: boolean }> {
  const path = join(dataDir, 'secrets.json');
  const existing = await readSecrets(path);
  if (existing) {
    if (existing.dataEncryptionKey) return { secrets: existing as Secrets, created: false };
    // A data directory from before encryption at rest: its key is generated once, here.
    const upgraded = { ...existing, dataEncryptionKey: newDataKey() } as Secrets;
    await writeSecrets(path, upgraded);
    return { secrets: upgraded, created: false };
  }
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    adminPassword: randomBytes(12).toString('base64url'),
    dataEncryptionKey: newDataKey(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { secrets, created: true };
}

/** Replaces secrets.json whole (written aside, then renamed, mode 0600). */
export async function writeSecrets(path: string, secrets: Secrets): Promise<void> {
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await rename(partial, path);
}

export const newDataKey = () => randomBytes(32).toString('base64');

async function readSecrets(path: string): Promise<Partial<Secrets> | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Secrets>;
    if (typeof parsed.jwtSecret === 'string' && typeof parsed.adminPassword === 'string') {
      return parsed;
    }
    throw new Error(`${path} no contiene jwtSecret y adminPassword.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
