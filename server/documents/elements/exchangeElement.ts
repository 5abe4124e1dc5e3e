import type { ExchangeElementAnswer, ExchangeElementBody } from '@schemas/api/documents';
import { limits } from '@schemas/limits';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { closeGap } from '../positions/closeGap';
import { moveWithinList } from '../positions/moveWithinList';
import { openSlot } from '../positions/openSlot';
import { elementsOf } from '../positions/PositionList';
import { toElement } from '../toElement';

// documents/exchangeElement: moves a question to `next_position` of `page_id`, its own page
// (clamped to 1..n) or another page of the same document (clamped to 1..n+1).
export async function exchangeElement(
  ports: Ports,
  principal: Principal,
  body: ExchangeElementBody,
): Promise<ExchangeElementAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'elements', body.element_id),
    fields: { other: 'next_position' },
    async apply(db, before) {
      const element = before.element(body.element_id);
      const source = element.page_id;
      const target = body.page_id;
      if (!before.pageById.has(target)) {
        // Another document of the same account is a mistake to explain; another account's page
        // (or none) is simply not found.
        const owner = await findOwnedDocumentId(db, principal.accountId, 'pages', target);
        if (!owner) throw documentErrors.notFound();
        throw documentErrors.field('page_id', documentMessages.pageInOtherDocument);
      }
      if (target === source) {
        const count = before.elementsOf(source).length;
        const list = elementsOf(source);
        await moveWithinList(db, list, element.id, element.position, body.next_position, count);
      } else {
        const targetCount = before.elementsOf(target).length;
        if (targetCount >= limits.elementsPerPage) {
          throw documentErrors.field(
            'page_id',
            documentMessages.tooManyElements(limits.elementsPerPage),
          );
        }
        const position = await openSlot(db, elementsOf(target), body.next_position, targetCount);
        await db
          .updateTable('elements')
          .set({ page_id: target, position })
          .where('id', '=', element.id)
          .execute();
        await closeGap(db, elementsOf(source), element.position);
      }
      return {
        targetId: element.id,
        answer: (after) => ({
          element: toElement(after, after.element(element.id)),
          pages: [...new Set([source, target])].map((pageId) => ({
            pageId,
            elementsIds: after.elementsOf(pageId).map((row) => row.id),
          })),
        }),
      };
    },
  });
}
