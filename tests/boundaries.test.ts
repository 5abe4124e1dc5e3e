import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const biome = join(root, 'node_modules/.bin/biome');

// Lints a probe file placed at `path` under a scratch copy of the project's biome.json, so the
// real per-folder rules apply without touching the working tree.
function lintAs(path: string, source: string): { ok: boolean; output: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'minuta-boundaries-'));
  try {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
    mkdirSync(join(scratch, dirname(path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
    const output = execFileSync(biome, ['lint', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The packages engine/ may use: pure libraries that run the same in a browser and in Node.
const enginePackages = new Set(['typebox']);

describe('folder boundaries', () => {
  it.each([
    ["import React from 'react';", 'no React'],
    ["import { readFileSync } from 'node:fs';", 'no Node built-ins'],
    ["import fs from 'fs';", 'no server libraries or Node built-ins'],
    ["import { Pool } from 'pg';", 'no database access'],
    ["import Ajv from 'ajv';", 'validates by reading schemas'],
    ["import { db } from '../server/db';", 'imports only schemas/ and pure libraries'],
    ["import { app } from '@server/app';", 'imports only schemas/ and pure libraries'],
  ])('the lint step refuses `%s` in engine/', (line, message) => {
    const result = lintAs('engine/probe.ts', `${line}\nexport const probe = 1;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it('the lint step accepts schemas/ and pure libraries in engine/', () => {
    const source =
      "import { Type } from 'typebox';\nimport { limits } from '@schemas/limits';\nexport const probe = [Type, limits];\n";
    expect(lintAs('engine/probe.ts', source)).toMatchObject({ ok: true });
  });

  it.each([
    [
      'builder/probe.ts',
      "import { App } from '../src/App';",
      'builder/ never imports src/ or server/.',
    ],
    [
      'player/probe.ts',
      "import { x } from '@builder/index';",
      'player/ never imports builder/, src/ or server/.',
    ],
    [
      'ui/probe.ts',
      "import { compileInterview } from '@engine/index';",
      'ui/ imports no other folder of ours.',
    ],
    [
      'addins/pane/probe.ts',
      "import { buildApp } from '../../server/app/buildApp';",
      'addins/ talks to Minuta through its API only',
    ],
    [
      'addins/word/probe.ts',
      "import { App } from '@src/App';",
      'addins/ talks to Minuta through its API only',
    ],
    [
      'addins/google-docs/server/probe.ts',
      "import { readFileSync } from 'node:fs';",
      'addins/ runs in Word, Google Docs and Apps Script',
    ],
  ])('the lint step refuses a wrong import in %s', (path, line, message) => {
    const result = lintAs(path, `${line}\nexport const probe = 1;\n`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it('the lint step refuses React in server/', () => {
    const result = lintAs(
      'server/probe.ts',
      "import React from 'react';\nexport const probe = React;\n",
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('server/ never imports React');
  });

  it('engine/ imports nothing but schemas/, itself and pure libraries', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'engine'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm,
      )) {
        const specifier = match[1] ?? '';
        const allowed =
          specifier.startsWith('@schemas/') ||
          (specifier.startsWith('.') &&
            !relative(join(root, 'engine'), join(file, '..', specifier)).startsWith('..')) ||
          enginePackages.has(
            specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/'),
          );
        if (!allowed) offenders.push(`${relative(root, file)}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
