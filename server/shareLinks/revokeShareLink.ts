import type { RevokeShareLinkBody, ShareLinkAnswer } from '@schemas/api/guests';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { selectShareLinks, toShareLink } from './selectShareLinks';

// documents/revokeShareLink: the link stops opening at once (every guest call checks it); the
// answers and submissions it gathered stay. Revoking a revoked link changes nothing and answers
// it as it is.
export async function revokeShareLink(
  ports: Ports,
  principal: Principal,
  body: RevokeShareLinkBody,
  origin: RequestOrigin,
): Promise<ShareLinkAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const link = await selectShareLinks(trx, principal.accountId)
      .where('l.id', '=', body.link_id)
      .executeTakeFirst();
    if (!link) throw documentErrors.notFound();
    const revoked = await trx
      .updateTable('share_links')
      .set({ revoked_at: now })
      .where('id', '=', link.id)
      .where('revoked_at', 'is', null)
      .returning('revoked_at')
      .executeTakeFirst();
    if (revoked) {
      await recordAudit(trx, ports, {
        event: 'share_link_revoked',
        accountId: principal.accountId,
        actorUserId: principal.userId,
        subjectUserId: null,
        origin,
        details: { documentId: link.document_id, linkId: link.id },
      });
    }
    const context = { secret: ports.config.jwtSecret, appUrl: ports.config.appUrl, now };
    return {
      link: toShareLink({ ...link, revoked_at: revoked?.revoked_at ?? link.revoked_at }, context),
    };
  });
}
