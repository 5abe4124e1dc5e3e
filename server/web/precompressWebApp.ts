import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const minimumBytes = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Writes a .br and a .gz copy next to every text file of the built app, once, so the static
// server sends compressed bytes without compressing on each request (@fastify/static
// `preCompressed`). A copy older than its file is written again. Answers how many files it wrote.
export async function precompressWebApp(webDir: string): Promise<number> {
  let written = 0;
  for (const file of await listFiles(webDir)) {
    if (!compressible.has(extname(file))) continue;
    const source = await stat(file);
    if (source.size < minimumBytes) continue;
    let content: Buffer | null = null;
    for (const [suffix, compress] of encoders) {
      const target = `${file}${suffix}`;
      const existing = await stat(target).catch(() => null);
      if (existing && existing.mtimeMs >= source.mtimeMs) continue;
      content ??= await readFile(file);
      await writeFile(target, await compress(content));
      written++;
    }
  }
  return written;
}

const encoders: Array<[string, (content: Buffer) => Promise<Buffer>]> = [
  [
    '.br',
    (content) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  ],
  ['.gz', (content) => gzipAsync(content, { level: 9 })],
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}
