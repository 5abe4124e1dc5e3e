import type { CalculationType, RuleScope } from '@schemas/formula';
import type { Interview, InterviewElement, InterviewItem, InterviewPage } from '@schemas/interview';
import type { ItemKind, QuestionType } from '@schemas/questionType';
import type { Statement } from '@schemas/statement';
import type { Validation } from '@schemas/validation';

// Small typed builders for authoring models. Ids are derived from variable names so fixtures read
// naturally and stay deterministic.

interface QuestionOverrides {
  id?: string;
  title?: string;
  required?: boolean;
  statement?: Statement | null;
  value?: string[];
  simbol?: string;
  help?: string;
  placeholder?: string;
  validation?: Validation;
  items?: InterviewItem[];
}

const questionDefaults = (name: string, overrides: QuestionOverrides) => ({
  simbol: overrides.simbol ?? '',
  title: overrides.title ?? `Pregunta ${name}`,
  value: overrides.value ?? [],
  variable: [name],
  expand: false,
  conditional: overrides.statement != null,
  required: overrides.required ?? false,
  statement: overrides.statement ?? null,
  items: overrides.items ?? [],
  ...(overrides.help !== undefined && { help: overrides.help }),
  ...(overrides.placeholder !== undefined && { placeholder: overrides.placeholder }),
  ...(overrides.validation !== undefined && { validation: overrides.validation }),
});

export function createElement(
  type: QuestionType,
  name: string,
  overrides: QuestionOverrides = {},
): InterviewElement {
  const id = overrides.id ?? `e-${name}`;
  return {
    id,
    pageId: 'pending',
    name: type,
    ...questionDefaults(name, overrides),
    items: (overrides.items ?? []).map((item) => adopt(item, id, null)),
  };
}

// A calculation ("Cálculo") named `name` whose value is `formula`'s.
export function createCalculation(
  name: string,
  type: CalculationType,
  formula: unknown,
  overrides: QuestionOverrides & { show?: boolean } = {},
): InterviewElement {
  const { show = false, ...rest } = overrides;
  return {
    ...createElement('number', name, { title: `Cálculo ${name}`, ...rest }),
    name: 'calculation',
    calculation: { type, formula, show },
  };
}

// A validation rule whose formula must hold, with the lawyer's message.
export function createRule(
  name: string,
  formula: unknown,
  message: string,
  scope: RuleScope = 'page',
  overrides: QuestionOverrides = {},
): InterviewElement {
  return {
    ...createElement('number', name, { title: `Regla ${name}`, ...overrides }),
    name: 'validationRule',
    validationRule: { formula, message, scope },
  };
}

export function createField(
  type: QuestionType,
  name: string,
  overrides: QuestionOverrides = {},
): InterviewItem {
  return {
    id: overrides.id ?? `i-${name}`,
    elementId: 'pending',
    parentItemId: null,
    name: type as ItemKind,
    ...questionDefaults(name, overrides),
  };
}

export function createOption(
  value: string,
  label = value,
  statement: Statement | null = null,
): InterviewItem {
  return {
    id: `o-${value.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    elementId: 'pending',
    parentItemId: null,
    name: 'option',
    simbol: '',
    title: label,
    value: [value],
    variable: [],
    expand: false,
    conditional: statement !== null,
    required: false,
    statement,
    items: [],
  };
}

export const options = (...values: string[]) => values.map((value) => createOption(value));

// Sets `elementId` / `parentItemId` through the tree, as the server would.
function adopt(item: InterviewItem, elementId: string, parentItemId: string | null): InterviewItem {
  return {
    ...item,
    id: item.name === 'option' && parentItemId ? `${parentItemId}-${item.id}` : item.id,
    elementId,
    parentItemId,
    items: item.items.map((child) => adopt(child, elementId, item.id)),
  };
}

export function createPage(
  id: string,
  elements: InterviewElement[],
  statement: Statement | null = null,
  name = `Página ${id}`,
): InterviewPage {
  return {
    id,
    documentId: 'doc-1',
    name,
    conditional: statement !== null,
    statement,
    elements: elements.map((element) => ({ ...element, pageId: id })),
  };
}

export function createInterview(pages: InterviewPage[], name = 'Documento de prueba'): Interview {
  return { schemaVersion: 1, documentId: 'doc-1', name, pages };
}

export const when = (
  variable: string,
  type: Extract<Statement, { type: string }>['type'],
  condition?: string | number | boolean | null,
): Statement => (condition === undefined ? { type, variable } : { type, variable, condition });

export const all = (...conditions: Statement[]): Statement => ({ connector: 'and', conditions });
export const any = (...conditions: Statement[]): Statement => ({ connector: 'or', conditions });
