import type { PageAnswer, UpdatePageBody } from '@schemas/api/documents';
import type { Updateable } from 'kysely';
import type { Principal } from '../../auth/Principal';
import type { PagesTable } from '../../db/documentTables';
import type { Ports } from '../../ports/Ports';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { moveWithinList } from '../positions/moveWithinList';
import { pagesOf } from '../positions/PositionList';
import { toJson } from '../toJson';
import { toPage } from '../toPage';

// documents/updatePage: name, condition and its switch, and `position`, which moves the page.
export async function updatePage(
  ports: Ports,
  principal: Principal,
  body: UpdatePageBody,
): Promise<PageAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'pages', body.pageId, body.documentId),
    fields: { statement: 'statement', other: 'pageConditional' },
    async apply(db, before) {
      const page = before.page(body.pageId);
      const changes: Updateable<PagesTable> = {};
      if (body.pageName !== undefined) changes.name = body.pageName;
      if (body.pageConditional !== undefined) changes.conditional = body.pageConditional;
      if (body.statement !== undefined) changes.statement = toJson(body.statement);
      if (Object.keys(changes).length > 0) {
        await db.updateTable('pages').set(changes).where('id', '=', page.id).execute();
      }
      if (body.position !== undefined) {
        const list = pagesOf(before.document.id);
        await moveWithinList(db, list, page.id, page.position, body.position, before.pages.length);
      }
      return {
        targetId: page.id,
        answer: (after) => ({
          page: toPage(after, after.page(page.id)),
          pagesIds: after.pages.map((row) => row.id),
        }),
      };
    },
  });
}
