import type { MessageAnswer } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from '../users/normalizeEmail';
import { paymentMails } from './paymentMails';
import { paymentMessages } from './paymentMessages';
import { issuePaymentToken, paymentTokenSeconds } from './paymentTokens';

// payments/update_payment_method_login {email}: from the sign-in screen, without a session,
// mails the account owner a link to update the card (/payment?token=…&purpose=card). The answer
// is the same whether or not the address has an account, so it cannot be used to find
// customers; mails per IP and per address are limited like reset links.
export async function sendCardUpdateLink(
  ports: Ports,
  rawEmail: string,
  origin: RequestOrigin,
): Promise<MessageAnswer> {
  const rules = ports.config.rateLimits;
  const email = normalizeEmail(rawEmail);
  await ports.limiter.consume('payment-link-ip', rules.resetPerIp, origin.ip);
  await ports.limiter.consume('payment-link-email', rules.resetPerAccount, email);
  const user = await ports.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(['u.id', 'u.account_id', 'u.first_name'])
    .where('u.email', '=', email)
    .where('u.role', '!=', 'operator')
    .where('u.disabled_at', 'is', null)
    .where('a.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (user) {
    const token = await issuePaymentToken(ports, user.id, paymentTokenSeconds.mailedLink);
    const link = `${ports.config.appUrl}/payment?purpose=card&token=${encodeURIComponent(token)}`;
    await ports.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, ports, {
        kind: 'card_update_link',
        to: email,
        ...paymentMails.cardUpdateLink(user.first_name, link),
      });
      await recordAudit(trx, ports, {
        event: 'card_update_link_sent',
        accountId: user.account_id,
        actorUserId: null,
        subjectUserId: user.id,
        origin,
      });
    });
  }
  return { message: paymentMessages.paymentLinkSent };
}
