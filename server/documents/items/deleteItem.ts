import type { DeleteItemAnswer, DeleteItemBody } from '@schemas/api/documents';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { closeGap } from '../positions/closeGap';
import { itemsOf } from '../positions/PositionList';

// documents/deleteItem: the option or sub-question with everything nested under it
// (foreign-key cascade). Refused (400) when a condition elsewhere reads it.
export async function deleteItem(
  ports: Ports,
  principal: Principal,
  body: DeleteItemBody,
): Promise<DeleteItemAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) => findOwnedDocumentId(db, principal.accountId, 'items', body.item_id),
    fields: { other: 'item_id' },
    async apply(db, before) {
      const item = before.item(body.item_id);
      await db.deleteFrom('items').where('id', '=', item.id).execute();
      await closeGap(db, itemsOf(item.parent_key), item.position);
      return {
        targetId: null,
        answer: (after) => ({
          elementId: item.element_id,
          parentItemId: item.parent_item_id,
          itemsIds: after.itemsOf(item.parent_key).map((row) => row.id),
        }),
      };
    },
  });
}
