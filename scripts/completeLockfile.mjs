#!/usr/bin/env node
// Adds to package-lock.json the platform-specific optional packages that the registry this
// project installs from does not carry (Biome's and Tailwind's binaries for macOS, Windows, musl,
// Android…). `npm install` leaves them out when it cannot fetch their metadata, and `npm ci` then
// refuses the lock file as out of sync. They are never installed on our Linux machines: npm skips
// them by os/cpu before fetching anything, so an entry with the platform fields is enough.
// Run after any `npm install` that rewrites the lock: `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const oses = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
];
const cpus = ['x64', 'arm64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => oses.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu) return null;
  const fields = { cpu: [cpu] };
  if (os) fields.os = [os];
  if (parts.includes('musl')) fields.libc = ['musl'];
  else if (os === 'linux' && (parts.includes('gnu') || parts.includes('gnueabihf')))
    fields.libc = ['glibc'];
  return fields;
}

const added = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${location}/node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) {
      console.error(`Cannot complete ${name}@${range} (needed by ${location || 'the project'})`);
      process.exitCode = 1;
      continue;
    }
    packages[key] = {
      version: range,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${range}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}`
    : 'Lock file already complete.',
);
