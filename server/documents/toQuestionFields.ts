import type { Statement } from '@schemas/statement';
import type { Validation } from '@schemas/validation';
import type { ElementRow } from '../db/documentTables';

/** The columns elements and items share, as read. */
type QuestionRow = Omit<ElementRow, 'id' | 'document_id' | 'page_id' | 'name' | 'position'>;

export interface QuestionFields {
  simbol: string;
  title: string;
  value: string[];
  variable: string[];
  expand: boolean;
  conditional: boolean;
  required: boolean;
  statement: Statement | null;
  help?: string;
  placeholder?: string;
  validation?: Validation;
}

// The spec's question fields of an element or item row. `expand` is the editor's local fold
// state (spec section 4): never stored, always answered false.
export function toQuestionFields(row: QuestionRow): QuestionFields {
  const fields: QuestionFields = {
    simbol: row.simbol,
    title: row.title,
    value: row.value,
    variable: row.variable,
    expand: false,
    conditional: row.conditional,
    required: row.required,
    statement: row.statement,
  };
  if (row.help !== null) fields.help = row.help;
  if (row.placeholder !== null) fields.placeholder = row.placeholder;
  if (row.validation !== null) fields.validation = row.validation;
  return fields;
}
