import type { DeletePageAnswer, DeletePageBody } from '@schemas/api/documents';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { closeGap } from '../positions/closeGap';
import { pagesOf } from '../positions/PositionList';

// documents/deletePage: the page with its elements and their items (foreign-key cascade). Refused
// (400) when a condition elsewhere reads a question on it.
export async function deletePage(
  ports: Ports,
  principal: Principal,
  body: DeletePageBody,
): Promise<DeletePageAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) => findOwnedDocumentId(db, principal.accountId, 'pages', body.page_id),
    fields: { other: 'page_id' },
    async apply(db, before) {
      const page = before.page(body.page_id);
      await db.deleteFrom('pages').where('id', '=', page.id).execute();
      await closeGap(db, pagesOf(before.document.id), page.position);
      return {
        targetId: null,
        answer: (after) => ({ pagesIds: after.pages.map((row) => row.id) }),
      };
    },
  });
}
