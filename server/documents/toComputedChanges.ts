import { emptyCalculation } from '@engine/index';
import type { Calculation, ValidationRule } from '@schemas/formula';
import type { ElementType } from '@schemas/questionType';
import type { ElementRow } from '../db/documentTables';
import { documentErrors } from './documentErrors';
import { documentMessages } from './documentMessages';

// A validation rule created without settings: no formula yet (it checks nothing), no message.
export const emptyValidationRule: ValidationRule = { formula: null, message: '', scope: 'page' };

// null clears the setting (an undo of a change to that type sends it); an element of that type
// keeps the empty setting instead, as it never goes without one.
interface ComputedInput {
  calculation?: Calculation | null;
  validationRule?: ValidationRule | null;
}

/**
 * The settings columns an element write sets: a calculation's or a validation rule's, sent or (on
 * a create, or a change to that type) the empty ones. Settings of the other kind are refused: a
 * question has no formula.
 */
export function computedColumns(
  name: ElementType,
  input: ComputedInput,
  current: Pick<ElementRow, 'calculation' | 'validation_rule'> | null = null,
  fields: { calculation: string; validationRule: string } = {
    calculation: 'element_calculation',
    validationRule: 'element_validation_rule',
  },
): { calculation?: string | null; validation_rule?: string | null } {
  if (input.calculation != null && name !== 'calculation')
    throw documentErrors.field(fields.calculation, documentMessages.onlyCalculations);
  if (input.validationRule != null && name !== 'validationRule')
    throw documentErrors.field(fields.validationRule, documentMessages.onlyValidationRules);
  const columns: { calculation?: string | null; validation_rule?: string | null } = {};
  if (input.calculation != null) columns.calculation = JSON.stringify(input.calculation);
  else if (name === 'calculation' && (input.calculation === null || !current?.calculation))
    columns.calculation = JSON.stringify(emptyCalculation);
  else if (input.calculation === null) columns.calculation = null;
  if (input.validationRule != null) columns.validation_rule = JSON.stringify(input.validationRule);
  else if (
    name === 'validationRule' &&
    (input.validationRule === null || !current?.validation_rule)
  )
    columns.validation_rule = JSON.stringify(emptyValidationRule);
  else if (input.validationRule === null) columns.validation_rule = null;
  return columns;
}

/** The body field a formula's problems point at, for an element of this type. */
export function formulaField(name: ElementType, style: 'snake' | 'camel' = 'snake'): string {
  if (name === 'validationRule')
    return style === 'snake' ? 'element_validation_rule' : 'elementValidationRule';
  return style === 'snake' ? 'element_calculation' : 'elementCalculation';
}
