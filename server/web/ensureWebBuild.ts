import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `vite build` reads (vite.config.ts aliases schemas/ and engine/ into the bundle). */
export const webSources = [
  'src',
  'index.html',
  'guest.html',
  'public',
  'vite.config.ts',
  'vite.embed.config.ts',
  'vite.ssr.config.ts',
  'scripts/prerenderPages.mjs',
  'schemas',
  'engine',
  'player',
  'builder',
  'ui',
  'addins',
  'package-lock.json',
];

export type WebBuildOutcome = 'fresh' | 'built' | 'no-sources';

/**
 * Written into the web folder after the last step of a build: a folder holding only part of one
 * (a bare `vite build`, a build stopped halfway) has none, and is built again whole.
 */
export const webBuildStamp = '.build-complete';

// `npm start` (and `npm run build`, with `force`) builds the web app when its build is missing,
// incomplete or older than any of its sources, so a fresh clone and a `git pull` both serve the
// current app with one command. The steps are listed here only.
export async function ensureWebBuild(
  root: string,
  webDir: string,
  log: (line: string) => void,
  options: { force?: boolean } = {},
): Promise<WebBuildOutcome> {
  if (!options.force && !isWebBuildStale(root, webDir)) return 'fresh';
  if (!existsSync(join(root, 'index.html'))) return 'no-sources';
  log('Construyendo la aplicación web (vite build)…');
  const started = Date.now();
  const stamp = join(webDir, webBuildStamp);
  if (existsSync(stamp)) unlinkSync(stamp);
  await runViteBuild(root);
  // /embed.js (the player for other sites) goes next to the app, after it: `vite build` empties
  // the folder first.
  await runViteBuild(root, ['-c', 'vite.embed.config.ts']);
  // The public pages drawn to HTML (dist/ssr holds the renderer; it is not served).
  await runViteBuild(root, ['-c', 'vite.ssr.config.ts']);
  await runNode(root, ['scripts/prerenderPages.mjs']);
  // The Word add-in's task pane, served at /addins/word/ (wordAddinPages).
  await runNode(root, ['scripts/buildAddins.mjs', 'word', join(webDir, 'addins/word')]);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  log(`Aplicación web construida en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 'built';
}

export function isWebBuildStale(root: string, webDir: string): boolean {
  const built = mtimeOf(join(webDir, webBuildStamp));
  if (built === null) return true;
  return webSources.some((source) => newestMtime(join(root, source)) > built);
}

function runViteBuild(root: string, args: string[] = []): Promise<void> {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  return runNode(root, [vite, 'build', ...args, '--logLevel', 'warn']);
}

function runNode(root: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      // A production build whoever asks (a test runner sets NODE_ENV=test, which would make Vite
      // build React's development runtime into the app).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `No se pudo construir la aplicación web: ${args.join(' ')} terminó con ${signal ?? `código ${code}`}.`,
          ),
        );
    });
  });
}

/** The newest modification time under a path (a file, or a folder walked recursively); 0 if absent. */
function newestMtime(path: string): number {
  const stat = statOrNull(path);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function mtimeOf(path: string): number | null {
  return statOrNull(path)?.mtimeMs ?? null;
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
