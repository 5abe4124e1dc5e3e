import { emptyCalculation, questionTypeRegistry } from '@engine/index';
import type { ValidationRule } from '@schemas/formula';
import type { InterviewElement, InterviewItem } from '@schemas/interview';
import { defaultQuestionTitle } from '@schemas/question';
import { type ElementType, type ItemKind, isQuestionType } from '@schemas/questionType';
import { builderMessages } from '../builderMessages';
import { suggestVariableName } from './suggestVariableName';

export const newId = (): string => crypto.randomUUID();

// A new question of `type`, ready to edit: the default title, a unique variable name, two options
// for a choice question and one field for a group or list. A calculation starts as a number
// without formula, a validation rule without formula nor message.
export function createElementOf(
  type: ElementType,
  pageId: string,
  takenNames: Set<string>,
): InterviewElement {
  const id = newId();
  const prefix =
    type === 'calculation' ? 'calculo' : type === 'validationRule' ? 'regla' : 'pregunta';
  const variable = suggestVariableName('', takenNames, prefix);
  takenNames.add(variable);
  const element: InterviewElement = {
    id,
    pageId,
    name: type,
    simbol: '',
    title:
      type === 'calculation'
        ? builderMessages.formula.newCalculationTitle
        : type === 'validationRule'
          ? builderMessages.formula.newRuleTitle
          : defaultQuestionTitle,
    value: [],
    variable: [variable],
    expand: false,
    conditional: false,
    required: false,
    statement: null,
    items: isQuestionType(type) ? starterItems(type, id, null) : [],
  };
  if (type === 'calculation') element.calculation = emptyCalculation;
  if (type === 'validationRule') element.validationRule = emptyValidationRule;
  return element;
}

export const emptyValidationRule: ValidationRule = { formula: null, message: '', scope: 'page' };

export function createItemOf(
  kind: ItemKind,
  elementId: string,
  parentItemId: string | null,
  siblings: readonly InterviewItem[],
): InterviewItem {
  const id = newId();
  if (kind === 'option') {
    const label = nextOptionLabel(siblings);
    return baseItem(id, elementId, parentItemId, 'option', label, [], []);
  }
  const taken = new Set(siblings.map((item) => item.variable[0] ?? ''));
  const variable = suggestVariableName('', taken, 'campo');
  return {
    ...baseItem(id, elementId, parentItemId, kind, defaultQuestionTitle, [], [variable]),
    items: starterItems(kind, elementId, id),
  };
}

// The options a new choice question starts with, or the first field of a group or list.
function starterItems(
  kind: ItemKind,
  elementId: string,
  parentItemId: string | null,
): InterviewItem[] {
  if (kind === 'option') return [];
  const children = questionTypeRegistry[kind].children;
  if (children === 'options') {
    return ['Opción 1', 'Opción 2'].map((label) =>
      baseItem(newId(), elementId, parentItemId ?? null, 'option', label, [], []),
    );
  }
  if (children === 'questions') {
    return [
      baseItem(
        newId(),
        elementId,
        parentItemId,
        'shortText',
        defaultQuestionTitle,
        [],
        ['campo_1'],
      ),
    ];
  }
  return [];
}

function nextOptionLabel(siblings: readonly InterviewItem[]): string {
  const labels = new Set(siblings.map((item) => item.title));
  let n = siblings.length + 1;
  while (labels.has(`Opción ${n}`)) n += 1;
  return `Opción ${n}`;
}

function baseItem(
  id: string,
  elementId: string,
  parentItemId: string | null,
  name: ItemKind,
  title: string,
  value: string[],
  variable: string[],
): InterviewItem {
  return {
    id,
    elementId,
    parentItemId,
    name,
    simbol: '',
    title,
    value,
    variable,
    expand: false,
    conditional: false,
    required: false,
    statement: null,
    items: [],
  };
}
