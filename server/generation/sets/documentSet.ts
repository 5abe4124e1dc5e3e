import { measureStatement } from '@engine/conditions/measureStatement';
import type { DocumentSetAnswer, SaveDocumentSetBody } from '@schemas/api/provenance';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Database';
import { documentErrors } from '../../documents/documentErrors';
import { findOwnedDocumentId } from '../../documents/findOwnedDocumentId';
import { ApiError, apiErrors } from '../../errors/ApiError';
import { provenanceMessages } from '../../provenance/provenanceMessages';

/** The deepest and largest condition a set member may carry (as a page's). */
const statementBounds = { depth: 5, rules: 50 };

// A document's set ("Paquete"): the templates it generates together, in order, each with an
// optional condition. documents/getDocumentSet answers it with the templates' names;
// documents/saveDocumentSet replaces it whole in one transaction. Every template must be one of
// the document's (rich or Word); another account's document answers 404.
export async function getDocumentSet(
  db: Db,
  principal: Principal,
  documentId: string,
): Promise<DocumentSetAnswer> {
  const owned = await findOwnedDocumentId(db, principal.accountId, 'documents', documentId);
  if (!owned) throw documentErrors.notFound();
  return { members: await loadSetMembers(db, principal.accountId, documentId) };
}

export async function saveDocumentSet(
  db: Db,
  principal: Principal,
  body: SaveDocumentSetBody,
): Promise<DocumentSetAnswer> {
  const ids = body.members.map((member) => member.templateId);
  if (new Set(ids).size !== ids.length) {
    throw apiErrors.fieldsInvalid([{ field: 'members', message: provenanceMessages.setDuplicate }]);
  }
  body.members.forEach((member, index) => {
    if (!member.statement) return;
    const { depth, rules } = measureStatement(member.statement);
    if (depth > statementBounds.depth || rules > statementBounds.rules) {
      throw apiErrors.fieldsInvalid([
        { field: `members.${index}.statement`, message: provenanceMessages.setConditionTooLarge },
      ]);
    }
  });
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('documents')
      .select('id')
      .where('id', '=', body.documentId)
      .where('account_id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw documentErrors.notFound();
    const kinds = await templateKinds(trx, principal.accountId, body.documentId, ids);
    if (kinds.size !== ids.length) {
      throw new ApiError(404, 'NOT_FOUND', provenanceMessages.setTemplateMissing);
    }
    await trx.deleteFrom('document_set_members').where('document_id', '=', document.id).execute();
    if (body.members.length > 0) {
      await trx
        .insertInto('document_set_members')
        .values(
          body.members.map((member, index) => ({
            document_id: document.id,
            account_id: principal.accountId,
            template_id: member.templateId,
            template_kind: kinds.get(member.templateId) ?? 'rich',
            position: index + 1,
            statement: member.statement ? JSON.stringify(member.statement) : null,
          })),
        )
        .execute();
    }
    return { members: await loadSetMembers(trx, principal.accountId, document.id) };
  });
}

/** The set's members in order, with their templates' names (a deleted template drops out). */
export async function loadSetMembers(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<DocumentSetAnswer['members']> {
  const rows = await db
    .selectFrom('document_set_members as m')
    .leftJoin('templates as t', (join) =>
      join.onRef('t.id', '=', 'm.template_id').on('t.account_id', '=', accountId),
    )
    .leftJoin('word_templates as w', (join) =>
      join.onRef('w.id', '=', 'm.template_id').on('w.account_id', '=', accountId),
    )
    .select(['m.template_id', 'm.template_kind', 'm.statement', 't.name as rich', 'w.name as word'])
    .where('m.document_id', '=', documentId)
    .where('m.account_id', '=', accountId)
    .orderBy('m.position')
    .execute();
  return rows.flatMap((row) => {
    const name = row.template_kind === 'word' ? row.word : row.rich;
    if (name === null) return [];
    return [
      { templateId: row.template_id, kind: row.template_kind, name, statement: row.statement },
    ];
  });
}

async function templateKinds(
  db: Db,
  accountId: string,
  documentId: string,
  ids: string[],
): Promise<Map<string, 'rich' | 'word'>> {
  const kinds = new Map<string, 'rich' | 'word'>();
  if (ids.length === 0) return kinds;
  const [rich, word] = await Promise.all([
    db
      .selectFrom('templates')
      .select('id')
      .where('id', 'in', ids)
      .where('account_id', '=', accountId)
      .where('document_id', '=', documentId)
      .execute(),
    db
      .selectFrom('word_templates')
      .select('id')
      .where('id', 'in', ids)
      .where('account_id', '=', accountId)
      .where('document_id', '=', documentId)
      .execute(),
  ]);
  for (const row of rich) kinds.set(row.id, 'rich');
  for (const row of word) kinds.set(row.id, 'word');
  return kinds;
}

/** Whether the document generates a set (guests then receive the set, not one template). */
export async function hasDocumentSet(db: Db, accountId: string, documentId: string) {
  const row = await db
    .selectFrom('document_set_members')
    .select('template_id')
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
