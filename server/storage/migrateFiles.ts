import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FileStorage } from './FileStorage';

export interface FileMigration {
  copied: number;
  /** Already in the target (an earlier run that stopped mid-way). */
  skipped: number;
}

// Copies every file of a local store (DATA_DIR/files) into another store, key for key. Files
// already in the target are left alone, so a run that stopped can simply be started again. The
// source is not touched: once the server runs on the new store, the folder can be removed.
export async function migrateLocalFiles(
  root: string,
  target: FileStorage,
  source: FileStorage,
  onFile: (key: string) => void = () => {},
): Promise<FileMigration> {
  const result: FileMigration = { copied: 0, skipped: 0 };
  for (const key of await listKeys(root)) {
    if (await target.get(key)) {
      result.skipped++;
      continue;
    }
    const bytes = await source.get(key);
    if (!bytes) continue;
    await target.put(key, bytes);
    result.copied++;
    onFile(key);
  }
  return result;
}

async function listKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
