import type { Db } from '../db/Database';
import { queues } from '../jobs/queues';
import type { Ports } from '../ports/Ports';
import { mailPriority } from './mailPriority';
import type { MailContent } from './mailTexts';

// Writes a mail to the outbox inside the caller's transaction, with the job that delivers it:
// both exist if and only if the change that caused the mail commits, and the request never
// waits for SMTP. The job carries the row's id and nothing of the mail.
export async function enqueueMail(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random' | 'jobs'>,
  mail: MailContent & { kind: string; to: string; replyTo?: string; accountId?: string | null },
): Promise<void> {
  const now = ports.clock.now();
  const id = ports.random.uuid();
  const accountId = mail.accountId ?? null;
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      next_attempt_at: now,
      account_id: accountId,
      sent_at: null,
      failed_at: null,
      last_error: null,
      reply_to: mail.replyTo ?? null,
    })
    .execute();
  await ports.jobs.send(
    db,
    queues.mail,
    { mailId: id, accountId },
    { id, priority: mailPriority(mail.kind) },
  );
}
