import { join, resolve } from 'node:path';
import { isWebAppBuilt } from './app/serveWebApp';
import { defaultWebDir } from './config/loadConfig';
import { ensureWebBuild } from './web/ensureWebBuild';
import { precompressWebApp } from './web/precompressWebApp';

// `npm start`: builds the web app if it is missing or older than its sources, compresses it once,
// then runs the server (main.ts). A WEB_DIR given in the environment is a deployment's own build
// and is served as it is.
async function start(): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const webDir = resolve(process.env.WEB_DIR || defaultWebDir);
  if (webDir === defaultWebDir) {
    const outcome = await ensureWebBuild(join(import.meta.dirname, '..'), webDir, log);
    if (outcome === 'no-sources') {
      log('La aplicación web no está construida y no están sus fuentes: se sirve solo la API.');
    }
  }
  if (isWebAppBuilt(webDir)) {
    // Without the copies the app is still served, uncompressed (e.g. a read-only WEB_DIR).
    await precompressWebApp(webDir).catch((error: unknown) =>
      log(`No se pudieron comprimir los archivos de la aplicación web: ${String(error)}`),
    );
  }
  await import('./main');
}

start().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
