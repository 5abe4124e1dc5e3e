import { formatAnswer, type Visibility } from '@engine/index';
import type {
  CompiledInterview,
  CompiledPage,
  CompiledVariable,
  JsonObject,
} from '@schemas/compiledInterview';

// What rjsf draws for one page: the page's schema and uiSchema reduced to what is visible now.
// rjsf never sees a condition (no if/then): a hidden question is simply not in the schema, a
// conditional option not in its enum. Repeating lists keep their item schema; their rows are
// drawn by the player's own list field, which shapes each row with `buildRowForm`.

export interface PageForm {
  schema: JsonObject;
  uiSchema: JsonObject;
}

const indexes = new WeakMap<CompiledInterview, ReadonlyMap<string, CompiledVariable>>();
// The uiSchema of a question that has none: one object, so the question's shape keeps its identity.
const noUi: JsonObject = Object.freeze({}) as JsonObject;

// Static path ('nombre', 'comprador.cedula', 'herederos.nombre') → the compiled variable.
export function variablesByPath(
  compiled: CompiledInterview,
): ReadonlyMap<string, CompiledVariable> {
  let index = indexes.get(compiled);
  if (!index) {
    index = new Map(compiled.variables.map((variable) => [variable.path, variable]));
    indexes.set(compiled, index);
  }
  return index;
}

// 'herederos.0.nombre' → 'herederos.nombre': the static path of an answer path.
export function staticPath(path: string): string {
  // A page's own question (most of them): no row numbers to take out.
  if (!path.includes('.')) return path;
  return path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}

// A page is drawn as rjsf forms of this many of its questions (hidden ones included, so a
// question appearing changes one part only). rjsf redraws its whole form on every change and
// compares each field's props deeply: small parts keep an answer's redraw small.
export const questionsPerPart = 10;

// One rjsf form of a page: its visible questions (at most `questionsPerPart`).
export interface PagePart extends PageForm {
  // Index of the part's first question on the page, visible or not: its React key.
  start: number;
  names: string[];
  hasList: boolean;
  // What the part's shape depends on (the visibility of its questions, their group fields and
  // their options): an unchanged signature keeps the part's objects, so it is not redrawn.
  signature: string;
}

// The page's visible questions as parts; parts with nothing visible are left out. Only parts
// whose signature changed since `previous` (the same page's parts for the previous visibility)
// are shaped again: an answer rebuilds the parts it shows or hides questions in, not the page.
export function buildPageParts(
  compiled: CompiledInterview,
  page: CompiledPage,
  visibility: Visibility,
  previous: readonly PagePart[] = [],
): PagePart[] {
  const properties = ((page.schema as JsonObject).properties ?? {}) as Record<string, JsonObject>;
  const reads = pathsReadByShape(compiled, page);
  const before = new Map(previous.map((part) => [part.start, part]));
  const parts: PagePart[] = [];
  for (let start = 0; start < page.variables.length; start += questionsPerPart) {
    const slice = page.variables.slice(start, start + questionsPerPart);
    let signature = '';
    for (const name of slice)
      for (const path of reads.get(name) ?? [])
        signature += `${visibility.fields[path] === true ? 1 : 0}${visibility.options[path]?.join('\u0001') ?? ''}${visibility.values[path] ?? ''}\u0002`;
    const old = before.get(start);
    if (old?.signature === signature) {
      parts.push(old);
      continue;
    }
    const fields = slice.map((path) => ({
      key: path,
      concrete: path,
      fragment: properties[path],
      ui: (page.uiSchema[path] ?? noUi) as JsonObject,
    }));
    const form = shapeObject(compiled, visibility, { type: 'object' }, {}, fields);
    const names = form.uiSchema['ui:order'] as string[];
    if (names.length === 0) continue;
    parts.push({
      ...form,
      start,
      names,
      signature,
      hasList: names.some(
        (name) => (form.uiSchema[name] as JsonObject | undefined)?.['ui:field'] === 'repeatingList',
      ),
    });
  }
  return parts;
}

const shapeReads = new WeakMap<CompiledPage, ReadonlyMap<string, readonly string[]>>();

// For each question of the page, the answer paths whose visibility or options `shapeField` reads:
// the question's, and its group's fields' (a list's rows are shaped by the list field).
function pathsReadByShape(
  compiled: CompiledInterview,
  page: CompiledPage,
): ReadonlyMap<string, readonly string[]> {
  let reads = shapeReads.get(page);
  if (reads) return reads;
  const byPath = variablesByPath(compiled);
  const properties = ((page.schema as JsonObject).properties ?? {}) as Record<string, JsonObject>;
  const collect = (path: string, fragment: JsonObject | undefined, into: string[]) => {
    into.push(path);
    if (!fragment || byPath.get(path)?.type !== 'group') return;
    const children = (fragment.properties ?? {}) as Record<string, JsonObject>;
    for (const [key, child] of Object.entries(children)) collect(`${path}.${key}`, child, into);
  };
  reads = new Map(
    page.variables.map((name) => {
      const paths: string[] = [];
      collect(name, properties[name], paths);
      return [name, paths];
    }),
  );
  shapeReads.set(page, reads);
  return reads;
}

// One row of a repeating list, with the row's hidden fields and options left out. `listPath` is
// the list's answer path ('herederos', 'inmuebles.0.linderos').
export function buildRowForm(
  compiled: CompiledInterview,
  listFragment: JsonObject,
  listUi: JsonObject,
  listPath: string,
  row: number,
  visibility: Visibility,
): PageForm {
  const items = (listFragment.items ?? { type: 'object', properties: {} }) as JsonObject;
  const itemUi = (listUi.items ?? {}) as JsonObject;
  const properties = (items.properties ?? {}) as Record<string, JsonObject>;
  const { properties: _p, required: _r, ...rest } = items;
  const fields = inStatedOrder(properties, itemUi).map(([key, fragment]) => ({
    key,
    concrete: `${listPath}.${row}.${key}`,
    fragment,
    ui: (itemUi[key] ?? {}) as JsonObject,
  }));
  return shapeObject(compiled, visibility, rest, itemUi, fields);
}

// An object's fields in the order the compiled artifact states (`ui:order`, the builder's), not
// in the order of the schema's keys: a published artifact comes back from the database, and
// PostgreSQL's jsonb sorts an object's keys (arrays keep their order). Fields the order does
// not name follow, as stored.
function inStatedOrder(
  properties: Record<string, JsonObject>,
  ui: JsonObject,
): Array<[string, JsonObject]> {
  const order = ui['ui:order'];
  if (!Array.isArray(order)) return Object.entries(properties);
  const fields: Array<[string, JsonObject]> = [];
  const named = new Set<string>();
  for (const key of order) {
    const fragment = typeof key === 'string' ? properties[key] : undefined;
    if (fragment && !named.has(key)) {
      fields.push([key, fragment]);
      named.add(key);
    }
  }
  for (const entry of Object.entries(properties)) if (!named.has(entry[0])) fields.push(entry);
  return fields;
}

interface FieldInput {
  // Property name in the object being built.
  key: string;
  // Answer path of the field.
  concrete: string;
  fragment: JsonObject | undefined;
  ui: JsonObject;
}

function shapeObject(
  compiled: CompiledInterview,
  visibility: Visibility,
  base: JsonObject,
  baseUi: JsonObject,
  fields: FieldInput[],
): PageForm {
  const byPath = variablesByPath(compiled);
  const properties: Record<string, JsonObject> = {};
  const uiSchema: JsonObject = { ...baseUi };
  const required: string[] = [];
  const order: string[] = [];
  for (const { key, concrete, fragment, ui } of fields) {
    if (!fragment || visibility.fields[concrete] !== true) continue;
    const shaped = shapeField(compiled, visibility, fragment, ui, concrete);
    properties[key] = shaped.schema;
    uiSchema[key] = shaped.uiSchema;
    order.push(key);
    if (byPath.get(staticPath(concrete))?.required) required.push(key);
  }
  uiSchema['ui:order'] = order;
  return {
    schema: { ...base, type: 'object', properties, ...(required.length > 0 && { required }) },
    uiSchema,
  };
}

function shapeField(
  compiled: CompiledInterview,
  visibility: Visibility,
  fragment: JsonObject,
  ui: JsonObject,
  concrete: string,
): PageForm {
  const variable = variablesByPath(compiled).get(staticPath(concrete));
  if (!variable) return { schema: fragment, uiSchema: ui };
  if (variable.computed) {
    const text = formatAnswer(variable, visibility.values[concrete]);
    return {
      schema: fragment,
      uiSchema: { ...ui, 'ui:field': 'computed', 'ui:options': { text } },
    };
  }
  switch (variable.type) {
    case 'group': {
      const properties = (fragment.properties ?? {}) as Record<string, JsonObject>;
      const { properties: _p, required: _r, ...rest } = fragment;
      return shapeObject(
        compiled,
        visibility,
        rest,
        ui,
        inStatedOrder(properties, ui).map(([key, child]) => ({
          key,
          concrete: `${concrete}.${key}`,
          fragment: child,
          ui: (ui[key] ?? {}) as JsonObject,
        })),
      );
    }
    case 'repeatingList':
      return { schema: fragment, uiSchema: { ...ui, 'ui:field': 'repeatingList' } };
    case 'singleChoice':
    case 'dropdown':
    case 'multipleChoice':
      return offeredOptions(fragment, ui, visibility.options[concrete], variable);
    case 'number':
      return { schema: fragment, uiSchema: numberUi(ui) };
    default:
      return { schema: fragment, uiSchema: ui };
  }
}

const numberUis = new WeakMap<JsonObject, JsonObject>();

// A number question's uiSchema with the player's number widget (unless it names its own), the
// same object every time the question is shaped: a part reshaped for another question's sake
// leaves this one's field as it was.
function numberUi(ui: JsonObject): JsonObject {
  let shaped = numberUis.get(ui);
  if (!shaped) {
    shaped = { 'ui:widget': 'number', ...ui };
    numberUis.set(ui, shaped);
  }
  return shaped;
}

// A choice question whose options have conditions offers only those visible now.
function offeredOptions(
  fragment: JsonObject,
  ui: JsonObject,
  offered: readonly string[] | undefined,
  variable: CompiledVariable,
): PageForm {
  if (!offered) return { schema: fragment, uiSchema: ui };
  const keep = variable.options.filter((option) => offered.includes(option.value));
  const values = keep.map((option) => option.value);
  const names = keep.map((option) => option.label);
  if (variable.type === 'multipleChoice') {
    const items = fragment.items as JsonObject;
    return {
      schema: { ...fragment, items: { ...items, enum: values } },
      uiSchema: { ...ui, items: { ...((ui.items ?? {}) as JsonObject), 'ui:enumNames': names } },
    };
  }
  return { schema: { ...fragment, enum: values }, uiSchema: { ...ui, 'ui:enumNames': names } };
}
