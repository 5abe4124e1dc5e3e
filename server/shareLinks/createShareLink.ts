import type { CreateShareLinkBody, ShareLinkAnswer } from '@schemas/api/guests';
import { recordAudit } from '../audit/recordAudit';
import { hashToken } from '../auth/hashToken';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { findOwnedDocumentId } from '../documents/findOwnedDocumentId';
import { findFirm } from '../guests/findFirm';
import { guestErrors } from '../guests/guestErrors';
import { guestMessages } from '../guests/guestMessages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeOrigins } from './normalizeOrigins';
import { sealAccessData } from './sealAccessData';
import { selectShareLinks, toShareLink } from './selectShareLinks';
import { slugifyName } from './slugifyName';

// documents/createShareLink: a link that opens the document's published interview to guests.
// Its accessData is 256 random bits (base64url), a token of its own type: stored as SHA-256 to
// be looked up and sealed to be shown again (sealAccessData). No plan limits the number of links
// (the spec gives every plan "a shareable URL" and no count).
export async function createShareLink(
  ports: Ports,
  principal: Principal,
  body: CreateShareLinkBody,
  origin: RequestOrigin,
): Promise<ShareLinkAnswer> {
  const now = ports.clock.now();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw documentErrors.field('expires_at', guestMessages.expiryInPast);
  }
  return ports.db.transaction().execute(async (trx) => {
    const documentId = await findOwnedDocumentId(
      trx,
      principal.accountId,
      'documents',
      body.document_id,
    );
    if (!documentId) throw documentErrors.notFound();
    const published = await trx
      .selectFrom('published_versions')
      .select('id')
      .where('document_id', '=', documentId)
      .limit(1)
      .executeTakeFirst();
    if (!published) throw guestErrors.notPublished();
    const firm = await findFirm(trx, principal.accountId, ports.config.appUrl);
    const id = ports.random.uuid();
    const accessData = ports.random.token();
    const mode = body.mode ?? 'personal';
    const singleUse = body.single_use ?? false;
    await trx
      .insertInto('share_links')
      .values({
        id,
        document_id: documentId,
        created_by: principal.userId,
        label: body.label.trim(),
        mode,
        token_hash: hashToken(accessData),
        token_sealed: sealAccessData(ports.config.jwtSecret, id, accessData),
        user_name: slugifyName(firm.name),
        expires_at: expiresAt,
        single_use: singleUse,
        allowed_origins: JSON.stringify(normalizeOrigins(body.allowed_origins ?? [])),
        created_at: now,
        revoked_at: null,
        used_at: null,
        show_document: body.show_document === true,
      })
      .execute();
    await recordAudit(trx, ports, {
      event: 'share_link_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: {
        documentId,
        linkId: id,
        mode,
        singleUse,
        expiresAt: expiresAt?.toISOString() ?? null,
        showDocument: body.show_document === true,
      },
    });
    const row = await selectShareLinks(trx, principal.accountId)
      .where('l.id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      link: toShareLink(row, { secret: ports.config.jwtSecret, appUrl: ports.config.appUrl, now }),
    };
  });
}
