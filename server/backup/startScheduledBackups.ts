import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Gauge } from 'prom-client';
import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import type { ServicePart } from '../service/ServiceParts';
import { startPoller } from '../service/startPoller';
import type { BackupSource } from './createBackup';
import { createBackup } from './createBackup';

export interface BackupSchedule {
  /** Where the archives go; null: no scheduled backups. */
  dir: string | null;
  everyHours: number;
  /** How many archives to keep; older ones are deleted after each new one. */
  keep: number;
}

const archiveName = /^minuta-\d{8}T\d{6}Z\.tar$/;

// Backups on a schedule, made by the server itself (so the embedded PGlite can be backed up while
// it runs): `minuta-<UTC time>.tar` in BACKUP_DIR every BACKUP_EVERY_HOURS, the newest
// BACKUP_KEEP kept. The first one is due an interval after the newest archive already there, so
// restarts do not add backups. A failure is logged and tried again an hour later.
export async function startScheduledBackups(deps: {
  schedule: BackupSchedule & { dir: string };
  dataDir: string;
  source: BackupSource;
  appVersion: string;
  availability: DatabaseAvailability;
  logger: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}): Promise<ServicePart> {
  const { schedule } = deps;
  const everyMs = schedule.everyHours * 3600 * 1000;
  await mkdir(schedule.dir, { recursive: true });
  let lastSuccess = (await archives(schedule.dir)).at(-1)?.time ?? 0;
  const poller = startPoller({
    name: 'backups',
    firstDelayMs: Math.max(0, lastSuccess + everyMs - Date.now()),
    run: async () => {
      const now = new Date();
      const file = join(schedule.dir, `minuta-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.tar`);
      const manifest = await createBackup({
        file,
        dataDir: deps.dataDir,
        source: deps.source,
        appVersion: deps.appVersion,
      });
      lastSuccess = now.getTime();
      const removed = await prune(schedule.dir, schedule.keep);
      deps.logger.info({ file, files: manifest.files.length, removed }, 'backup written');
    },
    nextDelayMs: () => everyMs,
    retryMs: Math.min(everyMs, 3600 * 1000),
    availability: deps.availability,
    logger: deps.logger,
  });
  return {
    name: 'backups',
    stop: () => poller.stop(),
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_backup_last_success_timestamp_seconds',
        help: 'When the last scheduled backup was written (Unix time; 0 before the first).',
        registers: [registry],
        collect() {
          this.set(lastSuccess / 1000);
        },
      });
    },
  };
}

/** Our archives, oldest first, with the time their name records (copies keep it; mtimes do not). */
async function archives(dir: string): Promise<Array<{ name: string; time: number }>> {
  return (await readdir(dir))
    .filter((name) => archiveName.test(name))
    .sort()
    .map((name) => {
      const digits = name.replace(/\D/g, '');
      const part = (from: number, length: number) => Number(digits.slice(from, from + length));
      const time = Date.UTC(
        part(0, 4),
        part(4, 2) - 1,
        part(6, 2),
        part(8, 2),
        part(10, 2),
        part(12, 2),
      );
      return { name, time };
    });
}

async function prune(dir: string, keep: number): Promise<string[]> {
  const old = (await archives(dir)).slice(0, -keep).map((archive) => archive.name);
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })));
  return old;
}
