import Type from 'typebox';
import { limits } from '../limits';
import { QuestionType } from '../questionType';
import { TemplateContentBody, templateLimits } from '../template';
import { nonBlank, Timestamp, Uuid } from './common';

// The clause library of an account: passages of templates saved by name ("Cláusula de
// garantía") to insert into other templates. Our own calls (the spec has none), under
// /api/v1/library. Every clause belongs to the caller's account (operators: their creator's);
// another account's clause answers 404 like one that does not exist.

export const clauseLimits = {
  perAccount: 1000,
  nameLength: templateLimits.nameLength,
  excerptLength: 240,
} as const;

/**
 * A question a clause reads, as it was in the interview it was saved from: so that the target
 * interview can be given one of the right type when it lacks it ("Crear la pregunta").
 * `parents` are the groups or lists it is inside, outermost first.
 */
const ClauseQuestion = Type.Object({
  path: Type.String({ maxLength: limits.nameLength }),
  type: QuestionType,
  label: Type.String({ maxLength: limits.titleLength }),
  options: Type.Array(
    Type.Object({
      value: Type.String({ maxLength: limits.valueLength }),
      label: Type.String({ maxLength: limits.titleLength }),
    }),
    { maxItems: limits.itemsPerQuestion },
  ),
});

export const ClauseVariable = Type.Object({
  ...ClauseQuestion.properties,
  parents: Type.Array(ClauseQuestion, { maxItems: limits.nestingDepth + 1 }),
});
export type ClauseVariable = Type.Static<typeof ClauseVariable>;

export const ClauseSummary = Type.Object({
  id: Uuid,
  name: Type.String(),
  /** The beginning of its text, to recognise it in a list. */
  excerpt: Type.String(),
  /** The variable paths it reads, with the question each had where the clause was saved. */
  variables: Type.Array(ClauseVariable),
  /** Paths it reads that were no question of the interview it was saved from. */
  unknownPaths: Type.Array(Type.String()),
  createdAt: Timestamp,
});
export type ClauseSummary = Type.Static<typeof ClauseSummary>;

export const Clause = Type.Object({
  ...ClauseSummary.properties,
  /** The passage: a template document (schemas/template.ts) of the blocks saved. */
  content: TemplateContentBody,
});
export type Clause = Type.Static<typeof Clause>;

export const CreateClauseBody = Type.Object({
  id: Type.Optional(Uuid),
  name: nonBlank(clauseLimits.nameLength),
  content: TemplateContentBody,
  /** The document whose interview the passage was written for: its questions' types are kept. */
  document_id: Uuid,
});
export type CreateClauseBody = Type.Static<typeof CreateClauseBody>;

export const ClauseAnswer = Type.Object({ clause: Clause });
export type ClauseAnswer = Type.Static<typeof ClauseAnswer>;

export const ClausesQuery = Type.Object({
  /** Words of the clause's name or text (accents and case ignored). */
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ClausesQuery = Type.Static<typeof ClausesQuery>;

export const ClausesAnswer = Type.Object({ clauses: Type.Array(ClauseSummary) });
export type ClausesAnswer = Type.Static<typeof ClausesAnswer>;

export const ClauseIdParams = Type.Object({ clauseId: Uuid });
export type ClauseIdParams = Type.Static<typeof ClauseIdParams>;

export const DeleteClauseBody = Type.Object({ clause_id: Uuid });
export type DeleteClauseBody = Type.Static<typeof DeleteClauseBody>;

export const DeleteClauseAnswer = Type.Object({ deleted: Type.Literal(true) });
export type DeleteClauseAnswer = Type.Static<typeof DeleteClauseAnswer>;
