import type { Calculation, ValidationRule } from '@schemas/formula';
import type { Statement } from '@schemas/statement';
import type { Validation } from '@schemas/validation';
import type { ElementRow } from '../db/documentTables';

/** The columns elements and items share, as read. */
type QuestionRow = Omit<
  ElementRow,
  'id' | 'document_id' | 'page_id' | 'name' | 'position' | 'calculation' | 'validation_rule'
>;

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
// state: never stored, always answered false.
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

/** A calculation's or validation rule's settings, on the elements that have them. */
export function toComputedFields(row: Pick<ElementRow, 'calculation' | 'validation_rule'>): {
  calculation?: Calculation;
  validationRule?: ValidationRule;
} {
  const fields: { calculation?: Calculation; validationRule?: ValidationRule } = {};
  if (row.calculation !== null) fields.calculation = row.calculation;
  if (row.validation_rule !== null) fields.validationRule = row.validation_rule;
  return fields;
}
