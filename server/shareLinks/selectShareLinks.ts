import type { ShareLink } from '@schemas/api/guests';
import { sql } from 'kysely';
import type { Db } from '../db/Database';
import { openAccessData } from './sealAccessData';
import { shareLinkStatus } from './shareLinkStatus';

// Share links of one account (through their document's account_id, in the query itself), with
// the number of visitors who saved answers and of submissions received.
export function selectShareLinks(db: Db, accountId: string) {
  return db
    .selectFrom('share_links as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .where('d.account_id', '=', accountId)
    .select([
      'l.id',
      'l.document_id',
      'l.label',
      'l.mode',
      'l.token_sealed',
      'l.user_name',
      'l.expires_at',
      'l.single_use',
      'l.allowed_origins',
      'l.created_at',
      'l.revoked_at',
      'l.used_at',
      'l.show_document',
      sql<number>`(select count(*)::int from guest_responses r
        where r.link_id = l.id and r.sequence > 0)`.as('responses'),
      sql<number>`(select count(*)::int from guest_submissions s
        where s.link_id = l.id)`.as('submissions'),
    ]);
}

type ShareLinkListRow = Awaited<
  ReturnType<ReturnType<typeof selectShareLinks>['executeTakeFirstOrThrow']>
>;

export interface ShareLinkContext {
  /** The server secret the access data is sealed with. */
  secret: string;
  appUrl: string;
  now: Date;
}

export function toShareLink(row: ShareLinkListRow, context: ShareLinkContext): ShareLink {
  // null only if the server secret changed since the link was made: it still opens, but its
  // URL can no longer be shown.
  const accessData = openAccessData(context.secret, row.id, row.token_sealed);
  return {
    id: row.id,
    documentId: row.document_id,
    label: row.label,
    mode: row.mode,
    url: accessData ? questionaryUrl(context.appUrl, row.user_name, accessData) : '',
    userName: row.user_name,
    accessData: accessData ?? '',
    expiresAt: row.expires_at?.toISOString() ?? null,
    singleUse: row.single_use,
    allowedOrigins: row.allowed_origins,
    showDocument: row.show_document,
    status: shareLinkStatus(row, context.now),
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    responses: Number(row.responses),
    submissions: Number(row.submissions),
  };
}

/** The spec's guest route: `/questionary/{userName}/{accessData}` on the app's public address. */
export function questionaryUrl(appUrl: string, userName: string, accessData: string): string {
  return `${appUrl}/questionary/${encodeURIComponent(userName)}/${accessData}`;
}
