import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

export function isWebAppBuilt(webDir: string | null): webDir is string {
  return webDir !== null && existsSync(join(webDir, 'index.html'));
}

// Serves the built web app (dist/web) from the API's own port. Files under /assets/ carry a hash
// of their content in the name, so browsers keep them for a year without asking; index.html and
// the service worker are revalidated on every load, so a deploy is picked up at once.
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const assetsDir = `${join(webDir, 'assets')}${sep}`;
  const embedScript = join(webDir, 'embed.js');
  await app.register(fastifyStatic, {
    root: webDir,
    // The .br and .gz copies written next to each file at build time (precompressWebApp).
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const file = path.replace(/\.(?:br|gz)$/, '');
      reply.header('cache-control', file.startsWith(assetsDir) ? immutable : 'no-cache');
      // /embed.js runs on law firms' own sites: other origins may load it (helmet's default
      // Cross-Origin-Resource-Policy is same-origin).
      if (file === embedScript) reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

/**
 * A page of the web app: a GET (or HEAD) outside the API, /health and /assets/, that matched no
 * file. The client router decides what it shows (its own /404 included).
 */
export function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return !/^\/(?:api|health|assets)(?:\/|$)/.test(path);
}

/**
 * Answers the app's shell (index.html) for a client-side route. A guest's pages carry the share
 * link's token in their path, so they send no Referer anywhere (no leak to a linked site).
 */
export function sendAppShell(reply: FastifyReply) {
  const path = reply.request.url.split('?')[0] ?? '';
  if (guestPage.test(path)) reply.header('referrer-policy', 'no-referrer');
  return reply.code(200).sendFile('index.html');
}

/** `/questionary/{userName}/{accessData}` and `/resultado/{documentId}` (spec section 2). */
const guestPage = /^\/(?:questionary|resultado)(?:\/|$)/;
