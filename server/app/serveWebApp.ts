import { existsSync, readFileSync } from 'node:fs';
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
export async function serveWebApp(app: FastifyInstance, pages: WebPages): Promise<void> {
  const webDir = pages.dir;
  const assetsDir = `${join(webDir, 'assets')}${sep}`;
  const embedScript = join(webDir, 'embed.js');
  await app.register(fastifyStatic, {
    root: webDir,
    // `/` is a page like the others (below): the landing, prerendered.
    index: false,
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendAppPage(reply, pages));
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
 * A public page drawn to HTML at build time: its file, and the files drawn for a visitor whose
 * request carries a given cookie (`name=value`: the cookie consent, which hides the notice).
 */
interface PrerenderedPage {
  file: string;
  withCookie: Record<string, string>;
}

/** The built app's pages: the public ones drawn to HTML at build time, by path. */
export interface WebPages {
  dir: string;
  prerendered: ReadonlyMap<string, PrerenderedPage>;
  // The guest's pages (guest.html: the interview without the lawyer's app), when built.
  guestShell: string | null;
}

/**
 * Reads which pages the build prerendered (dist/web/prerendered.json, written by
 * scripts/prerenderPages.mjs); none when the build has no such list.
 */
export function readWebPages(webDir: string): WebPages {
  const list = join(webDir, 'prerendered.json');
  const entries = existsSync(list)
    ? Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, PrerenderedPage>)
    : [];
  return {
    dir: webDir,
    prerendered: new Map(entries),
    guestShell: existsSync(join(webDir, 'guest.html')) ? 'guest.html' : null,
  };
}

/**
 * Answers a page of the web app: a guest's page (guest.html, which loads the interview and none of
 * the lawyer's app), a public page's prerendered HTML (its first paint needs no script; the app
 * hydrates it), or the app's shell (index.html), whose client router draws the route (its own
 * /404 included). A guest's pages carry the share link's token in their path, so they send no
 * Referer anywhere (no leak to a linked site).
 */
export function sendAppPage(reply: FastifyReply, pages: WebPages) {
  const path = reply.request.url.split('?')[0] ?? '';
  if (guestPage.test(path)) {
    reply.header('referrer-policy', 'no-referrer');
    return reply.code(200).sendFile(pages.guestShell ?? 'index.html');
  }
  const page = pages.prerendered.get(pagePath(path));
  if (!page) return reply.code(200).sendFile('index.html');
  const cookies = (reply.request.headers.cookie ?? '').split(';').map((cookie) => cookie.trim());
  const variant = Object.keys(page.withCookie).find((cookie) => cookies.includes(cookie));
  reply.header('vary', 'cookie');
  return reply.code(200).sendFile(variant ? (page.withCookie[variant] as string) : page.file);
}

// `/login/` and `/login` are one page; `%C3%B1` is `ñ`.
function pagePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape names no prerendered page.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** `/questionary/{userName}/{accessData}` and `/resultado/{documentId}`: the guest's pages. */
const guestPage = /^\/(?:questionary|resultado)(?:\/|$)/;
