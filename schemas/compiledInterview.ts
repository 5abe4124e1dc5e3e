import Type from 'typebox';
import { CalculationType, RuleScope } from './formula';
import { Id } from './id';
import { QuestionType } from './questionType';

// The immutable artifact the engine compiles an interview into. The player runs it page by page,
// the server validates answers with it, and a published version stores it as is.
export const compiledSchemaVersion = 1;

// A JSON Logic rule produced by the engine from a statement (never written by hand), or null when
// the page or question is always shown.
export const JsonLogicRule = Type.Unknown();
export type JsonLogicRule = unknown;

export const JsonObject = Type.Record(Type.String(), Type.Unknown());
export type JsonObject = Type.Static<typeof JsonObject>;

export const CompiledOption = Type.Object({
  itemId: Id,
  value: Type.String(),
  label: Type.String(),
  visibleIf: JsonLogicRule,
});
export type CompiledOption = Type.Static<typeof CompiledOption>;

// A calculation's value, computed by the engine from the answers (never asked, never taken from
// the answers sent). `formula` is the element's formula with its conditions compiled to JSON Logic.
export const CompiledComputation = Type.Object({
  type: CalculationType,
  formula: JsonLogicRule,
  // "Mostrar al cliente": shown read-only on its page and in the review.
  show: Type.Boolean(),
});
export type CompiledComputation = Type.Static<typeof CompiledComputation>;

// One answer slot, or a calculation (`computed`: its `type` is then the question type whose
// formats and reading its value takes: number, currency, date, shortText or yesNo). `path` is static: a group field is `comprador.nombre`, a field of a repeating
// list is `herederos.nombre` (its answers live at `herederos.0.nombre`, `herederos.1.nombre`…).
export const CompiledVariable = Type.Object({
  path: Type.String(),
  key: Type.String(),
  type: QuestionType,
  label: Type.String(),
  pageId: Id,
  elementId: Id,
  itemId: Type.Union([Id, Type.Null()]),
  // Path of the group or list this field belongs to; null for a question on a page.
  parent: Type.Union([Type.String(), Type.Null()]),
  // Path of the innermost repeating list this field belongs to; null outside lists.
  list: Type.Union([Type.String(), Type.Null()]),
  required: Type.Boolean(),
  visibleIf: JsonLogicRule,
  options: Type.Array(CompiledOption),
  symbol: Type.String(),
  patternMessage: Type.Optional(Type.String()),
  computed: Type.Optional(CompiledComputation),
});
export type CompiledVariable = Type.Static<typeof CompiledVariable>;

export const CompiledPage = Type.Object({
  id: Id,
  title: Type.String(),
  visibleIf: JsonLogicRule,
  // Paths of the questions placed on this page, in order.
  variables: Type.Array(Type.String()),
  // JSON Schema (draft-07 keywords) and rjsf uiSchema of every question on the page. Conditions
  // are not in the schema: the player renders only what `evaluateVisibility` says is visible.
  schema: JsonObject,
  uiSchema: JsonObject,
});
export type CompiledPage = Type.Static<typeof CompiledPage>;

// A validation rule across answers. It applies while its page is shown and its own condition
// holds; it fails when `formula` gives false. Its message is reported at the answer paths of
// `showAt` that are visible (the questions it reads, for a page rule those on its page), else at
// `key` (the rule's own name, shown on its page).
export const CompiledRule = Type.Object({
  key: Type.String(),
  elementId: Id,
  pageId: Id,
  scope: RuleScope,
  message: Type.String(),
  visibleIf: JsonLogicRule,
  formula: JsonLogicRule,
  showAt: Type.Array(Type.String()),
});
export type CompiledRule = Type.Static<typeof CompiledRule>;

export const CompiledInterview = Type.Object({
  schemaVersion: Type.Literal(compiledSchemaVersion),
  documentId: Id,
  name: Type.String(),
  pages: Type.Array(CompiledPage),
  // Every answer slot in document order, parents before their fields.
  variables: Type.Array(CompiledVariable),
  // Top-level variable → the rules that read it: `page:<pageId>`, `field:<path>`,
  // `option:<path>:<itemId>`, and the calculations whose formula reads it, `value:<path>` (the
  // dependency edges incremental evaluation follows). Keys and lists sorted.
  dependents: Type.Record(Type.String(), Type.Array(Type.String())),
  // Validation rules, in document order (absent in artifacts compiled before they existed).
  rules: Type.Optional(Type.Array(CompiledRule)),
});
export type CompiledInterview = Type.Static<typeof CompiledInterview>;
