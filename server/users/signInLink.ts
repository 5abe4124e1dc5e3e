import type { LoginAnswer } from '@schemas/api/sessions';
import type { MessageAnswer } from '@schemas/api/users';
import { recordAudit } from '../audit/recordAudit';
import { ApiError, apiErrors } from '../errors/ApiError';
import { enqueueMail } from '../mail/enqueueMail';
import { mailTexts } from '../mail/mailTexts';
import { errorMessages, successMessages } from '../messages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { appLinks } from './appLinks';
import { consumeUserToken } from './consumeUserToken';
import { issueUserToken } from './issueUserToken';
import { decideLogin } from './logIn';
import { normalizeEmail } from './normalizeEmail';

/** A one-time sign-in link works for this long. */
export const signInLinkMinutes = 15;

// The way in for an owner whose account strangers are guessing at. Once the brake on failed
// passwords from every address is full, the password is refused for its window even when right;
// instead of waiting (or resetting a password that may be fine), the owner asks for a link by
// mail: single use, 15 minutes, stored as a hash. It stands in for the password only:
// - the spec's refusals still apply (unconfirmed email, pending reset, and the one-session rule:
//   with a session open elsewhere the answer is the usual `hasActiveSession` with its proof);
// - a user with a second factor still answers it (the link proves the mailbox, not the person
//   holding the authenticator), so a stolen mailbox alone does not open such an account.
// The brake itself stays: the link does not let the guessers try again.
// A link is mailed only while the brake is full; the answer is the same either way, and for
// unknown addresses, so it tells nobody whether an account exists or is under attack.
export async function requestSignInLink(
  ports: Ports,
  rawEmail: string,
  origin: RequestOrigin,
): Promise<MessageAnswer> {
  const rules = ports.config.rateLimits;
  const email = normalizeEmail(rawEmail);
  await ports.limiter.consume('mail-ip', rules.resetPerIp, origin.ip);
  // The same per-address budget as reset and confirmation mails.
  await ports.limiter.consume('account-mail', rules.resetPerAccount, email);
  const braked = await ports.limiter
    .assertOpen('password-account-all', rules.passwordPerAccountAllSources, email)
    .then(
      () => false,
      () => true,
    );
  if (braked) {
    await ports.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'account_id', 'email', 'first_name'])
        .where('email', '=', email)
        .where('is_deleted', '=', false)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      if (!user) return;
      const token = await issueUserToken(
        trx,
        ports,
        user.id,
        'sign_in_link',
        signInLinkMinutes * 60,
      );
      await enqueueMail(trx, ports, {
        kind: 'sign_in_link',
        to: user.email,
        ...mailTexts.signInLink(
          user.first_name,
          appLinks.signIn(ports.config.appUrl, token),
          signInLinkMinutes,
        ),
      });
      await recordAudit(trx, ports, {
        event: 'sign_in_link_sent',
        accountId: user.account_id,
        actorUserId: null,
        subjectUserId: user.id,
        origin,
      });
    });
  }
  return { message: successMessages.signInLinkSent };
}

/** users/login/link/use: the link's token, spent, in place of the password. */
export async function signInWithLink(
  ports: Ports,
  token: string,
  origin: RequestOrigin,
): Promise<LoginAnswer> {
  await ports.limiter.consume('reset-submit-ip', ports.config.rateLimits.resetPerIp, origin.ip);
  const user = await ports.db.transaction().execute(async (trx) => {
    const consumed = await consumeUserToken(trx, token, ['sign_in_link'], ports.clock.now());
    if (!consumed) return null;
    const row = await trx
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select(['u.id', 'u.account_id', 'u.is_deleted', 'u.disabled_at', 'a.deactivated_at'])
      .where('u.id', '=', consumed.userId)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'sign_in_link_used',
      accountId: row.account_id,
      actorUserId: row.id,
      subjectUserId: row.id,
      origin,
    });
    return row;
  });
  if (!user) throw new ApiError(400, 'SIGN_IN_LINK_INVALID', errorMessages.signInLinkInvalid);
  if (user.is_deleted || user.deactivated_at || user.disabled_at) throw apiErrors.accountDisabled();
  return decideLogin(ports, user, origin, null);
}
