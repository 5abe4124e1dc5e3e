import { type FormulaOperation, formulaOperations } from '@schemas/formula';
import { limits } from '@schemas/limits';
import { formulaTextMessages as text } from '../messages';

// A formula in a readable text form, for lawyers who prefer typing to menus:
// `sumar_meses(inicio; meses)`, `si(total > 100; "alto"; "bajo")`, `redondear(precio * 1,12)`.
// The text is only another way to write the same data: `parseFormulaText` turns it into the
// formula (JSON Logic data) the menus build, which is then checked and stored like any other;
// `formulaToText` writes a formula back. Nothing here evaluates anything.
//
// - Functions are the operations under Spanish names (`formulaFunctionNames`), accents optional.
// - Arguments are separated by `;` (as in a Spanish spreadsheet); decimals take a comma (`1,5`) or
//   a point (`1.5`).
// - `+ - * /`, comparisons `= != > >= < <=`, `y`, `o` and `no(…)`, with the usual precedence.
// - Texts and dates go in double quotes (`"2026-12-31"`); `verdadero`, `falso` and `vacío`;
//   a list of holidays in brackets: `["2026-01-01"; "2026-05-01"]`.
// - Anything else is the name of an answer or a calculation (`herederos.porcentaje`).
// - A part built with the condition editor has no text form: such a formula is edited with the
//   menus (`formulaToText` answers null).

/** The Spanish name of each operation in the text form (written with its accents). */
export const formulaFunctionNames: Partial<Record<FormulaOperation, string>> = {
  min: 'mínimo',
  max: 'máximo',
  round: 'redondear',
  abs: 'absoluto',
  '!': 'no',
  if: 'si',
  today: 'hoy',
  yearsBetween: 'años_entre',
  monthsBetween: 'meses_entre',
  daysBetween: 'días_entre',
  addDays: 'sumar_días',
  addMonths: 'sumar_meses',
  addYears: 'sumar_años',
  addBusinessDays: 'sumar_días_hábiles',
  businessDaysBetween: 'días_hábiles_entre',
  count: 'contar',
  sum: 'suma',
  minOf: 'mínimo_de',
  maxOf: 'máximo_de',
  anyRow: 'alguna_fila',
  allRows: 'todas_las_filas',
  join: 'unir',
  upper: 'mayúsculas',
  lower: 'minúsculas',
  firstNonEmpty: 'primero_con_respuesta',
};

// Infix operators, loosest first; `y`/`o` and `+`/`*` gather a chain in one operation.
const infixLevels: ReadonlyArray<ReadonlyArray<[string, FormulaOperation]>> = [
  [['o', 'or']],
  [['y', 'and']],
  [
    ['!=', '!='],
    ['>=', '>='],
    ['<=', '<='],
    ['=', '=='],
    ['>', '>'],
    ['<', '<'],
  ],
  [
    ['+', '+'],
    ['-', '-'],
  ],
  [
    ['*', '*'],
    ['/', '/'],
  ],
];
const chained: ReadonlySet<string> = new Set(['or', 'and', '+', '*']);
const infixLevel = new Map<string, number>(
  infixLevels.flatMap((level, index) => level.map(([, operation]) => [operation, index])),
);
const infixSymbol = new Map<string, string>(
  infixLevels.flatMap((level) => level.map(([symbol, operation]) => [operation, symbol])),
);

/** At most this many characters of text are read as a formula. */
export const formulaTextMaxLength = 4000;

const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const operationByName = new Map<string, FormulaOperation>(
  Object.entries(formulaFunctionNames).map(([operation, name]) => [
    plain(name as string),
    operation as FormulaOperation,
  ]),
);
const knownOperations: ReadonlySet<string> = new Set(formulaOperations);
const wordConstants = new Map<string, unknown>([
  ['verdadero', true],
  ['falso', false],
  ['vacio', null],
]);

// ---- Writing ----

/** The text form of a formula, or null when a part of it has none (a condition). */
export function formulaToText(formula: unknown): string | null {
  try {
    return write(formula, 0);
  } catch {
    return null;
  }
}

function write(node: unknown, outer: number): string {
  if (node === null || node === undefined) return 'vacío';
  if (typeof node === 'boolean') return node ? 'verdadero' : 'falso';
  if (typeof node === 'number') return Number.isFinite(node) ? writeNumber(node) : 'vacío';
  if (typeof node === 'string') return `"${node.replace(/[\\"]/g, '\\$&')}"`;
  if (Array.isArray(node)) return `[${node.map((item) => write(item, 0)).join('; ')}]`;
  const entries = Object.entries(node as object);
  const [key, value] = entries[0] ?? [];
  if (entries.length !== 1 || key === undefined) throw new Error('not a formula');
  if (key === 'var' && typeof value === 'string' && /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(value))
    return value;
  if (!knownOperations.has(key)) throw new Error('no text form');
  const args: unknown[] = Array.isArray(value) ? value : [value];
  const level = infixLevel.get(key);
  if (level !== undefined && args.length >= 2 && (chained.has(key) || args.length === 2)) {
    // Left to right: the first operand may sit at the same level, the others bind tighter
    // (`a - (b - c)`, `a + (b - c)` keep their brackets). A chain is read as one operation, so
    // a chain of the same operation inside it keeps its brackets too (`a o (b o c)`).
    const parts = args.map((arg, index) =>
      write(arg, index === 0 && !isOperation(arg, key) ? level : level + 1),
    );
    const joined = parts.join(` ${infixSymbol.get(key)} `);
    return level < outer ? `(${joined})` : joined;
  }
  const name = formulaFunctionNames[key as FormulaOperation];
  if (!name) throw new Error('no function name');
  return `${name}(${args.map((arg) => write(arg, 0)).join('; ')})`;
}

function isOperation(node: unknown, operation: string): boolean {
  return typeof node === 'object' && node !== null && !Array.isArray(node) && operation in node;
}

function writeNumber(value: number): string {
  if (/e/i.test(String(value))) throw new Error('no text form');
  const written = String(value).replace('.', ',');
  return value < 0 ? `(${written})` : written;
}

// ---- Reading ----

export type FormulaTextResult = { ok: true; formula: unknown } | { ok: false; message: string };

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'text'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'symbol'; value: string; at: number }
  | { kind: 'end'; at: number };

class FormulaTextError extends Error {}

/** The formula a text form describes, or a Spanish message saying where it goes wrong. */
export function parseFormulaText(source: string): FormulaTextResult {
  if (source.length > formulaTextMaxLength)
    return { ok: false, message: text.tooLong(formulaTextMaxLength) };
  try {
    const reader = new Reader(tokenize(source));
    const formula = reader.expression(1);
    reader.expectEnd();
    return { ok: true, formula };
  } catch (error) {
    if (error instanceof FormulaTextError) return { ok: false, message: error.message };
    throw error;
  }
}

const fail = (message: string): never => {
  throw new FormulaTextError(message);
};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const at = i + 1;
    const number = /^\d+(?:[.,]\d+)?/.exec(source.slice(i, i + 40));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0].replace(',', '.')), at });
      i += number[0].length;
      continue;
    }
    if (char === '"') {
      let value = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== '"'; j++) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        value += source[j];
      }
      if (j >= source.length) fail(text.unclosedText(at));
      tokens.push({ kind: 'text', value, at });
      i = j + 1;
      continue;
    }
    const name = /^[\p{L}_][\p{L}\p{M}\p{N}_.]*/u.exec(source.slice(i, i + 200));
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at });
      i += name[0].length;
      continue;
    }
    const symbol = /^(?:!=|>=|<=|[-+*/=<>();[\]])/.exec(source.slice(i, i + 2));
    if (!symbol) return fail(char === ',' ? text.comma(at) : text.unexpected(char, at));
    tokens.push({ kind: 'symbol', value: symbol[0], at });
    i += symbol[0].length;
  }
  tokens.push({ kind: 'end', at: source.length + 1 });
  return tokens;
}

class Reader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index++;
    return token;
  }

  private isSymbol(value: string): boolean {
    const token = this.peek();
    return token.kind === 'symbol' && token.value === value;
  }

  private expectSymbol(value: string): void {
    if (!this.isSymbol(value)) this.unexpected(text.expected(value));
    this.take();
  }

  private unexpected(hint?: string): never {
    const token = this.peek();
    if (token.kind === 'end') return fail(text.unfinished);
    const shown = token.kind === 'text' ? JSON.stringify(token.value) : String(token.value);
    return fail(`${text.unexpected(shown, token.at)}${hint ? ` ${hint}` : ''}`);
  }

  expectEnd(): void {
    if (this.peek().kind !== 'end') this.unexpected();
  }

  // One level of infix operators, or (past the last) a unary minus and a single part. `depth`
  // counts nested operations, held to the formula limit as the text is read.
  expression(depth: number, level = 0): unknown {
    if (depth > limits.formulaDepth) fail(text.tooDeep(limits.formulaDepth));
    if (level === infixLevels.length) return this.unary(depth);
    const operators = infixLevels[level] as ReadonlyArray<[string, FormulaOperation]>;
    let left = this.expression(depth, level + 1);
    // Only a chain written here gathers (`a o b o c`); one in brackets stays an operand of its own.
    let chain: string | null = null;
    for (;;) {
      const token = this.peek();
      const found = operators.find(
        ([symbol]) =>
          (token.kind === 'symbol' || token.kind === 'name') &&
          plain(String(token.value)) === symbol,
      );
      if (!found) return left;
      this.take();
      const operation = found[1];
      const right = this.expression(depth + 1, level + 1);
      left =
        chain === operation && chained.has(operation)
          ? { [operation]: [...((left as Record<string, unknown[]>)[operation] ?? []), right] }
          : { [operation]: [left, right] };
      chain = operation;
    }
  }

  private unary(depth: number): unknown {
    if (depth > limits.formulaDepth) fail(text.tooDeep(limits.formulaDepth));
    if (this.isSymbol('-')) {
      this.take();
      const operand = this.unary(depth + 1);
      return typeof operand === 'number' ? -operand : { '-': [0, operand] };
    }
    return this.part(depth);
  }

  private part(depth: number): unknown {
    const token = this.take();
    switch (token.kind) {
      case 'number':
      case 'text':
        return token.value;
      case 'name': {
        const word = plain(token.value);
        if (this.isSymbol('(')) {
          const operation = operationByName.get(word);
          if (!operation) return fail(text.unknownFunction(token.value, token.at));
          this.take();
          const args = this.list(')', depth + 1);
          return { [operation]: args };
        }
        if (wordConstants.has(word)) return wordConstants.get(word);
        return { var: token.value };
      }
      case 'symbol':
        if (token.value === '(') {
          const inner = this.expression(depth + 1);
          this.expectSymbol(')');
          return inner;
        }
        if (token.value === '[') return this.list(']', depth + 1);
        this.index--;
        return this.unexpected();
      case 'end':
        return fail(text.unfinished);
    }
  }

  private list(close: string, depth: number): unknown[] {
    const items: unknown[] = [];
    if (this.isSymbol(close)) {
      this.take();
      return items;
    }
    for (;;) {
      items.push(this.expression(depth));
      if (items.length > limits.formulaNodes) fail(text.tooLong(formulaTextMaxLength));
      if (this.isSymbol(';')) {
        this.take();
        continue;
      }
      this.expectSymbol(close);
      return items;
    }
  }
}
