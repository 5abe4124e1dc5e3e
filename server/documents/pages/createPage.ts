import type { CreatePageBody, PageAnswer } from '@schemas/api/documents';
import { limits } from '@schemas/limits';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { assertIdFree } from '../assertIdFree';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { openSlot } from '../positions/openSlot';
import { pagesOf } from '../positions/PositionList';
import { toJson } from '../toJson';
import { toPage } from '../toPage';

// documents/createPage: a page inserted at `position` (clamped; the end when absent).
export async function createPage(
  ports: Ports,
  principal: Principal,
  body: CreatePageBody,
): Promise<PageAnswer> {
  const id = body.id ?? ports.random.uuid();
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'documents', body.document_id),
    fields: { statement: 'statement', other: 'statement' },
    async apply(db, before) {
      if (before.pages.length >= limits.pagesPerInterview) {
        throw documentErrors.field(
          'document_id',
          documentMessages.tooManyPages(limits.pagesPerInterview),
        );
      }
      const list = pagesOf(before.document.id);
      const position = await openSlot(db, list, body.position, before.pages.length);
      if (body.id) await assertIdFree(db, 'pages', id);
      await db
        .insertInto('pages')
        .values({
          id,
          document_id: before.document.id,
          name: body.page_name ?? documentMessages.defaultPageName(before.pages.length + 1),
          conditional: body.page_conditional ?? false,
          statement: toJson(body.statement ?? null),
          position,
        })
        .execute();
      return {
        targetId: id,
        answer: (after) => ({
          page: toPage(after, after.page(id)),
          pagesIds: after.pages.map((page) => page.id),
        }),
      };
    },
  });
}
