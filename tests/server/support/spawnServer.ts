import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches, or when the process exits. */
  waitFor(pattern: RegExp): Promise<void>;
  /** The address it listens on, once it printed "Minuta escucha en …". */
  url(): Promise<string>;
  exited: Promise<number | null>;
  alive(): boolean;
  signal(name: NodeJS.Signals): void;
}

// `npm start`'s entry point (server/main.ts) in a real process of its own, on the environment
// given (no web build, PDF off, no demo unless asked). A guard kills it if a test forgets to.
export function spawnServer(env: Record<string, string>, guardMs = 170_000): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      PDF_WORKERS: '0',
      DOCX_WARM_ON_START: 'false',
      LOG_LEVEL: 'warn',
      // No web build: the API alone (a test that needs pages gives its own WEB_DIR).
      WEB_DIR: join(root, 'tests/no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const guard = setTimeout(() => child.kill('SIGKILL'), guardMs);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve(code);
      for (const listener of listeners) listener();
    }),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (pattern.test(output) || child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          resolve();
        }
      };
      listeners.add(check);
      check();
    });
  return {
    child,
    output: () => output,
    waitFor,
    async url() {
      await waitFor(/Minuta escucha en (http:\/\/\S+)/);
      const match = output.match(/Minuta escucha en (http:\/\/\S+)/);
      if (!match?.[1]) throw new Error(`the server did not start:\n${output}`);
      return match[1];
    },
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    signal: (name) => child.kill(name),
  };
}
