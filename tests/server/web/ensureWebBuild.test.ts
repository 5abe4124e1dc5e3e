import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isWebBuildStale, webBuildStamp } from '@server/web/ensureWebBuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

describe('isWebBuildStale', () => {
  let root: string;
  let webDir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'minuta-build-'));
    webDir = join(root, 'dist/web');
    mkdirSync(join(root, 'src/pages'), { recursive: true });
    mkdirSync(webDir, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(root, 'src/pages/Landing.tsx'), 'export {}');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
  const build = (seconds: number) => {
    writeFileSync(join(webDir, 'index.html'), '<html></html>');
    writeFileSync(join(webDir, webBuildStamp), 'built');
    at('dist/web/index.html', seconds);
    at(`dist/web/${webBuildStamp}`, seconds);
  };
  const sourcesAt = (seconds: number) => {
    for (const path of ['index.html', 'src/pages/Landing.tsx', 'src/pages', 'src'])
      at(path, seconds);
  };

  it('is stale when nothing is built', () => {
    expect(isWebBuildStale(root, webDir)).toBe(true);
  });

  it('is stale when only part of a build is there (a bare vite build)', () => {
    sourcesAt(1_000);
    writeFileSync(join(webDir, 'index.html'), '<html></html>');
    at('dist/web/index.html', 2_000);
    expect(isWebBuildStale(root, webDir)).toBe(true);
  });

  it('is fresh when the build is newer than every source', () => {
    sourcesAt(1_000);
    build(2_000);
    expect(isWebBuildStale(root, webDir)).toBe(false);
  });

  it('is stale when a file deep in src/ changed after the build', () => {
    sourcesAt(1_000);
    build(2_000);
    at('src/pages/Landing.tsx', 3_000);
    expect(isWebBuildStale(root, webDir)).toBe(true);
  });

  it('is stale when a schema the bundle imports changed', () => {
    sourcesAt(1_000);
    mkdirSync(join(root, 'schemas/api'), { recursive: true });
    writeFileSync(join(root, 'schemas/api/contact.ts'), 'export {}');
    for (const path of ['schemas', 'schemas/api']) at(path, 1_000);
    build(2_000);
    at('schemas/api/contact.ts', 3_000);
    expect(isWebBuildStale(root, webDir)).toBe(true);
  });
});
