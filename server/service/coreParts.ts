import { sql } from 'kysely';
import { isConnectionFailure } from '../db/isConnectionFailure';
import type { OpenDatabase } from '../db/openDatabase';
import type { PdfConverter } from '../generation/pdf/createPdfConverter';
import { getOutboxBacklog } from '../mail/getOutboxBacklog';
import type { Mailer } from '../mail/Mailer';
import type { OutboxWorker } from '../mail/startOutboxWorker';
import type { Clock } from '../ports/Clock';
import type { ServicePart } from './ServiceParts';

// The parts every server process has. Health answers the question a load balancer asks ("can
// this instance serve requests?"), so the database is checked through the same pool requests
// use; the PDF converter and the mail outbox are reported but never take the instance out
// (DOCX and everything else still work, and mail waits in the outbox).

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
    stop: () => database.close(),
  };
}

export function pdfPart(converter: PdfConverter): ServicePart {
  return {
    name: 'pdf',
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
  };
}

/** Mail waiting longer than this means SMTP has been failing: the mail part reports down. */
export const mailBacklogAlertSeconds = 15 * 60;

export function mailPart(deps: {
  database: OpenDatabase;
  clock: Clock;
  worker: OutboxWorker;
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
      await deps.worker.stop();
      deps.mailer.close();
    },
  };
}
