import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@server/db/acquireDataDirLock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

interface ServerProcess {
  output(): string;
  /** Resolves once the output matches, or when the process exits. */
  waitFor(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
  stop(): void;
}

/** Runs `npm start`'s entry point in a real process of its own. */
function spawnServer(dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const guard = setTimeout(() => child.kill('SIGKILL'), 80_000);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve(code);
      for (const listener of listeners) listener();
    }),
  );
  return {
    output: () => output,
    waitFor: (pattern) =>
      new Promise((resolve) => {
        const check = () => {
          if (pattern.test(output) || child.exitCode !== null) resolve();
        };
        listeners.push(check);
        check();
      }),
    exited,
    stop: () => child.kill('SIGTERM'),
  };
}

describe('the embedded database directory lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'minuta-lock-'));
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops a second server on the same data directory with a clear message', async () => {
    const first = spawnServer(dataDir);
    try {
      await first.waitFor(/Minuta escucha/);
      expect(first.output()).toContain('Minuta escucha en http://127.0.0.1:');
      const second = spawnServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/Otro proceso \(pid \d+\) ya usa la base de datos embebida/);
      expect(second.output()).toContain('usa otro DATA_DIR');
      expect(second.output()).not.toContain('Minuta escucha');
    } finally {
      first.stop();
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 90_000);

  it('takes over a lock left by a process that no longer exists', async () => {
    const lockPath = join(dataDir, 'stale.lock');
    writeFileSync(lockPath, '2147483646\n');
    const release = acquireDataDirLock(lockPath);
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second open of the same directory inside one process', () => {
    const lockPath = join(dataDir, 'twice.lock');
    const release = acquireDataDirLock(lockPath);
    try {
      expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    acquireDataDirLock(lockPath)();
  });

  it('refuses a lock held by another live process', () => {
    const lockPath = join(dataDir, 'held.lock');
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
  });
});
