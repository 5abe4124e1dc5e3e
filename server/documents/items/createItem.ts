import { lintMessages } from '@engine/index';
import type { CreateItemBody, ItemAnswer } from '@schemas/api/documents';
import { limits } from '@schemas/limits';
import { defaultQuestionTitle } from '@schemas/question';
import type { Principal } from '../../auth/Principal';
import type { Ports } from '../../ports/Ports';
import { assertIdFree } from '../assertIdFree';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { editDocument } from '../editDocument';
import { findOwnedDocumentId } from '../findOwnedDocumentId';
import { findPlacementProblem } from '../findPlacementProblem';
import { keyOf } from '../keyOf';
import { pickFreeVariable } from '../pickFreeVariable';
import { openSlot } from '../positions/openSlot';
import { itemsOf } from '../positions/PositionList';
import { toItem } from '../toItem';
import { toQuestionChanges } from '../toQuestionChanges';

// The deepest an item can sit: an option of a choice question inside groups nested to the limit.
const maxItemDepth = limits.nestingDepth + 2;

// documents/createItem: an option of a choice question, or a sub-question of a group or repeating
// list (`parent_item_id` names a sub-question to nest under; null for the element's own items).
// A sub-question without a variable name gets a free one among its siblings (`campo_N`).
export async function createItem(
  ports: Ports,
  principal: Principal,
  body: CreateItemBody,
): Promise<ItemAnswer> {
  const id = body.id ?? ports.random.uuid();
  const isOption = body.item_name === 'option';
  return editDocument(ports, principal, body.version, {
    findDocumentId: (db) =>
      findOwnedDocumentId(db, principal.accountId, 'elements', body.element_id),
    fields: {
      variable: 'item_variable',
      statement: 'statement',
      pattern: 'validation.pattern',
      name: 'item_name',
      other: 'item_variable',
    },
    async apply(db, before) {
      const element = before.element(body.element_id);
      const parentId = body.parent_item_id ?? null;
      const parent = parentId === null ? null : before.itemById.get(parentId);
      if (parentId !== null && !parent) {
        const owner = await findOwnedDocumentId(db, principal.accountId, 'items', parentId);
        if (!owner) throw documentErrors.notFound();
      }
      if (parentId !== null && parent?.element_id !== element.id) {
        throw documentErrors.field('parent_item_id', documentMessages.parentInOtherElement);
      }
      const placement = findPlacementProblem(parent?.name ?? element.name, body.item_name);
      if (placement) throw documentErrors.field('item_name', placement);
      if (before.depthOf(parent ?? element) + 1 > maxItemDepth) {
        throw documentErrors.field('item_name', lintMessages.nestingTooDeep(limits.nestingDepth));
      }
      const parentKey = parent?.id ?? element.id;
      const siblings = before.itemsOf(parentKey);
      if (siblings.length >= limits.itemsPerQuestion) {
        throw documentErrors.field(
          'element_id',
          documentMessages.tooManyItems(limits.itemsPerQuestion),
        );
      }
      const sentKey = keyOf(body.item_variable ?? []);
      if (isOption && sentKey !== '') {
        throw documentErrors.field('item_variable', documentMessages.optionHasNoVariable);
      }
      const taken = new Set(
        siblings.filter((row) => row.name !== 'option').map((row) => keyOf(row.variable)),
      );
      const variable = isOption ? [] : [sentKey || pickFreeVariable('campo', taken)];
      const position = await openSlot(db, itemsOf(parentKey), body.position, siblings.length);
      if (body.id) await assertIdFree(db, 'items', id);
      await db
        .insertInto('items')
        .values({
          id,
          document_id: before.document.id,
          element_id: element.id,
          parent_item_id: parent?.id ?? null,
          name: body.item_name,
          title: isOption ? documentMessages.defaultOptionTitle(position) : defaultQuestionTitle,
          simbol: '',
          value: '[]',
          required: false,
          conditional: false,
          statement: null,
          help: null,
          placeholder: null,
          validation: null,
          ...toQuestionChanges({
            title: body.item_title,
            simbol: body.item_simbol,
            value: body.item_value,
            required: body.item_required,
            conditional: body.item_conditional,
            statement: body.statement,
            help: body.help,
            placeholder: body.placeholder,
            validation: body.validation,
          }),
          variable: JSON.stringify(variable),
          position,
        })
        .execute();
      return {
        targetId: id,
        answer: (after) => ({
          item: toItem(after, after.item(id)),
          itemsIds: after.itemsOf(parentKey).map((row) => row.id),
          renamedReferences: [],
        }),
      };
    },
  });
}
