import type { Db } from '../db/Database';

export type OwnedKind = 'documents' | 'pages' | 'elements' | 'items';

// The document an id belongs to, if the caller's account owns it. The account is part of the
// query itself, so another account's id (or a deleted one) finds nothing and answers like a
// missing one. `documentId`, when given, must also match (the update calls name both).
export async function findOwnedDocumentId(
  db: Db,
  accountId: string,
  kind: OwnedKind,
  id: string,
  documentId?: string,
): Promise<string | undefined> {
  if (kind === 'documents') {
    const row = await db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .$if(documentId !== undefined, (q) => q.where('id', '=', documentId as string))
      .executeTakeFirst();
    return row?.id;
  }
  // pages, elements and items all have `id` and `document_id`; typed as pages so one query
  // serves the three.
  const row = await db
    .selectFrom(`${kind} as t` as 'pages as t')
    .innerJoin('documents as d', 'd.id', 't.document_id')
    .select('t.document_id')
    .where('t.id', '=', id)
    .where('d.account_id', '=', accountId)
    .$if(documentId !== undefined, (q) => q.where('t.document_id', '=', documentId as string))
    .executeTakeFirst();
  return row?.document_id;
}
