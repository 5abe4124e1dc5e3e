import type { ExchangeItemBody, ItemAnswer } from '@schemas/api/documents';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { moveWithinList } from '../positions/moveWithinList';
import { itemsOf } from '../positions/PositionList';
import { toItem } from '../toItem';

// documents/exchangeItem: moves an option or sub-question to `next_position` (clamped to 1..n)
// within its own list. `element_id` must be the item's element.
export async function exchangeItem(
  ports: Ports,
  principal: Principal,
  body: ExchangeItemBody,
): Promise<ItemAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) => findOwnedDocumentId(db, principal.accountId, 'items', body.item_id),
    fields: { other: 'next_position' },
    async apply(db, before) {
      const item = before.item(body.item_id);
      if (body.element_id !== item.element_id) {
        const owner = await findOwnedDocumentId(
          db,
          principal.accountId,
          'elements',
          body.element_id,
        );
        if (!owner) throw documentErrors.notFound();
        throw documentErrors.field('element_id', documentMessages.itemInOtherElement);
      }
      const count = before.itemsOf(item.parent_key).length;
      const list = itemsOf(item.parent_key);
      await moveWithinList(db, list, item.id, item.position, body.next_position, count);
      return {
        targetId: item.id,
        answer: (after) => ({
          item: toItem(after, after.item(item.id)),
          itemsIds: after.itemsOf(item.parent_key).map((row) => row.id),
          renamedReferences: [],
        }),
      };
    },
  });
}
