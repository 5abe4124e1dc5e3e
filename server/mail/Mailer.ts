import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
}

// The mail port. The outbox worker is its only caller; it retries whatever `send` throws.
// An error with `permanent: true` is a refusal by the receiving server (SMTP 5xx), not an outage.
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<{ savedTo?: string }>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createFileMailer(options.outboxDir, options.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A hung SMTP server must not hold the worker for nodemailer's default minutes; query
  // parameters of SMTP_URL (e.g. ?greetingTimeout=30000) still override these.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail(toMessage(from, mail));
        return {};
      } catch (error) {
        const responseCode = (error as { responseCode?: number }).responseCode;
        throw Object.assign(error as Error, {
          permanent: typeof responseCode === 'number' && responseCode >= 500,
        });
      }
    },
    close: () => transport.close(),
  };
}

// Without SMTP the mails become .eml files any mail client opens; the worker logs their link so a
// developer can follow it from the console.
function createFileMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transport.sendMail(toMessage(from, mail));
      await mkdir(outboxDir, { recursive: true });
      const savedTo = join(outboxDir, `${mail.id}.eml`);
      await writeFile(savedTo, info.message as Buffer);
      return { savedTo };
    },
    close: () => transport.close(),
  };
}

function toMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
}
