import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `Otro proceso (pid ${pid}) ya usa la base de datos embebida (${lockPath}). ` +
        'Detén ese proceso o usa otro DATA_DIR: dos procesos sobre el mismo directorio pierden datos.',
    );
    this.name = 'DataDirLockedError';
  }
}

// PGlite does not stop a second process from opening the same directory, and two writers
// silently lose each other's rows. A lock file created exclusively and holding our pid makes the
// second process stop instead. A lock left by a dead process (or by a previous life of our own
// pid, as happens to pid 1 in containers) is taken over.
export function acquireDataDirLock(lockPath: string): () => void {
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        releaseLock(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(lockPath, holder);
    }
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(lockPath, readHolder(lockPath) ?? 0);
}

/** Locks this process holds: our own pid in a lock file is stale only if we did not write it. */
const heldHere = new Set<string>();

function releaseLock(lockPath: string): void {
  if (readHolder(lockPath) === process.pid) unlinkSync(lockPath);
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
