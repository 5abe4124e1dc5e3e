import type { Statement } from '@schemas/statement';
import type { Validation } from '@schemas/validation';
import type { Updateable } from 'kysely';
import type { ElementsTable } from '../db/documentTables';

/** The question fields of a create or update body, with the spec's names stripped of prefixes. */
export interface QuestionInput {
  title?: string;
  simbol?: string;
  value?: string[];
  required?: boolean;
  conditional?: boolean;
  statement?: Statement | null;
  help?: string;
  placeholder?: string;
  validation?: Validation | null;
}

export type QuestionChanges = Pick<
  Updateable<ElementsTable>,
  | 'title'
  | 'simbol'
  | 'value'
  | 'required'
  | 'conditional'
  | 'statement'
  | 'help'
  | 'placeholder'
  | 'validation'
>;

// The columns an element or item body sets; fields left out stay as they are. An empty help or
// placeholder and an empty or null validation are stored as absent.
export function toQuestionChanges(input: QuestionInput): QuestionChanges {
  const changes: QuestionChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.simbol !== undefined) changes.simbol = input.simbol;
  if (input.value !== undefined) changes.value = JSON.stringify(input.value);
  if (input.required !== undefined) changes.required = input.required;
  if (input.conditional !== undefined) changes.conditional = input.conditional;
  if (input.statement !== undefined) {
    changes.statement = input.statement === null ? null : JSON.stringify(input.statement);
  }
  if (input.help !== undefined) changes.help = input.help === '' ? null : input.help;
  if (input.placeholder !== undefined) {
    changes.placeholder = input.placeholder === '' ? null : input.placeholder;
  }
  if (input.validation !== undefined) {
    const empty = input.validation === null || Object.keys(input.validation).length === 0;
    changes.validation = empty ? null : JSON.stringify(input.validation);
  }
  return changes;
}
