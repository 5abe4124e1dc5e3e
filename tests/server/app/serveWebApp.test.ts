import { cpSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWebDir } from '@server/config/loadConfig';
import { ensureWebBuild } from '@server/web/ensureWebBuild';
import { precompressWebApp } from '@server/web/precompressWebApp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

const root = join(import.meta.dirname, '../../..');

// The built web app and the API on one port, over real HTTP. The app is built once if the
// checkout has no build (about 2 s), then copied, so compressing it touches nothing in dist/.
describe('the web app served with the API', () => {
  let api: TestApi;
  let webDir: string;
  let origin: string;
  let indexHtml: string;
  let guestHtml: string;
  const prerendered = (file: string) =>
    readFileSync(join(webDir, 'prerendered', `${file}.html`), 'utf8');
  beforeAll(async () => {
    // Builds when dist/web is missing or older than its sources (a no-op otherwise).
    await ensureWebBuild(root, defaultWebDir, () => {});
    webDir = await mkdtemp(join(tmpdir(), 'minuta-web-'));
    cpSync(defaultWebDir, webDir, { recursive: true });
    await precompressWebApp(webDir);
    indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
    guestHtml = readFileSync(join(webDir, 'guest.html'), 'utf8');
    api = await startTestApi('pglite', { webDir, analyticsMeasurementId: 'G-MINUTA2024' });
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);

  it('answers / with the landing drawn at build time, revalidated on every load', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toBe(prerendered('index'));
    // Readable before any script runs: the hero, the sections, the footer, and the cookie notice
    // of a first visit; the app's own script hydrates it.
    expect(html).toContain('<h1');
    expect(html).toContain('id="precios"');
    expect(html).toContain('Usamos cookies');
    // The theme follows the visitor's system until the app applies the saved one.
    expect(html).toMatch(/<html lang="es" dir="ltr" data-responsive-fonts="true">/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LandingPage-/);
  });

  it('serves pages and files without Node warning of a listener leak', async () => {
    // Node warns once per response that passes its listener threshold; the server log of a busy
    // site would fill with false alarms that hide a real leak.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (const path of ['/', '/login', '/app/users/overview', '/robots.txt'])
        expect((await get(path)).status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith('MaxListeners'))).toEqual([]);
  });

  it('asks for every stylesheet before any script, on the public pages, the guest page and the app', async () => {
    // The first paint waits for the stylesheets only: listed after the scripts, one waited for a
    // free connection behind them (six per host on HTTP/1.1).
    for (const path of ['/', '/login', '/questionary/estudio-perez/abcDEF_123-xyz', '/app']) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const tags = [...head.matchAll(/<(script|link rel="(?:stylesheet|modulepreload)")/g)].map(
        (match) => (match[1] === 'script' ? 'script' : (match[1] as string).slice(10, -1)),
      );
      const stylesheets = tags.filter((tag) => tag === 'stylesheet').length;
      expect(stylesheets, path).toBeGreaterThan(0);
      expect(tags.slice(0, stylesheets), path).toEqual(Array(stylesheets).fill('stylesheet'));
      expect(tags.length, path).toBeGreaterThan(stylesheets);
    }
    // The landing's own stylesheet (the prerendered markup's style attributes) is one of them.
    const landing = await (await get('/')).text();
    expect(landing.indexOf('/assets/prerendered-')).toBeLessThan(landing.indexOf('<script'));
  });

  it.each([
    ['/login', 'login', 'Inicia sesión'],
    ['/login/', 'login', 'Inicia sesión'],
    ['/register', 'register', 'Crea tu cuenta'],
    ['/restablecer-contrase%C3%B1a', 'restablecer-contraseña', 'Restablece tu contraseña'],
    ['/policies/terms', 'policies/terms', 'Términos y condiciones'],
    ['/contacto/desarrollador', 'contacto/desarrollador', 'Solicita un desarrollo'],
    ['/404', '404', 'No encontramos esta página'],
  ])('answers the public page %s drawn at build time', async (path, file, heading) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const html = await first.text();
    expect(html).toBe(prerendered(file));
    expect(html).toContain(heading);
    expect(html).toContain('Usamos cookies');
    // A visitor who agreed to cookies gets the page without the notice (nothing to hide later).
    const agreed = await get(path, {
      headers: { cookie: 'otra=1; minuta_cookie_consent=yes' },
    });
    const withoutNotice = await agreed.text();
    expect(withoutNotice).toBe(prerendered(`${file}.consentido`));
    expect(withoutNotice).toContain(heading);
    expect(withoutNotice).not.toContain('Usamos cookies');
  });

  it('keeps every prerendered page within the Content-Security-Policy: no inline script or style', async () => {
    const pages = JSON.parse(readFileSync(join(webDir, 'prerendered.json'), 'utf8')) as Record<
      string,
      { file: string; withCookie: Record<string, string> }
    >;
    const files = Object.values(pages).flatMap((page) => [
      page.file,
      ...Object.values(page.withCookie),
    ]);
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const file of [...files, 'guest.html']) {
      const html = readFileSync(join(webDir, file), 'utf8');
      expect(html, file).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, file).not.toMatch(/\sstyle="/);
      expect(html, file).not.toMatch(/<style[\s>]/);
    }
  });

  it('serves /embed.js as a script other sites may load, defining <minuta-interview>', async () => {
    const response = await get('/embed.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const script = await response.text();
    expect(script).toContain('minuta-interview');
    // Built for production even when a test runner (NODE_ENV=test) asked for the build.
    expect(script).not.toContain('jsxDEV');
    // The app's own files stay same-origin.
    const page = await get('/');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it.each([
    '/app/users/overview',
    '/restablecer-contraseña/abc.DEF-123',
    '/payment',
    '/policies/otra',
    '/no-existe',
  ])('answers the client route %s with index.html', async (path) => {
    const response = await get(encodeURI(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(indexHtml);
  });

  it('keeps the JSON 404 for unknown API paths and for non-GET requests', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['GET', '/api'],
      ['POST', '/policies/terms'],
    ] as const) {
      const response = await get(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Servicio no encontrado',
      });
    }
    expect((await get('/health')).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves content-hashed assets for a year, compressed, and a missing one as 404', async () => {
    const script = indexHtml.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    if (!script) throw new Error('index.html names no script');
    const response = await get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(readFileSync(join(webDir, script), 'utf8'));
    const missing = await get('/assets/index-no-existe.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('revalidates the service worker on every load', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a Content-Security-Policy the app runs under, with the analytics tag when configured', async () => {
    const response = await get('/');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    // No inline styles in markup (tests/e2e/contentSecurityPolicy.spec.ts checks every page).
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com']),
    );
    // Only the app's own pages may frame it (the preview's phone view); no other site.
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(policy['object-src']).toEqual(["'none'"]);
    // Served over http here: upgrading would send the app's own requests to https.
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    // The page loads no inline script the policy would block.
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(indexHtml).not.toMatch(/<style|\sstyle=/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses every frame to the page that approves an add-in, even our own', async () => {
    const connect = await get('/app/conectar?codigo=BCDF-GHJK');
    expect(connect.status).toBe(200);
    expect(directives(connect.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'none'",
    ]);
    expect(connect.headers.get('x-frame-options')).toBe('DENY');
    const other = await get('/app/users/overview');
    expect(directives(other.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'self'",
    ]);
  });

  it('answers a guest’s pages with the guest page, which sends no Referer (its path carries the link’s token)', async () => {
    for (const path of ['/questionary/estudio-perez/abcDEF_123-xyz', '/resultado/42']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(guestHtml);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    // Its own entry (none of the lawyer's app), the interview's code asked for at once, and the
    // frame drawn while it loads.
    expect(guestHtml).toMatch(
      /<script type="module" crossorigin src="\/assets\/guest-[\w-]+\.js">/,
    );
    expect(guestHtml).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/PlayerWithDocument-/,
    );
    expect(guestHtml).not.toContain('/assets/index-');
    expect(guestHtml).toContain('Cargando el cuestionario…');
    expect((await get('/questionaryx')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('answers the public app configuration', async () => {
    const response = await get('/api/v1/app/config');
    expect(await response.json()).toEqual({
      analyticsMeasurementId: 'G-MINUTA2024',
      version: '2.0.02092024',
    });
  });
});

describe('the security headers without analytics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { appUrl: 'https://minuta.example' });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('allows only our own scripts and connections, and upgrades requests behind HTTPS', async () => {
    const response = await api.get('/api/v1/app/config');
    expect(response.json().analyticsMeasurementId).toBeNull();
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('answers every non-API path with the JSON 404 when no web app is built', async () => {
    const response = await api.get('/policies/terms');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

function directives(header: string | null): Record<string, string[]> {
  const entries = (header ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name, ...values]) => [name, values]);
  return Object.fromEntries(entries);
}
