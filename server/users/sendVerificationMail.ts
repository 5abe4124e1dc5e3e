import type { Db } from '../db/Database';
import { enqueueMail } from '../mail/enqueueMail';
import { mailTexts } from '../mail/mailTexts';
import type { Ports } from '../ports/Ports';
import { appLinks } from './appLinks';
import { issueUserToken } from './issueUserToken';

// Issues a confirmation link (opens /validation in the web app) and queues its mail, in the
// caller's transaction.
export async function sendVerificationMail(
  db: Db,
  ports: Ports,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const lifetime = ports.config.auth.verifyTokenSeconds;
  const token = await issueUserToken(db, ports, user.id, 'verify_email', lifetime);
  const link = appLinks.verifyEmail(ports.config.appUrl, token);
  await enqueueMail(db, ports, {
    kind: 'verify_email',
    to: user.email,
    ...mailTexts.verifyEmail(user.firstName, link),
  });
}
