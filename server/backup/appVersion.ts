import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** package.json's version, recorded in every backup's manifest. */
export const appVersion: string = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
