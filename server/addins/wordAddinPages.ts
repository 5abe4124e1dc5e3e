import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renderWordManifest } from './renderWordManifest';

// Where Word loads Office.js from (Microsoft's CDN: the add-in store refuses a pane that bundles
// its own copy) and which pages may frame the pane: Word on the web shows it in an iframe inside
// Office's own pages (officeapps.live.com for the editor; OneDrive, SharePoint, office.com,
// microsoft365.com and cloud.microsoft around it). Word for Windows and Mac show it in a
// web view without a parent page. Nothing else is allowed: same-origin scripts, styles,
// connections and images otherwise, as for the web app.
export const officeScriptOrigin = 'https://appsforoffice.microsoft.com';
export const officeFrameAncestors = [
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://*.office365.com',
  'https://*.microsoft365.com',
  'https://*.cloud.microsoft',
  'https://*.sharepoint.com',
  'https://onedrive.live.com',
];

export const wordPaneContentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${officeScriptOrigin}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  `frame-ancestors 'self' ${officeFrameAncestors.join(' ')}`,
].join('; ');

const manifestTemplate = new URL('../../addins/word/manifest.xml', import.meta.url);

// /addins/word/manifest.xml (always) and the task pane /addins/word/ (when the web app is built:
// the pane is one of its pages, built by the same `vite build`).
export async function wordAddinPages(
  app: FastifyInstance,
  options: { appUrl: string; webDir: string | null },
): Promise<void> {
  const manifest = renderWordManifest(readFileSync(manifestTemplate, 'utf8'), options.appUrl);
  app.get('/addins/word/manifest.xml', { schema: { hide: true } }, (request, reply) => {
    const download = Object.hasOwn(request.query as object, 'descargar');
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-disposition',
        `${download ? 'attachment' : 'inline'}; filename="minuta-word-manifest.xml"`,
      );
    return reply.send(manifest);
  });
  const pane = options.webDir ? join(options.webDir, 'addins/word/index.html') : null;
  if (!pane || !existsSync(pane)) return;
  const html = readFileSync(pane, 'utf8');
  for (const path of ['/addins/word', '/addins/word/']) {
    app.get(path, { schema: { hide: true } }, (_request, reply) => {
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', wordPaneContentSecurityPolicy)
        .send(html);
    });
  }
}
