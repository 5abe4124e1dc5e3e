import {
  type ConditionRule,
  isConditionGroup,
  type Operator,
  type Statement,
} from '@schemas/statement';
import type { FormatKey } from '@schemas/template';

// The Word-template placeholders the add-ins write, in the grammar the upload gate reads
// (engine/word/parseWordTag.ts): `{ruta | formato}`, `{#condición}…{/}`,
// `{#lista}…{/lista}`. Formats are written by their Spanish names (engine parseFormatName reads
// them back); a test parses every output with the gate's own parser.
export const wordTagSyntax = {
  variable(path: string, format: FormatKey): string {
    const name = formatNames[format];
    return name === null ? `{${path}}` : `{${path} | ${name}}`;
  },
  /** The opening and closing tags of a section shown when `statement` holds. */
  condition(statement: Statement): { open: string; close: string } {
    return { open: `{#${writeStatement(statement)}}`, close: '{/}' };
  },
  /** The opening and closing tags of a section repeated once per row of the list at `path`. */
  repeat(path: string): { open: string; close: string } {
    return { open: `{#${path}}`, close: `{/${path}}` };
  },
  /** A field of the list row being repeated: inside `{#lista}` it is written by its own name. */
  fieldInRepeat(listPath: string, fieldPath: string, format: FormatKey): string {
    const relative = fieldPath.startsWith(`${listPath}.`)
      ? fieldPath.slice(listPath.length + 1)
      : fieldPath;
    return wordTagSyntax.variable(relative, format);
  },
};

// 'plain' is what a placeholder without a format writes. 'en letras' reads as the legal amount on
// a currency question and as plain words on any other (parseFormatName), so both share it.
const formatNames: Record<FormatKey, string | null> = {
  plain: null,
  upper: 'mayúsculas',
  lower: 'minúsculas',
  title: 'nombre propio',
  longDate: 'fecha larga',
  notarialDate: 'fecha notarial',
  shortDate: 'fecha corta',
  number: 'número',
  currency: 'moneda',
  amountInWords: 'en letras',
  words: 'en letras',
  wordsMasculine: 'en letras masculino',
  wordsFeminine: 'en letras femenino',
  ordinal: 'ordinal',
  ordinalFeminine: 'ordinal femenino',
  list: 'lista',
};

const operatorWords: Record<Operator, string> = {
  equals: '=',
  notEquals: '!=',
  greaterThan: '>',
  greaterOrEqual: '>=',
  lessThan: '<',
  lessOrEqual: '<=',
  contains: 'contiene',
  notContains: 'no contiene',
  isEmpty: 'está vacío',
  isNotEmpty: 'no está vacío',
};

// The gate reads one level of rules joined by «y» or «o» (never both). The condition picker can
// nest groups; a nested group is flattened when it uses the same connector, and refused
// otherwise (the pane offers only what the gate reads).
function writeStatement(statement: Statement): string {
  if (!isConditionGroup(statement)) return writeRule(statement);
  const word = statement.connector === 'or' ? 'o' : 'y';
  return flatten(statement, statement.connector).map(writeRule).join(` ${word} `);
}

function flatten(statement: Statement, connector: 'and' | 'or'): ConditionRule[] {
  if (!isConditionGroup(statement)) return [statement];
  if (statement.connector !== connector && statement.conditions.length > 1) {
    throw new MixedConnectorsError();
  }
  return statement.conditions.flatMap((inner) => flatten(inner, connector));
}

function writeRule(rule: ConditionRule): string {
  const operator = operatorWords[rule.type];
  if (rule.type === 'isEmpty' || rule.type === 'isNotEmpty') return `${rule.variable} ${operator}`;
  return `${rule.variable} ${operator} ${writeValue(rule.condition)}`;
}

function writeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === true) return 'sí';
  if (value === false) return 'no';
  return `"${String(value ?? '')}"`;
}

/** A condition mixing «todas» and «alguna» groups, which a Word placeholder cannot express. */
export class MixedConnectorsError extends Error {
  constructor() {
    super('mixed connectors');
  }
}
