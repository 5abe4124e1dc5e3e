import Type from 'typebox';
import { Id } from './id';
import { limits } from './limits';
import { questionFields } from './question';
import { ItemKind } from './questionType';

// A child of a question: an option of a choice question (`name: 'option'`) or a sub-question of a
// group or repeating list. Sub-questions may have items of their own (the options of a choice
// sub-question, or the fields of a nested list), so items nest: `parentItemId` names the parent
// item, null for the element's direct children. `elementId` is always the top question.
export const itemFields = {
  id: Id,
  elementId: Id,
  parentItemId: Type.Union([Id, Type.Null()]),
  name: ItemKind,
  ...questionFields,
};

export const Item = Type.Object(
  {
    ...itemFields,
    itemsIds: Type.Array(Id, { maxItems: limits.itemsPerQuestion }),
    position: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type Item = Type.Static<typeof Item>;
