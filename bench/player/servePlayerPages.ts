import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { ensurePeers, validatorAjv8EsbuildPlugin } from './validatorAjv8Variant';

// The pages of the player benchmark, bundled with esbuild (production React, minified) and served
// from memory on loopback, each sized for a phone by its viewport meta: Minuta's player from this
// repository with the web app's built stylesheet; the same page with @rjsf/validator-ajv8 doing
// the player's answer validation in the engine's place ('minuta-ajv',
// bench/player/validatorAjv8Variant.ts); naive rjsf and the SurveyJS Form Library from
// bench/peers (installed on first use with `npm ci`); and a static floor (the same questions as
// plain HTML). `/{product}/{size}` serves a page whose window.__DATA__ is that product's form of
// the interview of that size.

export type Product = 'minuta' | 'minuta-ajv' | 'rjsf' | 'survey' | 'floor';

const root = join(import.meta.dirname, '../..');
const peersDir = join(root, 'bench/peers');

const entries: Record<Product, string> = {
  minuta: join(root, 'bench/player/minutaPlayerPage.tsx'),
  'minuta-ajv': join(root, 'bench/player/minutaPlayerPage.tsx'),
  rjsf: join(peersDir, 'rjsfPlayerPage.jsx'),
  survey: join(peersDir, 'surveyPlayerPage.jsx'),
  floor: join(root, 'bench/player/floorPlayerPage.ts'),
};

export async function servePlayerPages(
  webDir: string,
  data: Record<Product, Record<number, unknown>>,
) {
  ensurePeers();
  const plugins: Partial<Record<Product, Plugin[]>> = {
    'minuta-ajv': [validatorAjv8EsbuildPlugin()],
  };
  const assets = new Map<string, { type: string; body: string }>();
  for (const [product, entry] of Object.entries(entries)) {
    const bundle = await build({
      entryPoints: [entry],
      plugins: plugins[product as Product] ?? [],
      bundle: true,
      minify: process.env.PLAYER_BENCH_MINIFY !== '0',
      write: false,
      outdir: join(root, 'bench/player/out'),
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.svg': 'dataurl' },
      logLevel: 'error',
    });
    for (const output of bundle.outputFiles) {
      const css = output.path.endsWith('.css');
      assets.set(`/${product}.${css ? 'css' : 'js'}`, {
        type: css ? 'text/css' : 'text/javascript',
        body: output.text,
      });
    }
  }
  // The player's classes are Tailwind's, generated into the web app's stylesheet.
  const appCss = stylesheetOf(webDir, 'index.html');
  if (!appCss) throw new Error(`no stylesheet for index.html in ${webDir}/.vite/manifest.json`);
  const appCssBody = readFileSync(join(webDir, appCss), 'utf8');
  assets.set('/minuta.css', { type: 'text/css', body: appCssBody });
  assets.set('/minuta-ajv.css', { type: 'text/css', body: appCssBody });

  const page = (product: Product, form: unknown) =>
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${product}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
${assets.has(`/${product}.css`) ? `<link rel="stylesheet" href="/${product}.css">` : ''}</head>
<body><div id="root"></div><script>window.__DATA__=${JSON.stringify(form).replace(/</g, '\\u003c')}</script>
<script type="module" src="/${product}.js"></script></body></html>`;

  const server = createServer((request, response) => {
    const asset = assets.get(request.url ?? '');
    const [, product, size] = (request.url ?? '').split('/');
    const form = data[product as Product]?.[Number(size)];
    if (asset) {
      response.writeHead(200, { 'content-type': asset.type });
      response.end(asset.body);
    } else if (form !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(product as Product, form));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const version = (name: string) =>
    JSON.parse(readFileSync(join(peersDir, 'node_modules', name, 'package.json'), 'utf8'))
      .version as string;
  return {
    // The page's script, gzip level 9 (the stylesheet is the same for both of Minuta's pages).
    scriptGzipKb: (product: Product) =>
      gzipSync(assets.get(`/${product}.js`)?.body ?? '', { level: 9 }).length / 1024,
    url: (product: Product, size: number) => `http://127.0.0.1:${port}/${product}/${size}`,
    versions: { rjsf: version('@rjsf/core'), survey: version('survey-react-ui') },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The stylesheet an HTML entry of the build links (Vite's manifest puts it on the chunk that imports
// it, the entry or one of its static imports).
export function stylesheetOf(webDir: string, entry: string): string | undefined {
  type Chunk = { css?: string[]; imports?: string[] };
  const manifest: Record<string, Chunk> = JSON.parse(
    readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'),
  );
  const seen = new Set<string>();
  const find = (key: string): string | undefined => {
    if (seen.has(key)) return undefined;
    seen.add(key);
    const chunk = manifest[key];
    return chunk?.css?.[0] ?? chunk?.imports?.map(find).find(Boolean);
  };
  return find(entry);
}
