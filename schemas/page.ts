import Type from 'typebox';
import { Id } from './id';
import { limits } from './limits';
import { Statement } from './statement';

// A page of an interview. `conditional` says whether `statement` decides when the page is shown.
export const pageFields = {
  id: Id,
  documentId: Id,
  name: Type.String({ maxLength: limits.nameLength }),
  conditional: Type.Boolean(),
  statement: Type.Union([Statement, Type.Null()]),
};

export const Page = Type.Object(
  {
    ...pageFields,
    elementsIds: Type.Array(Id, { maxItems: limits.elementsPerPage }),
    position: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type Page = Type.Static<typeof Page>;
