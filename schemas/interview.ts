import Type from 'typebox';
import { elementFields } from './element';
import { Id } from './id';
import { itemFields } from './item';
import { limits } from './limits';
import { pageFields } from './page';

// The authoring model as one tree: a document with its ordered pages → elements → items. This is
// what the builder edits and what the engine compiles. Order is the order of the arrays; the flat
// entities' `*Ids` lists and `position` are derived from it and left out here so they cannot
// disagree with it.
export const interviewSchemaVersion = 1;

// Items nest (a list inside a list, the options of a choice sub-question); the recursion is
// unrolled to a fixed depth for the same reasons as statements (see statement.ts): one level per
// nesting of groups and lists, plus one for the options of the innermost question.
const itemLevel = <T extends Type.TSchema>(children: T) =>
  Type.Object(
    { ...itemFields, items: Type.Array(children, { maxItems: limits.itemsPerQuestion }) },
    { additionalProperties: false },
  );

const InterviewItem1 = itemLevel(Type.Never());
const InterviewItem2 = itemLevel(InterviewItem1);
const InterviewItem3 = itemLevel(InterviewItem2);
const InterviewItem4 = itemLevel(InterviewItem3);
export const InterviewItem = itemLevel(InterviewItem4);
export type InterviewItem = Type.Static<typeof InterviewItem>;

export const InterviewElement = Type.Object(
  {
    ...elementFields,
    items: Type.Array(InterviewItem, { maxItems: limits.itemsPerQuestion }),
  },
  { additionalProperties: false },
);
export type InterviewElement = Type.Static<typeof InterviewElement>;

export const InterviewPage = Type.Object(
  {
    ...pageFields,
    elements: Type.Array(InterviewElement, { maxItems: limits.elementsPerPage }),
  },
  { additionalProperties: false },
);
export type InterviewPage = Type.Static<typeof InterviewPage>;

export const Interview = Type.Object(
  {
    schemaVersion: Type.Literal(interviewSchemaVersion),
    documentId: Id,
    name: Type.String({ maxLength: limits.nameLength }),
    pages: Type.Array(InterviewPage, { maxItems: limits.pagesPerInterview }),
  },
  { additionalProperties: false },
);
export type Interview = Type.Static<typeof Interview>;

// A question node of the tree, wherever it sits.
export type InterviewQuestion = InterviewElement | InterviewItem;
