import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` (CI's install) refuses a lock file that lacks an entry for any optional dependency,
// and this registry does not carry other platforms' binaries, so `npm install` drops them.
// `npm run lock:complete` puts them back; this test catches a lock written without it.
describe('package-lock.json', () => {
  it('has an entry for every optional dependency, as npm ci requires', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (
          !lock.packages[`node_modules/${name}`] &&
          !lock.packages[`${location}/node_modules/${name}`]
        ) {
          missing.push(`${name} (from ${location || 'package.json'})`);
        }
      }
    }
    expect(missing, 'run `npm run lock:complete`').toEqual([]);
  });
});
