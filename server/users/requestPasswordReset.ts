import type { ResetPasswordMailAnswer } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { enqueueMail } from '../mail/enqueueMail';
import { mailTexts } from '../mail/mailTexts';
import { successMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { appLinks } from './appLinks';
import { issueUserToken } from './issueUserToken';
import { normalizeEmail } from './normalizeEmail';

// users/reset-password-mail. Same answer for known and unknown emails. The link opens
// /restablecer-contraseña/{resetToken}, works once and expires after 60 minutes.
export async function requestPasswordReset(
  ports: Ports,
  rawEmail: string,
  origin: RequestOrigin,
): Promise<ResetPasswordMailAnswer> {
  const rules = ports.config.rateLimits;
  const email = normalizeEmail(rawEmail);
  await ports.limiter.consume('mail-ip', rules.resetPerIp, origin.ip);
  // One budget per address for both kinds of mail (resetPerAccount).
  await ports.limiter.consume('account-mail', rules.resetPerAccount, email);
  await ports.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'account_id', 'email', 'first_name'])
      .where('email', '=', email)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (!user) return;
    const lifetime = ports.config.auth.resetTokenSeconds;
    const token = await issueUserToken(trx, ports, user.id, 'reset_password', lifetime);
    const link = appLinks.resetPassword(ports.config.appUrl, token);
    await enqueueMail(trx, ports, {
      kind: 'reset_password',
      to: user.email,
      ...mailTexts.resetPassword(user.first_name, link),
    });
    await recordAudit(trx, ports, {
      event: 'password_reset_requested',
      accountId: user.account_id,
      actorUserId: null,
      subjectUserId: user.id,
      origin,
    });
  });
  return { Code: 'OK', Message: { value: successMessages.resetMailSent } };
}
