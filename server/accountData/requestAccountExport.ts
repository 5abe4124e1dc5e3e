import type { AccountExportAnswer, AccountProofBody } from '@schemas/api/accountData';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { consumeUserToken } from '../users/consumeUserToken';
import { issueUserToken } from '../users/issueUserToken';
import { accountDataErrors } from './accountDataErrors';
import { type AccountExport, buildAccountExport } from './buildAccountExport';
import { confirmOwner } from './confirmOwner';

export const accountExportPrefix = '/api/v1/users/exportAccount/';

// users/exportAccount: the owner, with password and second factor, gets a single-use link that
// downloads the ZIP. The link, not the signed-in call, carries the file, so the browser saves it
// as it arrives (no copy of the whole account in the page's memory); it lives as long as a
// generated file's download link (at most 5 minutes).
export async function requestAccountExport(
  ports: Ports,
  principal: Principal,
  body: AccountProofBody,
  origin: RequestOrigin,
): Promise<AccountExportAnswer> {
  const owner = await confirmOwner(ports, principal, body, origin);
  const lifetime = ports.config.generation.fileLinkSeconds;
  const token = await ports.db.transaction().execute(async (trx) => {
    await recordAudit(trx, ports, {
      event: 'account_exported',
      accountId: owner.accountId,
      actorUserId: owner.userId,
      subjectUserId: owner.userId,
      origin,
    });
    return issueUserToken(trx, ports, owner.userId, 'account_export', lifetime);
  });
  const expiresAt = new Date(ports.clock.now().getTime() + lifetime * 1000);
  return { url: `${accountExportPrefix}${token}`, expiresAt: expiresAt.toISOString() };
}

/** The ZIP an export link names, once, while it lives and its owner's account is active. */
export async function openAccountExport(ports: Ports, token: string): Promise<AccountExport> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw accountDataErrors.exportLinkExpired();
  const consumed = await consumeUserToken(ports.db, token, ['account_export'], ports.clock.now());
  if (!consumed) throw accountDataErrors.exportLinkExpired();
  const owner = await ports.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select(['u.account_id'])
    .where('u.id', '=', consumed.userId)
    .where('u.role', '!=', 'operator')
    .where('u.disabled_at', 'is', null)
    .where('a.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!owner) throw accountDataErrors.exportLinkExpired();
  return buildAccountExport(ports, owner.account_id);
}
