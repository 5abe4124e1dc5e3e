import type { CompiledVariable, JsonObject } from '@schemas/compiledInterview';
import {
  createPlanVariable,
  type PlanSkeleton,
  type PlanVariable,
} from '../evaluate/getEvaluationPlan';
import { compileFormula } from '../formulas/compileFormula';
import { questionTypeLabels } from '../messages';
import { createRecord } from '../model/createRecord';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import type { QuestionContext, QuestionUiSchema } from '../questions/questionTypeDefinition';
import { compileVisibility } from './compileVisibility';
import { questionContextOf } from './questionContextOf';

export interface CompiledQuestion {
  // Null for a calculation not shown to the client: it has no place in the page's form.
  schema: JsonObject | null;
  uiSchema: JsonObject;
  // The question's variable in the evaluation plan's skeleton.
  plan: PlanVariable;
}

const noSchema: JsonObject = {};

// Compiles one question (and, for groups and lists, its sub-questions) into its JSON Schema
// fragment and uiSchema, appending its answer slots to `variables` and to the plan's skeleton
// (under `parent`) in document order.
export function compileQuestion(
  index: InterviewIndex,
  entry: QuestionEntry,
  variables: CompiledVariable[],
  skeleton: PlanSkeleton,
  parent: PlanVariable | null,
): CompiledQuestion {
  if (entry.calculation) return compileCalculation(index, entry, variables, skeleton);
  const { question, definition } = entry;
  let context: QuestionContext = questionContextOf(entry);
  const label = question.title.trim() || questionTypeLabels[entry.type];
  const variable: CompiledVariable = {
    path: entry.path,
    key: entry.key,
    type: entry.type,
    label,
    pageId: entry.page.id,
    elementId: entry.element.id,
    itemId: entry.item?.id ?? null,
    parent: entry.parent?.path ?? null,
    list: entry.listStack.at(-1) ?? null,
    required: question.required && definition.kind !== 'group',
    visibleIf: compileVisibility(index, question.conditional, question.statement, entry.listStack),
    options: compileOptions(index, entry, context),
    symbol: context.symbol,
  };
  if (context.validation.patternMessage)
    variable.patternMessage = context.validation.patternMessage;
  variables.push(variable);
  const plan = createPlanVariable(variable, parent, noSchema);
  skeleton.variables.set(variable.path, plan);

  if (definition.children === 'questions') {
    const properties = createRecord<unknown>();
    const required: string[] = [];
    const uiSchema = createRecord<unknown>();
    uiSchema['ui:order'] = keysOf(entry.children);
    for (const child of entry.children) {
      const compiled = compileQuestion(index, child, variables, skeleton, plan);
      properties[child.key] = compiled.schema;
      if (hasKeys(compiled.uiSchema)) uiSchema[child.key] = compiled.uiSchema;
      if (child.question.required && child.definition.kind !== 'group') required.push(child.key);
    }
    const children: JsonObject = { type: 'object', properties };
    if (required.length > 0) children.required = required;
    context = { ...context, children: { schema: children, uiSchema } };
  }

  // Assembled by assignment rather than object spread, which is slow on this hot path.
  const schema: JsonObject = { title: label };
  const help = question.help?.trim();
  if (help) schema.description = help;
  Object.assign(schema, definition.schema(context));
  const defaultValue = parseDefault(entry, context);
  if (defaultValue !== undefined) schema.default = defaultValue;
  const uiSchema = definition.uiSchema(context);
  const placeholder = question.placeholder?.trim();
  if (placeholder) uiSchema['ui:placeholder'] = placeholder;
  plan.schema = schema;
  return { schema, uiSchema, plan };
}

// A calculation: an answer slot the engine fills in (`computed`), typed as the question type its
// value takes. Its condition, if any, is ignored (a value does not depend on being shown; a
// formula can hold its own `if`). Shown to the client, it is a read-only field of its page.
function compileCalculation(
  index: InterviewIndex,
  entry: QuestionEntry,
  variables: CompiledVariable[],
  skeleton: PlanSkeleton,
): CompiledQuestion {
  const calculation = entry.calculation as NonNullable<QuestionEntry['calculation']>;
  const context = questionContextOf(entry);
  const label = entry.question.title.trim() || questionTypeLabels[entry.type];
  const variable: CompiledVariable = {
    path: entry.path,
    key: entry.key,
    type: entry.type,
    label,
    pageId: entry.page.id,
    elementId: entry.element.id,
    itemId: null,
    parent: null,
    list: null,
    required: false,
    visibleIf: null,
    options: [],
    symbol: context.symbol,
    computed: {
      type: calculation.type,
      formula: compileFormula(index, calculation.formula, noLists),
      show: calculation.show,
    },
  };
  variables.push(variable);
  const plan = createPlanVariable(variable, null, noSchema);
  skeleton.variables.set(variable.path, plan);
  if (!calculation.show) return { schema: null, uiSchema: {}, plan };
  const schema: JsonObject = { title: label, readOnly: true };
  const help = entry.question.help?.trim();
  if (help) schema.description = help;
  plan.schema = schema;
  return { schema, uiSchema: { 'ui:field': 'computed' } satisfies QuestionUiSchema, plan };
}

const noLists: readonly string[] = [];

// Loops rather than closures made per call: V8 keeps a module function's optimized code, while a
// closure's is lost at every full collection once its call has returned.
function compileOptions(
  index: InterviewIndex,
  entry: QuestionEntry,
  context: QuestionContext,
): CompiledVariable['options'] {
  const compiled: CompiledVariable['options'] = [];
  for (const option of context.options) {
    let item: QuestionEntry['optionItems'][number] | undefined;
    for (const candidate of entry.optionItems) {
      if (candidate.id === option.itemId) {
        item = candidate;
        break;
      }
    }
    compiled.push({
      itemId: option.itemId,
      value: option.value,
      label: option.label,
      visibleIf: item
        ? compileVisibility(index, item.conditional, item.statement, entry.listStack)
        : null,
    });
  }
  return compiled;
}

export function keysOf(entries: readonly QuestionEntry[]): string[] {
  const keys: string[] = [];
  for (const entry of entries) keys.push(entry.key);
  return keys;
}

// The question's default answer from `value[]`, when it is valid for its type.
export function parseDefault(entry: QuestionEntry, context: QuestionContext): unknown {
  if (entry.definition.children === 'questions' || !hasWritten(entry.question.value))
    return undefined;
  const written = entry.question.value.map((value) => value.trim()).filter((value) => value !== '');
  if (entry.definition.kind === 'multi') {
    const parsed = written.map((value) => entry.definition.parseValue(value, context));
    return parsed.every((result) => result.ok)
      ? parsed.map((result) => (result.ok ? result.value : null))
      : undefined;
  }
  const parsed = entry.definition.parseValue(written[0], context);
  return parsed.ok ? parsed.value : undefined;
}

// Most questions have no default: found without building lists for each of them.
function hasWritten(values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as string).trim() !== '') return true;
  return false;
}

// Questions that need nothing from the uiSchema get no entry in it.
export function hasKeys(value: object): boolean {
  for (const _key in value) return true;
  return false;
}
