import type { OutboxPolicy } from '../config/ServerConfig';
import type { Db } from '../db/Database';
import { JobError } from '../jobs/JobQueue';
import type { RunningJobQueue } from '../jobs/openJobQueue';
import { queues } from '../jobs/queues';
import type { JobHandler } from '../jobs/startJobWorkers';
import { redactLink } from '../logging/redactUrl';
import type { Clock } from '../ports/Clock';
import type { Mailer } from './Mailer';
import { mailPriority } from './mailPriority';

export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

// The mail job: sends one mail of the outbox. The outbox row is the mail (written in the
// transaction of the change that caused it, with its job); the job carries only its id.
// - Sent: marked sent and its bodies cleared (they may hold live tokens). A mail already sent or
//   given up is not sent again, so a job run twice (its worker died after sending) sends once;
//   the Message-ID is the row's id, so a receiving server also sees the same mail.
// - An outage (connection refused, timeouts, 4xx): tried again after `baseDelayMs`, doubling up
//   to `maxDelayMs`, for as long as it lasts — a new job, due then, added in the same
//   transaction that records the attempt.
// - Refused by the receiving server (5xx) `maxRejections` times: given up, and the job fails
//   for good, so an administrator sees it under "Trabajos fallidos" and may retry it.
export function createMailHandler(deps: {
  queue: RunningJobQueue;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  policy: OutboxPolicy;
  logger: MailLogger;
  slots: number;
}): JobHandler {
  const { db, clock, mailer, policy, logger } = deps;
  return {
    slots: deps.slots,
    async run(job) {
      const mailId = String(job.data.mailId ?? '');
      const mail = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', mailId)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!mail) return { skipped: true };
      try {
        const { savedTo } = await mailer.send({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body ?? '',
          html: mail.html_body ?? '',
          replyTo: mail.reply_to,
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: clock.now(), last_error: null, text_body: null, html_body: null })
          .where('id', '=', mail.id)
          .execute();
        if (savedTo) {
          logger.info(
            { to: mail.to_address, file: savedTo, link: redactedFirstLink(mail.text_body) },
            'mail written to the outbox folder',
          );
        }
        return { sent: true };
      } catch (error) {
        const permanent = (error as { permanent?: boolean }).permanent === true;
        const rejections = mail.rejections + (permanent ? 1 : 0);
        const lastError = errorText(error).slice(0, 1000);
        const now = clock.now();
        if (rejections >= policy.maxRejections) {
          await db
            .updateTable('mail_outbox')
            .set({ rejections, last_error: lastError, failed_at: now })
            .where('id', '=', mail.id)
            .execute();
          throw new JobError('MAIL_REJECTED', lastError, false);
        }
        const delayMs = Math.min(policy.baseDelayMs * 2 ** (mail.attempts - 1), policy.maxDelayMs);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('mail_outbox')
            .set({
              rejections,
              last_error: lastError,
              next_attempt_at: new Date(now.getTime() + delayMs),
            })
            .where('id', '=', mail.id)
            .execute();
          await deps.queue.send(
            trx,
            queues.mail,
            { mailId: mail.id, accountId: mail.account_id },
            { priority: mailPriority(mail.kind), startAfterSeconds: delayMs / 1000 },
          );
        });
        logger.warn(
          { to: mail.to_address, attempts: mail.attempts, err: errorText(error) },
          'mail not sent; will retry',
        );
        return { retryInSeconds: delayMs / 1000 };
      }
    },
  };
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
