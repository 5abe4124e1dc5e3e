import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Gauge } from 'prom-client';
import type { Db } from '../db/Database';
import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import type { ServicePart } from '../service/ServiceParts';
import { startPoller } from '../service/startPoller';
import { claimScheduledBackup, endScheduledBackup } from './claimScheduledBackup';
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
const lookEveryMs = 5 * 60 * 1000;

// Backups on a schedule, made by the server itself (so the embedded PGlite can be backed up while
// it runs): `minuta-<UTC time>.tar` in BACKUP_DIR every BACKUP_EVERY_HOURS, the newest
// BACKUP_KEEP kept. Every process with BACKUP_DIR looks every few minutes whether a backup is
// due, and takes the period in the database first (`claimScheduledBackup`): the instances of a
// cluster write one backup per period between them, not one each. Not due either while this
// process's BACKUP_DIR already holds an archive younger than the interval (restarts, and an
// upgrade from before the database kept the record, add none). A failure is logged and tried
// again an hour later, by whichever process looks first.
export async function startScheduledBackups(deps: {
  schedule: BackupSchedule & { dir: string };
  dataDir: string;
  source: BackupSource;
  appVersion: string;
  /** Where the processes of a cluster record which of them takes each period. */
  db: Db;
  availability: DatabaseAvailability;
  logger: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}): Promise<ServicePart> {
  const { schedule } = deps;
  const everyMs = schedule.everyHours * 3600 * 1000;
  const policy = {
    everyMs,
    retryMs: Math.min(everyMs, 3600 * 1000),
    // Generous: a backup of a large database takes minutes, and two at once would only cost disk.
    leaseMs: Math.max(everyMs / 2, 2 * 3600 * 1000),
  };
  await mkdir(schedule.dir, { recursive: true });
  let lastSuccess = (await archives(schedule.dir)).at(-1)?.time ?? 0;
  const poller = startPoller({
    name: 'backups',
    run: async () => {
      const now = new Date();
      if (now.getTime() - lastSuccess < everyMs) return;
      const run = await claimScheduledBackup(deps.db, policy, { id: randomUUID(), now });
      if (!run) return;
      const name = `minuta-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.tar`;
      const file = join(schedule.dir, name);
      try {
        const manifest = await createBackup({
          file,
          dataDir: deps.dataDir,
          source: deps.source,
          appVersion: deps.appVersion,
        });
        lastSuccess = now.getTime();
        const removed = await prune(schedule.dir, schedule.keep);
        await endScheduledBackup(deps.db, {
          id: run.id,
          now: new Date(),
          file: name,
          keep: schedule.keep,
        });
        deps.logger.info({ file, files: manifest.files.length, removed }, 'backup written');
      } catch (error) {
        await endScheduledBackup(deps.db, {
          id: run.id,
          now: new Date(),
          file: null,
          keep: schedule.keep,
        }).catch(() => {});
        throw error;
      }
    },
    // Looked at often enough that a period starts at most a few minutes late, rarely enough
    // that N processes asking cost nothing.
    nextDelayMs: () => Math.min(everyMs, lookEveryMs),
    retryMs: Math.min(everyMs, lookEveryMs),
    availability: deps.availability,
    logger: deps.logger,
  });
  return {
    name: 'backups',
    stop: () => poller.stop(),
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_backup_last_success_timestamp_seconds',
        help: 'When the last scheduled backup was written, by any process of the cluster (Unix time; 0 before the first).',
        registers: [registry],
        async collect() {
          // The cluster's newest, as recorded; this process's own while the database is away.
          const newest = await deps.db
            .selectFrom('scheduled_backups')
            .select((eb) => eb.fn.max('finished_at').as('at'))
            .executeTakeFirst()
            .catch(() => null);
          const at = newest?.at ? new Date(newest.at).getTime() : 0;
          this.set(Math.max(at, lastSuccess) / 1000);
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
