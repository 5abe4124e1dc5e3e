import type { MessageAnswer } from '@schemas/api/users';
import { successMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from './normalizeEmail';
import { sendVerificationMail } from './sendVerificationMail';

// A new confirmation link for someone whose first mail got lost. Answers the same whether or not
// the email is registered, so it reveals nothing.
export async function resendVerification(
  ports: Ports,
  rawEmail: string,
  origin: RequestOrigin,
): Promise<MessageAnswer> {
  const rules = ports.config.rateLimits;
  const email = normalizeEmail(rawEmail);
  await ports.limiter.consume('mail-ip', rules.resetPerIp, origin.ip);
  // One budget per address for both kinds of mail (resetPerAccount).
  await ports.limiter.consume('account-mail', rules.resetPerAccount, email);
  await ports.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name'])
      .where('email', '=', email)
      .where('email_verified_at', 'is', null)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    if (user) {
      await sendVerificationMail(trx, ports, {
        id: user.id,
        email: user.email,
        firstName: user.first_name,
      });
    }
  });
  return { message: successMessages.verificationResent };
}
