import Type from 'typebox';
import { Id } from './id';
import { limits } from './limits';
import { questionFields } from './question';
import { QuestionType } from './questionType';

// A question on a page. `name` is the question type (the spec's field name).
export const elementFields = {
  id: Id,
  pageId: Id,
  name: QuestionType,
  ...questionFields,
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
