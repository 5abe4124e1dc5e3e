import type { DeleteElementAnswer, DeleteElementBody } from '@schemas/api/documents';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { closeGap } from '../positions/closeGap';
import { elementsOf } from '../positions/PositionList';

// documents/deleteElement: the question with all its items (foreign-key cascade). Refused (400)
// when a condition elsewhere reads it.
export async function deleteElement(
  ports: Ports,
  principal: Principal,
  body: DeleteElementBody,
): Promise<DeleteElementAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'elements', body.element_id),
    fields: { other: 'element_id' },
    async apply(db, before) {
      const element = before.element(body.element_id);
      await db.deleteFrom('elements').where('id', '=', element.id).execute();
      await closeGap(db, elementsOf(element.page_id), element.position);
      return {
        targetId: null,
        answer: (after) => ({
          pageId: element.page_id,
          elementsIds: after.elementsOf(element.page_id).map((row) => row.id),
        }),
      };
    },
  });
}
