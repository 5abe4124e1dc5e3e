import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

// The benchmark's variant "Minuta with validator-ajv8": the same player, whose answer validation
// (player/model/navigation.ts's `validateAnswers` from `@engine/index`) is bundled from
// bench/player/ajvValidateAnswers.ts instead. Only the bench's builds use these plugins: the
// player bench's page (esbuild) and the embed's size (Vite, vite.embedWithAjv.config.ts); the
// product's code and builds are untouched. validator-ajv8 comes from bench/peers/, and its
// @rjsf/utils is the app's own copy (the same version), as one application would bundle them.

// Not `import.meta.dirname`: Vite bundles this file into the embed variant's config.
export const root = fileURLToPath(new URL('../..', import.meta.url));
export const peersDir = join(root, 'bench/peers');
const navigationModule = join(root, 'player/model/navigation.ts');
const engineIndex = join(root, 'engine/index');
const ajvModule = join(root, 'bench/player/ajvValidateAnswers.ts');
const peerModules = join(peersDir, 'node_modules');

// The peers (rjsf, validator-ajv8, SurveyJS) are installed into bench/peers/ on first use.
export function ensurePeers(): void {
  if (!existsSync(join(peerModules, '@rjsf/validator-ajv8'))) {
    console.log('Instalando rjsf y SurveyJS para la comparación (npm ci en bench/peers)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  }
}

// `@engine/index` as navigation.ts imports it (before or after the `@engine` alias).
const isEngineIndex = (source: string) =>
  source === '@engine/index' || source.replace(/(\/index)?\.ts$/, '') === engineIndex;

export function validatorAjv8EsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'validator-ajv8-in-place-of-the-engine',
    setup(build) {
      build.onResolve({ filter: /^@engine\/index$/ }, (args) =>
        args.importer === navigationModule ? { path: ajvModule } : undefined,
      );
      // Resolved from bench/peers/ (that resolution comes back here, and is left to esbuild).
      build.onResolve({ filter: /^@rjsf\/validator-ajv8$/ }, (args) =>
        args.resolveDir === peersDir
          ? undefined
          : build.resolve(args.path, { kind: args.kind, resolveDir: peersDir }),
      );
      build.onResolve({ filter: /^@rjsf\/utils$/ }, (args) =>
        args.importer.startsWith(peerModules)
          ? build.resolve(args.path, { kind: args.kind, resolveDir: root })
          : undefined,
      );
    },
  };
}

export function validatorAjv8VitePlugin(): VitePlugin {
  return {
    name: 'validator-ajv8-in-place-of-the-engine',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === navigationModule && isEngineIndex(source)) return ajvModule;
      if (source === '@rjsf/validator-ajv8')
        return this.resolve(source, join(peersDir, 'package.json'), { skipSelf: true });
      if (source === '@rjsf/utils' && importer?.startsWith(peerModules))
        return this.resolve(source, join(root, 'package.json'), { skipSelf: true });
      return null;
    },
  };
}
