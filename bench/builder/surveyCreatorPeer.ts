import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';

// SurveyJS Creator lives in bench/peers, a package of its own: it pins survey-core to its own
// version, which would clash with the app's. Installed on first use with `npm ci`, bundled with
// esbuild (production React) and served from memory on loopback.
const peersDir = join(import.meta.dirname, '../peers');

export async function startSurveyCreatorPage(surveyJson: unknown) {
  if (!existsSync(join(peersDir, 'node_modules/survey-creator-react'))) {
    console.log('Instalando SurveyJS Creator para la comparación (npm ci en bench/peers)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  }
  const bundle = await build({
    entryPoints: [join(peersDir, 'surveyCreatorPage.jsx')],
    bundle: true,
    minify: true,
    write: false,
    outdir: join(peersDir, 'out'),
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.svg': 'dataurl' },
    logLevel: 'error',
  });
  const file = (extension: string) =>
    bundle.outputFiles.find((output) => output.path.endsWith(extension))?.text ?? '';
  const script = file('.js');
  const style = file('.css');
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>SurveyJS Creator</title>
<link rel="stylesheet" href="/creator.css"><style>html,body,#root{height:100%;margin:0}</style></head>
<body><div id="root"></div><script>window.__SURVEY__=${JSON.stringify(surveyJson).replace(/</g, '\\u003c')}</script>
<script type="module" src="/creator.js"></script></body></html>`;
  const server = createServer((request, response) => {
    const [type, body] =
      request.url === '/creator.js'
        ? ['text/javascript', script]
        : request.url === '/creator.css'
          ? ['text/css', style]
          : ['text/html; charset=utf-8', html];
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    version: JSON.parse(
      readFileSync(join(peersDir, 'node_modules/survey-creator-react/package.json'), 'utf8'),
    ).version as string,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
