import { formulaOperationLabels, rowOperations } from '@engine/index';
import type { FormulaOperation } from '@schemas/formula';
import { builderMessages } from '../builderMessages';

// The formula editor's menu: what a part of a formula can be, in the lawyer's words, and what each
// operation's parts are called. Pure data over the engine's formula format (schemas/formula.ts):
// the editor builds formulas only from these entries, never from typed code.

const text = builderMessages.formula;

// What a part of a formula is, as the menu names it: a constant of some kind, a variable, a
// condition, or an operation (a recipe is an operation pre-filled for a common need).
export type PartKind =
  | 'empty'
  | 'variable'
  | 'number'
  | 'text'
  | 'date'
  | 'yesNo'
  | 'condition'
  | FormulaOperation;

export interface MenuEntry {
  key: PartKind | 'recipe:age' | 'recipe:deadline';
  label: string;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

const operation = (key: FormulaOperation): MenuEntry => ({
  key,
  label: formulaOperationLabels[key],
});

export const formulaMenu: MenuGroup[] = [
  {
    label: text.groups.values,
    entries: [
      { key: 'variable', label: text.kinds.variable },
      { key: 'number', label: text.kinds.number },
      { key: 'text', label: text.kinds.text },
      { key: 'date', label: text.kinds.date },
      { key: 'yesNo', label: text.kinds.yesNo },
      { key: 'empty', label: text.kinds.empty },
    ],
  },
  {
    label: text.groups.numbers,
    entries: (['+', '-', '*', '/', 'min', 'max', 'round', 'abs'] as const).map(operation),
  },
  {
    label: text.groups.dates,
    entries: [
      { key: 'recipe:age', label: text.kinds.age },
      { key: 'recipe:deadline', label: text.kinds.deadline },
      ...(
        [
          'today',
          'yearsBetween',
          'monthsBetween',
          'daysBetween',
          'addDays',
          'addMonths',
          'addYears',
          'addBusinessDays',
          'businessDaysBetween',
        ] as const
      ).map(operation),
    ],
  },
  {
    label: text.groups.lists,
    entries: (['count', 'sum', 'minOf', 'maxOf', 'anyRow', 'allRows'] as const).map(operation),
  },
  {
    label: text.groups.text,
    entries: (['join', 'upper', 'lower', 'firstNonEmpty'] as const).map(operation),
  },
  {
    label: text.groups.logic,
    entries: [
      operation('if'),
      { key: 'condition', label: text.kinds.condition },
      ...(['==', '!=', '>', '>=', '<', '<=', 'and', 'or', '!'] as const).map(operation),
    ],
  },
];

// A new part of the chosen kind, its parts empty (an empty part is null: the formula stays valid
// and gives an empty value until it is filled in).
export function createPart(key: MenuEntry['key']): unknown {
  switch (key) {
    case 'empty':
      return null;
    case 'variable':
      return { var: '' };
    case 'number':
      return 0;
    case 'text':
      return '';
    case 'date':
      return todayIso();
    case 'yesNo':
      return true;
    case 'condition':
      return { condition: null };
    case 'recipe:age':
      return { yearsBetween: [null, { today: [] }] };
    case 'recipe:deadline':
      return { addDays: [null, 30] };
    case 'today':
      return { today: [] };
    case 'if':
      return { if: [null, null, null] };
    case 'round':
      return { round: [null, 2] };
    case 'join':
      return { join: [', ', null] };
    case 'count':
      return { count: [null] };
    case 'sum':
    case 'minOf':
    case 'maxOf':
    case 'abs':
    case 'upper':
    case 'lower':
    case '!':
      return { [key]: [null] };
    case 'firstNonEmpty':
    case 'and':
    case 'or':
      return { [key]: [null, null] };
    default:
      return { [key]: [null, null] };
  }
}

// The operations that take any number of values ("Agregar valor").
export const variadicOperations: ReadonlySet<string> = new Set([
  '+',
  '*',
  'min',
  'max',
  'and',
  'or',
  'join',
  'firstNonEmpty',
]);

// What each part of an operation is called, by position (the last name repeats for variadic
// operations; an `if` alternates "Si" and "Entonces" and ends with "Si no").
export function slotLabel(operation: FormulaOperation, index: number, count: number): string {
  const slots = text.slots;
  switch (operation) {
    case '-':
      return index === 0 ? slots.number : slots.minus;
    case '/':
      return index === 0 ? slots.dividend : slots.divisor;
    case 'round':
      return index === 0 ? slots.number : slots.decimals;
    case 'abs':
      return slots.number;
    case '==':
    case '!=':
    case '>':
    case '>=':
    case '<':
    case '<=':
      return index === 0 ? slots.value : slots.compared;
    case 'and':
    case 'or':
    case '!':
      return slots.condition;
    case 'if':
      if (index === count - 1 && count % 2 === 1) return slots.elseValue;
      return index % 2 === 0 ? slots.ifCondition : slots.thenValue;
    case 'yearsBetween':
    case 'monthsBetween':
    case 'daysBetween':
    case 'businessDaysBetween':
      return index === 0 ? slots.from : index === 1 ? slots.to : slots.holidays;
    case 'addDays':
      return index === 0 ? slots.date : slots.days;
    case 'addMonths':
      return index === 0 ? slots.date : slots.months;
    case 'addYears':
      return index === 0 ? slots.date : slots.years;
    case 'addBusinessDays':
      return index === 0 ? slots.date : index === 1 ? slots.businessDays : slots.holidays;
    case 'count':
      return index === 0 ? slots.list : slots.rowsWhere;
    case 'sum':
    case 'minOf':
    case 'maxOf':
      return slots.field;
    case 'anyRow':
    case 'allRows':
      return index === 0 ? slots.list : slots.eachRow;
    case 'join':
      return index === 0 ? slots.separator : slots.value;
    case 'upper':
    case 'lower':
      return slots.text;
    default:
      return slots.value;
  }
}

// What a variable may be in a part: any value, a repeating list (the first part of a row
// operation), or also a list's field standing for every row's answer (a sum, a join).
export type SlotScope = 'value' | 'list' | 'column';

export function slotScope(operation: FormulaOperation, index: number): SlotScope {
  if (rowOperations.has(operation) && index === 0) return 'list';
  if (operation === 'sum' || operation === 'minOf' || operation === 'maxOf') return 'column';
  if (operation === 'join' && index > 0) return 'column';
  return 'value';
}

// The optional third part of a business-day operation: its holidays, as a list of dates.
export function isHolidaySlot(operation: FormulaOperation, index: number): boolean {
  return (operation === 'addBusinessDays' || operation === 'businessDaysBetween') && index === 2;
}

export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
