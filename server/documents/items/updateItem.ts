import type { ItemAnswer, RenamedReference, UpdateItemBody } from '@schemas/api/documents';
import type { ItemKind } from '@schemas/questionType';
import type { Principal } from '../../auth/Principal';
import type { ItemRow } from '../../db/documentTables';
import type { Ports } from '../../ports/Ports';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { findPlacementProblem, findTypeChangeProblem } from '../findPlacementProblem';
import { findQuestionPaths, keyOf } from '../findQuestionPaths';
import { firstSentField } from '../firstSentField';
import type { LoadedDocument } from '../LoadedDocument';
import {
  type Rename,
  renameOptionValue,
  renameVariable,
  rewriteReferences,
} from '../rewriteReferences';
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
      const rewrite = findRename(before, item, isOption, body, variable);
      const skip = body.statement === undefined ? null : item.id;
      const renamedReferences: RenamedReference[] = rewrite
        ? await rewriteReferences(db, before, rewrite, skip)
        : [];
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

// What the conditions of the document must follow: a sub-question's new path, or the new value of
// an option (its value, or its title when it has none). Only an unambiguous old name is followed.
function findRename(
  before: LoadedDocument,
  item: ItemRow,
  isOption: boolean,
  body: UpdateItemBody,
  variable: string[] | undefined,
): Rename | null {
  const { pathById, countByPath } = findQuestionPaths(before);
  const parentPath = pathById.get(item.parent_item_id ?? item.element_id) ?? '';
  if (!isOption && item.name !== 'option' && variable !== undefined) {
    const oldPath = pathById.get(item.id) ?? '';
    const newKey = variable[0] ?? '';
    const newPath = `${parentPath}.${newKey}`;
    const unique = countByPath.get(oldPath) === 1;
    return newKey !== '' && oldPath !== newPath && unique ? renameVariable(oldPath, newPath) : null;
  }
  if (isOption && item.name === 'option') {
    const oldValue = optionValue(item.value, item.title);
    const newValue = optionValue(body.itemValue ?? item.value, body.itemTitle ?? item.title);
    const siblings = before.itemsOf(item.parent_key).filter((row) => row.id !== item.id);
    const shared = siblings.some((row) => optionValue(row.value, row.title) === oldValue);
    return oldValue !== newValue && newValue !== '' && !shared
      ? renameOptionValue(parentPath, oldValue, newValue)
      : null;
  }
  return null;
}

/** The value an option stores when chosen, as the engine reads it. */
function optionValue(value: readonly string[], title: string): string {
  return (value[0] ?? '').trim() || title.trim();
}
