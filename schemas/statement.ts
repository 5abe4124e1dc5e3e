import Type from 'typebox';
import { limits } from './limits';

// Conditions are data, never code: a rule names an operator from a fixed table, the variable it
// reads and the value it compares with. The engine compiles them to JSON Logic in one place.
export const operators = [
  'equals',
  'notEquals',
  'greaterThan',
  'greaterOrEqual',
  'lessThan',
  'lessOrEqual',
  'contains',
  'notContains',
  'isEmpty',
  'isNotEmpty',
] as const;

export const Operator = Type.Enum(operators);
export type Operator = Type.Static<typeof Operator>;

export const ConditionValue = Type.Union([
  Type.String({ maxLength: limits.conditionValueLength }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);
export type ConditionValue = Type.Static<typeof ConditionValue>;

// The spec's simple form `{type, variable, condition}`:
// - `type`: the operator key;
// - `variable`: the variable read: `nombre`, a group field `comprador.nombre`, or, inside a
//   repeating list, a field of the same row through the list's path (`herederos.es_menor`);
// - `condition`: the value compared with (absent for isEmpty / isNotEmpty). Strings are accepted
//   for every type and parsed by the question's type ("5" for a number, "2026-11-21" for a date).
export const ConditionRule = Type.Object(
  {
    type: Operator,
    variable: Type.String({ minLength: 1, maxLength: limits.nameLength }),
    condition: Type.Optional(ConditionValue),
  },
  { additionalProperties: false },
);
export type ConditionRule = Type.Static<typeof ConditionRule>;

export const connectors = ['and', 'or'] as const;
export const Connector = Type.Enum(connectors);
export type Connector = Type.Static<typeof Connector>;

// A statement is a rule or an and/or group of statements. The recursion is unrolled to
// limits.statementDepth levels instead of a `$ref` cycle: the depth cap is then enforced by the
// schema itself, and the schema can be embedded any number of times in one validator (a shared
// `$id` cannot: ajv refuses a reference that resolves to more than one schema). Marked free of
// side effects so a bundle that imports only `isConditionGroup` or the operator lists (the
// guest's player) drops these schemas, and TypeBox with them.
/* @__NO_SIDE_EFFECTS__ */
const groupOf = <T extends Type.TSchema>(inner: T) =>
  Type.Object(
    {
      connector: Connector,
      conditions: Type.Array(inner, { minItems: 1, maxItems: limits.conditionsPerGroup }),
    },
    { additionalProperties: false },
  );

const Statement1 = ConditionRule;
const Statement2 = Type.Union([ConditionRule, groupOf(Statement1)]);
const Statement3 = Type.Union([ConditionRule, groupOf(Statement2)]);
const Statement4 = Type.Union([ConditionRule, groupOf(Statement3)]);
export const Statement = Type.Union([ConditionRule, groupOf(Statement4)]);
export type Statement = Type.Static<typeof Statement>;
export type ConditionGroup = Exclude<Statement, ConditionRule>;

export const isConditionGroup = (statement: Statement): statement is ConditionGroup =>
  'connector' in statement;
