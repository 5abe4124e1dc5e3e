import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, or '' when the mail has none. */
  replyTo: string;
}

export interface MailCatcher {
  port: number;
  url: string;
  inbox: CaughtMail[];
  /**
   * Resolves with the first mail to `to` matching `subject`, waiting for it if needed (15 s, or
   * `timeoutMs`).
   */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

// A real SMTP server in the test process (smtp-server), whose mails are parsed with
// mailparser: the test reads what a person would find in their inbox.
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const inbox: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          inbox.push({
            to: addressOf(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.value[0]?.address ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  const find = (to: string, subject?: RegExp) =>
    inbox.find((mail) => mail.to === to && (!subject || subject.test(mail.subject)));

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    inbox,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail for ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
}
