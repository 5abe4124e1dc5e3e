import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram } from 'prom-client';
import { isConnectionFailure } from '../db/isConnectionFailure';
import type { OpenDatabase } from '../db/openDatabase';
import type { DocxRenderer } from '../generation/docx/createDocxRenderer';
import type { PdfConverter } from '../generation/pdf/createPdfConverter';
import type { JobQueue } from '../jobs/JobQueue';
import { queues } from '../jobs/queues';
import { getOutboxBacklog, type OutboxBacklog } from '../mail/getOutboxBacklog';
import type { Mailer } from '../mail/Mailer';
import type { Clock } from '../ports/Clock';
import type { ServicePart } from './ServiceParts';

// The parts every server process has. Health answers the question a load balancer asks ("can
// this instance serve requests?"), so the database is checked through the same pool requests
// use; the PDF converter and the mail outbox are reported but never take the instance out
// (DOCX and everything else still work, and mail waits in the outbox). README.md ("Metrics")
// describes every metric registered here.

export function databasePart(database: OpenDatabase): ServicePart {
  return {
    name: 'database',
    critical: true,
    async health() {
      const details = { kind: database.kind };
      try {
        await sql`select 1`.execute(database.db);
        return { status: 'ok', details };
      } catch {
        const downSince = database.availability.downSince?.toISOString() ?? null;
        return { status: 'down', details: { ...details, downSince } };
      }
    },
    // The availability monitor probes on a connection of its own every second (0.5 s while
    // down), so this knows within about a second that the database is gone, without waiting
    // behind the requests in the pool.
    ready: () => database.availability.state === 'up',
    stop: () => database.close(),
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_database_up',
        help: 'Whether the database answers (1) or is down (0), as the availability monitor sees it.',
        registers: [registry],
        collect() {
          this.set(database.availability.state === 'up' ? 1 : 0);
        },
      });
      const outages = new Counter({
        name: 'minuta_database_outages_total',
        help: 'Database outages since the process started.',
        registers: [registry],
      });
      database.availability.onChange((state) => {
        if (state === 'down') outages.inc();
      });
      new Gauge({
        name: 'minuta_database_pool_connections',
        help: 'Connections of the PostgreSQL pool: in_use, idle, and requests waiting for one.',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const counts = database.poolCounts();
          this.set({ state: 'in_use' }, counts.inUse);
          this.set({ state: 'idle' }, counts.idle);
          this.set({ state: 'waiting' }, counts.waiting);
        },
      });
    },
  };
}

// The DOCX threads of a process that answers requests. Never down: a thread that fails to start
// fails its render, and the next render starts another.
export function docxPart(docx: DocxRenderer): ServicePart {
  return {
    name: 'docx',
    stop: () => docx.stop(),
    async health() {
      return { status: 'ok', details: { ...docx.status(), replaced: docx.replaced() } };
    },
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_docx_threads',
        help: 'DOCX render threads: configured, ready (started), busy (rendering) and waiting renders.',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const status = docx.status();
          this.set({ state: 'configured' }, status.threads);
          this.set({ state: 'ready' }, status.ready);
          this.set({ state: 'busy' }, status.busy);
          this.set({ state: 'waiting' }, status.waiting);
        },
      });
    },
  };
}

export function pdfPart(converter: PdfConverter): ServicePart {
  return {
    name: 'pdf',
    // After the job workers (started after this part, stopped before it), so no conversion of
    // theirs is cut short by the converter going away.
    stop: () => converter.stop(),
    async health() {
      const { available, reason, workers, ready, queued, sandbox, sandboxWarning } =
        converter.status();
      // Turned off on purpose (PDF_WORKERS=0) is not a fault.
      const status = available || workers === 0 ? 'ok' : 'down';
      return {
        status,
        details: { available, reason, workers, ready, queued, sandbox, sandboxWarning },
      };
    },
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_pdf_queue_depth',
        help: 'Conversions waiting for a LibreOffice worker.',
        registers: [registry],
        collect() {
          this.set(converter.status().queued);
        },
      });
      new Gauge({
        name: 'minuta_pdf_workers',
        help: 'LibreOffice workers: configured, ready (started) and busy (converting).',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const status = converter.status();
          this.set({ state: 'configured' }, status.workers);
          this.set({ state: 'ready' }, status.ready);
          this.set({ state: 'busy' }, status.busy);
        },
      });
      const durations = new Histogram({
        name: 'minuta_pdf_conversion_duration_seconds',
        help: 'Time of each DOCX → PDF conversion on a worker, by outcome (ok, failed, timeout, crashed).',
        labelNames: ['outcome'],
        buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
        registers: [registry],
      });
      const restarts = new Counter({
        name: 'minuta_pdf_worker_restarts_total',
        help: 'LibreOffice workers restarted: died (crash or timeout) or recycled after their job quota.',
        labelNames: ['reason'],
        registers: [registry],
      });
      converter.onEvent((event) => {
        if (event.type === 'conversion') {
          durations.observe({ outcome: event.outcome }, event.ms / 1000);
        } else {
          restarts.inc({ reason: event.reason });
        }
      });
    },
  };
}

/**
 * PDF as an API instance sees it (MINUTA_ROLE=api): it converts nothing itself, so PDF is
 * available while some worker process of the cluster runs LibreOffice.
 */
export function clusterPdfPart(jobs: JobQueue): ServicePart {
  return {
    name: 'pdf',
    async health() {
      const details = (capacity: number, reason: string | null) => ({
        available: capacity > 0,
        reason,
        workers: capacity,
        ready: capacity,
        queued: 0,
        sandbox: 'none',
        sandboxWarning: null,
      });
      try {
        const capacity = await jobs.capacity(queues.pdf);
        return {
          status: capacity > 0 ? 'ok' : 'down',
          details: details(
            capacity,
            capacity > 0 ? null : 'Ningún proceso de trabajo con LibreOffice está activo.',
          ),
        };
      } catch (error) {
        // The workers are counted in the database: without it PDF cannot be told either way.
        // Every field /health promises is still there (an answer missing one failed to
        // serialize, and /health answered 500 instead of 503 while the database was away).
        return {
          status: isConnectionFailure(error) ? 'unknown' : 'down',
          details: details(0, 'No se puede saber sin la base de datos.'),
          ...(isConnectionFailure(error) ? {} : { error }),
        };
      }
    },
  };
}

/** Mail waiting longer than this means SMTP has been failing: the mail part reports down. */
export const mailBacklogAlertSeconds = 15 * 60;

export function mailPart(deps: {
  database: OpenDatabase;
  clock: Clock;
  mailer: Mailer;
}): ServicePart {
  return {
    name: 'mail',
    async health() {
      try {
        const backlog = await getOutboxBacklog(deps.database.db, deps.clock.now());
        const late = backlog.oldestPendingSeconds > mailBacklogAlertSeconds;
        return { status: late ? 'down' : 'ok', details: { ...backlog } };
      } catch (error) {
        // Without the database the backlog cannot be read; the database part says why.
        if (isConnectionFailure(error)) return { status: 'unknown', details: {} };
        throw error;
      }
    },
    async stop() {
      deps.mailer.close();
    },
    registerMetrics(registry) {
      // One read of the outbox per scrape, shared by its three gauges (a scrape collects them
      // together); while the database is away the last values stay.
      let reading: Promise<OutboxBacklog | null> | null = null;
      const backlog = () => {
        reading ??= readOrNull(() => getOutboxBacklog(deps.database.db, deps.clock.now())).finally(
          () => {
            reading = null;
          },
        );
        return reading;
      };
      const gauge = (name: string, help: string, value: (read: OutboxBacklog) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            const read = await backlog();
            if (read) this.set(value(read));
          },
        });
      gauge(
        'minuta_mail_outbox_pending',
        'Mails waiting in the outbox (not sent yet, not given up).',
        (read) => read.pending,
      );
      gauge(
        'minuta_mail_outbox_oldest_pending_seconds',
        'Age of the oldest mail waiting in the outbox (0 when none): grows while SMTP fails.',
        (read) => read.oldestPendingSeconds,
      );
      gauge(
        'minuta_mail_outbox_failed',
        'Mails given up after the receiving server refused them three times.',
        (read) => read.failed,
      );
    },
  };
}

/** Below this much free space where files are stored, the disk part reports down. */
export const diskLowBytes = 100 * 1024 * 1024;

// The disks stored files and the embedded database are written to (DATA_DIR/files and
// DATA_DIR/db may be mounts of their own): a full one answers 507 to uploads and generations
// (INSUFFICIENT_STORAGE), so /health warns before it is full. The fullest one is reported.
export function diskPart(dataDir: string): ServicePart {
  const measure = async () => {
    let least: { freeBytes: number; totalBytes: number } | null = null;
    for (const directory of [join(dataDir, 'files'), join(dataDir, 'db'), dataDir]) {
      const stats = await statfs(directory).catch(() => null);
      if (!stats) continue;
      const freeBytes = stats.bavail * stats.bsize;
      if (!least || freeBytes < least.freeBytes) {
        least = { freeBytes, totalBytes: stats.blocks * stats.bsize };
      }
    }
    if (!least) throw new Error(`${dataDir} cannot be measured`);
    return least;
  };
  return {
    name: 'disk',
    async health() {
      const { freeBytes, totalBytes } = await measure();
      const low = freeBytes < Math.min(diskLowBytes, totalBytes * 0.05);
      return { status: low ? 'down' : 'ok', details: { freeBytes, totalBytes } };
    },
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_disk_free_bytes',
        help: 'Free space on the disk of DATA_DIR (stored files, embedded database).',
        registers: [registry],
        async collect() {
          const read = await readOrNull(measure);
          if (read) this.set(read.freeBytes);
        },
      });
    },
  };
}

/** The renewal job's backlog: subscriptions whose charge is due now. */
export function renewalsPart(deps: { database: OpenDatabase; clock: Clock }): ServicePart {
  return {
    name: 'renewals',
    registerMetrics(registry) {
      new Gauge({
        name: 'minuta_renewals_due',
        help: 'Subscriptions whose renewal charge is due and not yet made (should stay near 0).',
        registers: [registry],
        async collect() {
          const due = await readOrNull(async () => {
            const row = await deps.database.db
              .selectFrom('subscriptions')
              .select((eb) => eb.fn.countAll<string>().as('due'))
              .where('status', 'in', ['active', 'past_due'])
              .where('next_attempt_at', '<=', deps.clock.now())
              .executeTakeFirst();
            return Number(row?.due ?? 0);
          });
          if (due !== null) this.set(due);
        },
      });
    },
  };
}

async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}
