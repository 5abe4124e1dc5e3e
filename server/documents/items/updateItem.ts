import type { ItemAnswer, RenamedReference, UpdateItemBody } from '@schemas/api/documents';
import type { ItemKind } from '@schemas/questionType';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { findPlacementProblem, findTypeChangeProblem } from '../findPlacementProblem';
import { firstSentField } from '../firstSentField';
import { keyOf } from '../keyOf';
import { rewriteReferences } from '../rewriteReferences';
import { toItem } from '../toItem';
import { toQuestionChanges } from '../toQuestionChanges';

// documents/updateItem: any field of an option or sub-question; flags are set as sent. Renaming a
// sub-question's variable, or changing the value an option stores, rewrites the conditions that
// read it (answered in `renamedReferences`).
export async function updateItem(
  ports: Ports,
  principal: Principal,
  body: UpdateItemBody,
): Promise<ItemAnswer> {
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'items', body.itemId, body.documentId),
    fields: {
      variable: 'itemVariable',
      statement: 'statement',
      pattern: 'validation.pattern',
      name: 'itemName',
      other:
        firstSentField(body, [
          'itemName',
          'itemVariable',
          'itemValue',
          'itemTitle',
          'itemConditional',
          'statement',
        ]) ?? 'itemId',
    },
    async apply(db, before) {
      const item = before.item(body.itemId);
      const parentName = item.parent_item_id
        ? before.item(item.parent_item_id).name
        : before.element(item.element_id).name;
      const name = body.itemName ?? (item.name as ItemKind);
      if (name !== item.name) {
        const problem =
          findPlacementProblem(parentName, name) ??
          findTypeChangeProblem(name, before.itemsOf(item.id));
        if (problem) throw documentErrors.field('itemName', problem);
      }
      const isOption = name === 'option';
      let variable: string[] | undefined;
      if (body.itemVariable !== undefined) {
        const key = keyOf(body.itemVariable);
        if (isOption && key !== '') {
          throw documentErrors.field('itemVariable', documentMessages.optionHasNoVariable);
        }
        variable = key === '' ? [] : [key];
      } else if (isOption && item.name !== 'option') {
        variable = [];
      }
      const changes = toQuestionChanges({
        title: body.itemTitle,
        simbol: body.itemSimbol,
        value: body.itemValue,
        required: body.itemRequired,
        conditional: body.itemConditional,
        statement: body.statement,
        help: body.help,
        placeholder: body.placeholder,
        validation: body.validation,
      });
      const renamedReferences: RenamedReference[] = await rewriteReferences(db, before, {
        id: item.id,
        variable,
        value: body.itemValue,
        title: body.itemTitle,
        name,
        setsStatement: body.statement !== undefined,
      });
      const set = {
        ...changes,
        ...(name !== item.name && { name }),
        ...(variable !== undefined && { variable: JSON.stringify(variable) }),
      };
      if (Object.keys(set).length > 0) {
        await db.updateTable('items').set(set).where('id', '=', item.id).execute();
      }
      return {
        targetId: item.id,
        answer: (after) => ({
          item: toItem(after, after.item(item.id)),
          itemsIds: after.itemsOf(item.parent_key).map((row) => row.id),
          renamedReferences,
        }),
      };
    },
  });
}
