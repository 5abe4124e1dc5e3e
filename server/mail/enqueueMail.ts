import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import type { MailContent } from './mailTexts';

// Writes a mail to the outbox inside the caller's transaction: it is sent if and only if the
// change that caused it commits, and the request never waits for SMTP.
export async function enqueueMail(
  db: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  mail: MailContent & { kind: string; to: string; replyTo?: string },
): Promise<void> {
  const now = ports.clock.now();
  await db
    .insertInto('mail_outbox')
    .values({
      id: ports.random.uuid(),
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      next_attempt_at: now,
      locked_until: null,
      sent_at: null,
      failed_at: null,
      last_error: null,
      reply_to: mail.replyTo ?? null,
    })
    .execute();
}
