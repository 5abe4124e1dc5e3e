import { compileInterview, evaluateVisibility } from '@engine/index';
import type { CompiledInterview, JsonObject } from '@schemas/compiledInterview';
import type { InterviewElement } from '@schemas/interview';
import type { Statement } from '@schemas/statement';
import { createSyntheticInterview } from '../engine/createSyntheticInterview';
import type { FloorData } from './floorPlayerPage';

// The player benchmark's interview: the engine bench's synthetic questions (about 30% shown only
// after an earlier answer) all on one page, as each of the three products receives it — Minuta's
// compiled artifact, an rjsf schema written the way an rjsf user writes conditions (JSON Schema
// if/then), and SurveyJS JSON with `visibleIf` — plus the questions the benchmark acts on. Right
// after the question the trigger reveals, a value computed from the trigger's answer is shown
// ("Corresponde" once it is 'a'): a Minuta calculation marked for the client, a SurveyJS
// expression question; rjsf computes nothing and has none.

export interface OnePageScenario {
  size: number;
  compiled: CompiledInterview;
  rjsf: { schema: JsonObject; uiSchema: JsonObject };
  surveyJson: { pages: Array<{ name: string; elements: Array<Record<string, unknown>> }> };
  // The static floor: the shown questions as plain HTML (bench/player/floorPlayerPage.ts).
  floor: FloorData;
  // Shown before any answer (the same for all three products).
  shownAtStart: string[];
  // A choice question answered 'a', and a question that answer reveals.
  trigger: string;
  dependent: string;
  // Text questions shown from the start, for the keystrokes (the second for a second figure).
  typed: string;
  typedAgain: string;
  // Every text question shown from the start, in page order (typing into one showing an error).
  texts: string[];
  // The computed value's question, and the text it shows once the trigger is answered.
  computed: string;
  computedText: string;
}

const computedName = 'computado';
const computedText = 'Corresponde';

export function createOnePageScenario(size: number): OnePageScenario {
  const synthetic = createSyntheticInterview(size);
  const elements = synthetic.interview.pages.flatMap((page) =>
    page.elements.map((element) => ({ ...element, pageId: 'p0' })),
  );
  const first = synthetic.interview.pages[0];
  if (!first) throw new Error('empty synthetic interview');

  const byName = new Map(elements.map((element) => [element.variable[0] as string, element]));
  // The answer that reveals a question, taken past the middle of the page where there is one.
  const reveals = elements.filter((element) => {
    const rule = element.statement;
    if (!rule || 'connector' in rule || rule.type !== 'equals' || rule.condition !== 'a')
      return false;
    return byName.get(rule.variable)?.statement === null;
  });
  const revealing =
    reveals.find((element) => {
      const trigger = byName.get((element.statement as { variable: string }).variable);
      return elements.indexOf(trigger as InterviewElement) >= size / 2;
    }) ?? reveals.at(-1);
  const texts = elements.filter((element) => element.name === 'shortText' && !element.conditional);
  const [typed, typedAgain] = texts;
  if (!revealing || !typed || !typedAgain)
    throw new Error('the synthetic interview lacks a trigger or two texts');
  const triggerName = (revealing.statement as { variable: string }).variable;

  // The computed value, right after the revealed question.
  const calculation: InterviewElement = {
    ...(typed as InterviewElement),
    id: 'e-computado',
    name: 'calculation',
    title: 'Valor calculado',
    variable: [computedName],
    conditional: false,
    required: false,
    statement: null,
    items: [],
    calculation: {
      type: 'text',
      formula: {
        if: [
          { condition: { type: 'equals', variable: triggerName, condition: 'a' } },
          computedText,
          'Pendiente',
        ],
      },
      show: true,
    },
  };
  delete calculation.validation;
  const withComputed = [...elements];
  withComputed.splice(elements.indexOf(revealing) + 1, 0, calculation);
  const compiled = compileInterview({
    ...synthetic.interview,
    pages: [{ ...first, id: 'p0', name: 'Una página', elements: withComputed }],
  });
  const page = compiled.pages[0] as CompiledInterview['pages'][number];
  const visibility = evaluateVisibility(compiled, {});
  const shownAtStart = page.variables.filter((name) => visibility.fields[name] === true);
  const surveyElements = synthetic.surveyJson.pages.flatMap((p) => p.elements);
  surveyElements.splice(
    surveyElements.findIndex((element) => element.name === revealing.variable[0]) + 1,
    0,
    {
      type: 'expression',
      name: computedName,
      title: 'Valor calculado',
      expression: `iif({${triggerName}} = 'a', '${computedText}', 'Pendiente')`,
    },
  );

  const dependent = revealing.variable[0] as string;
  return {
    size,
    compiled,
    floor: createFloorPage(page, shownAtStart, triggerName, dependent),
    rjsf: createNaiveRjsfForm(elements, page.schema, page.uiSchema),
    surveyJson: { pages: [{ name: 'p0', elements: surveyElements }] },
    shownAtStart,
    trigger: triggerName,
    dependent,
    typed: typed.variable[0] as string,
    typedAgain: typedAgain.variable[0] as string,
    texts: texts.map((element) => element.variable[0] as string),
    computed: computedName,
    computedText,
  };
}

// What an rjsf user writes for the same page: the unconditional questions as properties, each
// conditional one added by an `if`/`then` in `allOf` (the pattern of rjsf's documentation), the
// order kept by `ui:order`, and the radio widget for yes/no and choice questions.
function createNaiveRjsfForm(
  elements: InterviewElement[],
  pageSchema: JsonObject,
  pageUiSchema: JsonObject,
): { schema: JsonObject; uiSchema: JsonObject } {
  const fragments = (pageSchema.properties ?? {}) as Record<string, JsonObject>;
  const requiredNames = new Set((pageSchema.required ?? []) as string[]);
  const properties: Record<string, JsonObject> = {};
  const required: string[] = [];
  const allOf: JsonObject[] = [];
  const uiSchema: JsonObject = { 'ui:order': [...elements.map((e) => e.variable[0]), '*'] };
  for (const element of elements) {
    const name = element.variable[0] as string;
    const fragment = fragments[name] as JsonObject;
    const ui = (pageUiSchema[name] ?? {}) as JsonObject;
    if (ui['ui:widget']) uiSchema[name] = { 'ui:widget': 'radio' };
    if (!element.statement) {
      properties[name] = fragment;
      if (requiredNames.has(name)) required.push(name);
      continue;
    }
    allOf.push({
      if: conditionSchema(element.statement),
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, as rjsf users write it.
      then: {
        properties: { [name]: fragment },
        ...(requiredNames.has(name) && { required: [name] }),
      },
    });
  }
  return { schema: { type: 'object', properties, required, allOf }, uiSchema };
}

function conditionSchema(statement: Statement): JsonObject {
  if ('connector' in statement) {
    const parts = statement.conditions.map((condition) => conditionSchema(condition as Statement));
    return statement.connector === 'and' ? { allOf: parts } : { anyOf: parts };
  }
  const value =
    statement.type === 'greaterThan'
      ? { type: 'number', exclusiveMinimum: statement.condition }
      : { const: statement.condition };
  return { properties: { [statement.variable]: value }, required: [statement.variable] };
}

// The shown questions as a static page would write them: a label and one native control each
// (radios for choices and yes/no), the computed value as an <output>, in groups of ten.
function createFloorPage(
  page: CompiledInterview['pages'][number],
  shownAtStart: string[],
  trigger: string,
  dependent: string,
): FloorData {
  const properties = (page.schema.properties ?? {}) as Record<string, JsonObject>;
  const escapeHtml = (text: unknown) =>
    String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const question = (name: string, extra = '') => {
    const fragment = properties[name] ?? {};
    const title = escapeHtml(fragment.title ?? name);
    if (name === computedName)
      return `<div data-q="${name}" style="margin:16px 0"><span>${title}</span> <output>Pendiente</output></div>`;
    const choices = Array.isArray(fragment.enum)
      ? (fragment.enum as unknown[]).map(String)
      : fragment.type === 'boolean'
        ? ['true', 'false']
        : null;
    const control = choices
      ? `<fieldset style="border:0;padding:0;margin:0"><legend>${title}</legend>${choices
          .map(
            (value) =>
              `<label style="display:flex;gap:8px;min-height:44px;align-items:center"><input type="radio" name="${name}" value="${escapeHtml(value)}">${escapeHtml(value)}</label>`,
          )
          .join('')}</fieldset>`
      : `<label for="f-${name}">${title}</label><input id="f-${name}" name="${name}" ${
          fragment.type === 'number' ? 'inputmode="decimal"' : ''
        } style="display:block;width:100%;box-sizing:border-box;font-size:16px;min-height:44px">`;
    return `<div data-q="${name}"${extra} style="margin:16px 0">${control}</div>`;
  };
  return {
    // Groups of ten questions skipped by layout and paint while off screen, as a careful static
    // page would do (and the player does): a height only, so the page stays as wide as the phone.
    html: `<form style="padding:16px">${Array.from(
      { length: Math.ceil(shownAtStart.length / 10) },
      (_, group) =>
        `<div style="content-visibility:auto;contain-intrinsic-height:auto 960px">${shownAtStart
          .slice(group * 10, group * 10 + 10)
          .map((name) => question(name))
          .join('')}</div>`,
    ).join('')}</form>`,
    trigger,
    dependentHtml: question(dependent, ' data-dependent'),
    computed: computedName,
    computedText,
  };
}
