import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressWebApp } from '@server/web/precompressWebApp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('precompressWebApp', () => {
  let webDir: string;
  const script = 'console.log("Minuta");\n'.repeat(200);
  beforeEach(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'minuta-precompress-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets/index-abc.js'), script);
    writeFileSync(join(webDir, 'assets/index-abc.js.map'), script);
    writeFileSync(join(webDir, 'assets/logo.png'), Buffer.alloc(4096));
    writeFileSync(join(webDir, 'index.html'), '<div id="root"></div>');
  });
  afterEach(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    expect(await precompressWebApp(webDir)).toBe(2);
    const file = join(webDir, 'assets/index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('leaves images, source maps and files too small to gain alone', async () => {
    await precompressWebApp(webDir);
    for (const path of ['assets/logo.png', 'assets/index-abc.js.map', 'index.html']) {
      expect(existsSync(join(webDir, `${path}.br`)), path).toBe(false);
    }
  });

  it('writes nothing the second time, and again once the file changed', async () => {
    await precompressWebApp(webDir);
    expect(await precompressWebApp(webDir)).toBe(0);
    const file = join(webDir, 'assets/index-abc.js');
    writeFileSync(file, `${script}// v2\n`);
    const later = Date.now() / 1000 + 60;
    utimesSync(file, later, later);
    expect(await precompressWebApp(webDir)).toBe(2);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toContain('// v2');
  });
});
