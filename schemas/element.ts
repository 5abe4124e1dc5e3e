import Type from 'typebox';
import { Calculation, ValidationRule } from './formula';
import { Id } from './id';
import { limits } from './limits';
import { questionFields } from './question';
import { ElementType } from './questionType';

// A question on a page. `name` is the question type (the spec's field name), or one of the two
// elements that are never asked (schemas/questionType.ts `elementTypes`), whose settings are in
// `calculation` or `validationRule`.
export const elementFields = {
  id: Id,
  pageId: Id,
  name: ElementType,
  ...questionFields,
  calculation: Type.Optional(Calculation),
  validationRule: Type.Optional(ValidationRule),
};

export const Element = Type.Object(
  {
    ...elementFields,
    itemsIds: Type.Array(Id, { maxItems: limits.itemsPerQuestion }),
    position: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type Element = Type.Static<typeof Element>;
