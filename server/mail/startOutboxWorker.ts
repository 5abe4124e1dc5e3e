import { sql } from 'kysely';
import type { OutboxPolicy } from '../config/ServerConfig';
import type { Db } from '../db/Database';
import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import { redactLink } from '../logging/redactUrl';
import type { Clock } from '../ports/Clock';
import { startPoller } from '../service/startPoller';
import type { Mailer } from './Mailer';

export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface OutboxWorker {
  /** Sends every mail that is due now; answers how many were attempted. */
  runOnce(signal?: AbortSignal): Promise<number>;
  /** Finishes the mail being sent, hands the rest of its batch back, and polls no more. */
  stop(): Promise<void>;
}

// Sends the outbox. A mail is claimed with a lease (so several server instances on one
// PostgreSQL never send it twice at once), sent outside any transaction, then marked sent —
// with its bodies cleared, since they may hold live tokens — or rescheduled with exponential
// backoff. Outages (connection refused, timeouts, 4xx) are retried for as long as it takes; only
// a mail the receiving server rejects (5xx) `maxRejections` times is given up. Stopping hands
// the claimed mails not yet sent back (lease released), so another instance sends them now.
export function startOutboxWorker(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  policy: OutboxPolicy;
  logger: WorkerLogger;
  availability: DatabaseAvailability;
}): OutboxWorker {
  const { db, clock, mailer, policy, logger } = deps;

  const runOnce = async (signal?: AbortSignal): Promise<number> => {
    const now = clock.now();
    const claimed = await claimDue(db, now, policy);
    for (const [index, mail] of claimed.entries()) {
      if (signal?.aborted) {
        await releaseLeases(
          db,
          claimed.slice(index).map((rest) => rest.id),
        );
        break;
      }
      try {
        const { savedTo } = await mailer.send({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body ?? '',
          html: mail.html_body ?? '',
          replyTo: mail.reply_to,
        });
        await markSent(db, mail.id, clock.now());
        if (savedTo) {
          logger.info(
            { to: mail.to_address, file: savedTo, link: redactedFirstLink(mail.text_body) },
            'mail written to the outbox folder',
          );
        }
      } catch (error) {
        await markFailed(db, mail, error, clock.now(), policy);
        logger.warn(
          { to: mail.to_address, attempts: mail.attempts, err: errorText(error) },
          'mail not sent; will retry',
        );
      }
    }
    return claimed.length;
  };

  const poller = startPoller({
    name: 'mail',
    run: runOnce,
    nextDelayMs: (count) => (count >= policy.batchSize ? 0 : policy.pollMs),
    retryMs: policy.pollMs,
    availability: deps.availability,
    logger,
  });

  return { runOnce, stop: () => poller.stop() };
}

async function claimDue(db: Db, now: Date, policy: OutboxPolicy) {
  const leaseUntil = new Date(now.getTime() + policy.leaseMs);
  const result = await sql<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string | null;
    html_body: string | null;
    reply_to: string | null;
    attempts: number;
    rejections: number;
  }>`update mail_outbox set locked_until = ${leaseUntil}, attempts = attempts + 1
     where id in (
       select id from mail_outbox
       where sent_at is null and failed_at is null and next_attempt_at <= ${now}
         and (locked_until is null or locked_until <= ${now})
       order by next_attempt_at
       limit ${policy.batchSize}
       for update skip locked)
     returning id, to_address, subject, text_body, html_body, reply_to, attempts, rejections`.execute(
    db,
  );
  return result.rows;
}

// The claim counted an attempt that never happened: undo it along with the lease.
async function releaseLeases(db: Db, ids: string[]) {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .execute();
}

async function markSent(db: Db, id: string, now: Date) {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, locked_until: null, last_error: null, text_body: null, html_body: null })
    .where('id', '=', id)
    .execute();
}

async function markFailed(
  db: Db,
  mail: { id: string; attempts: number; rejections: number },
  error: unknown,
  now: Date,
  policy: OutboxPolicy,
) {
  const permanent = (error as { permanent?: boolean }).permanent === true;
  const rejections = mail.rejections + (permanent ? 1 : 0);
  const delay = Math.min(policy.baseDelayMs * 2 ** (mail.attempts - 1), policy.maxDelayMs);
  await db
    .updateTable('mail_outbox')
    .set({
      locked_until: null,
      rejections,
      last_error: errorText(error).slice(0, 1000),
      next_attempt_at: new Date(now.getTime() + delay),
      failed_at: rejections >= policy.maxRejections ? now : null,
    })
    .where('id', '=', mail.id)
    .execute();
}

// Which page the mail links to, without its token: the link itself is in the .eml file, and a
// token in the log would open someone's account.
function redactedFirstLink(text: string | null): string | null {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  return link ? redactLink(link) : null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
