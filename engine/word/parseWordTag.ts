import type { ConditionRule, Operator, Statement } from '@schemas/statement';
import { wordTagMessages } from './wordTagMessages';

// What a placeholder of an uploaded Word template says. The syntax is docxtemplater's; what goes
// between the braces is ours, and it is never evaluated as code:
// - `{nombre}`, `{comprador.nombre}`: an answer by its dotted path (own properties only);
// - `{precio | en letras}`: the same, written in a format (engine parseFormatName: Spanish names);
// - `{#casado}…{/casado}` (or `{/}`): shown when the answer is given and not «No»; over a
//   repeating list, repeated once per row; `{^casado}…{/casado}` is the opposite;
// - `{#estado_civil = "casado"}…{/}`: a condition, `variable operator value`, joined by `y` or
//   `o` (not both). It becomes the builder's condition data (schemas/statement.ts) and the engine
//   compiles and evaluates it, as it does for pages and questions.
// - `{concordancia arrendatarios.sexo: el arrendatario / la arrendataria / los arrendatarios /
//   las arrendatarias}`: Spanish agreement, the template editor's agreement block (schemas/
//   template.ts `agreement`): the four forms, singular masculine and feminine, plural masculine
//   and feminine, chosen by the gender answers of the list's rows (or of one question, `por
//   cantidad` for a number of people); `= "F", "Sra."` names the answers that mean a woman.
export type WordTag =
  | { kind: 'value'; path: string; formatName: string | null }
  | {
      kind: 'agreement';
      gender: string;
      count: string | null;
      feminine: string[];
      forms: string[];
    }
  | { kind: 'section'; path: string }
  | { kind: 'condition'; statement: Statement; paths: string[] }
  | { kind: 'invalid'; message: string };

const pathPattern = /^[A-Za-z][A-Za-z0-9_]{0,63}(\.[A-Za-z][A-Za-z0-9_]{0,63}){0,5}$/;

// Longest first, so `>=` is not read as `>` and `no contiene` not as `contiene`.
const operatorWords: Array<[string, Operator]> = [
  ['no esta vacio', 'isNotEmpty'],
  ['no esta vacia', 'isNotEmpty'],
  ['esta vacio', 'isEmpty'],
  ['esta vacia', 'isEmpty'],
  ['no contiene', 'notContains'],
  ['contiene', 'contains'],
  ['no es', 'notEquals'],
  ['es', 'equals'],
  ['>=', 'greaterOrEqual'],
  ['<=', 'lessOrEqual'],
  ['!=', 'notEquals'],
  ['<>', 'notEquals'],
  ['==', 'equals'],
  ['=', 'equals'],
  ['>', 'greaterThan'],
  ['<', 'lessThan'],
];

/** `loop` is true for `{#…}` and `{^…}` tags (docxtemplater's loop module). */
export function parseWordTag(raw: string, loop: boolean): WordTag {
  const text = normalizeSpaces(raw);
  if (text === '') return { kind: 'invalid', message: wordTagMessages.emptyTag };
  if (!loop) return parseValueTag(text);
  if (pathPattern.test(text)) return { kind: 'section', path: text };
  return parseCondition(text);
}

const agreementPattern =
  /^concordancia\s+([A-Za-z][A-Za-z0-9_.]*)(?:\s+por\s+([A-Za-z][A-Za-z0-9_.]*))?(?:\s*=\s*([^:]+?))?\s*:\s*(.+)$/s;

function parseAgreementTag(text: string): WordTag {
  const match = agreementPattern.exec(text);
  const invalid: WordTag = { kind: 'invalid', message: wordTagMessages.badAgreement(text) };
  if (!match) return invalid;
  const [, gender = '', count, feminineText, formsText = ''] = match;
  if (!pathPattern.test(gender) || (count !== undefined && !pathPattern.test(count)))
    return invalid;
  const forms = formsText.split('/').map((form) => form.trim());
  if (forms.length !== 4 || forms.some((form) => form === '' || form.length > 200)) return invalid;
  const feminine: string[] = [];
  if (feminineText !== undefined) {
    for (const part of feminineText.split(',')) {
      const value = parseConditionValue(part.trim());
      if (typeof value !== 'string' || value === '') return invalid;
      feminine.push(value);
    }
  }
  return { kind: 'agreement', gender, count: count ?? null, feminine, forms };
}

function parseValueTag(text: string): WordTag {
  if (/^concordancia\s/i.test(fold(text)))
    return parseAgreementTag(text.replace(/^\S+/, 'concordancia'));
  const bar = text.indexOf('|');
  const path = (bar === -1 ? text : text.slice(0, bar)).trim();
  if (!pathPattern.test(path)) return invalidName(path);
  if (bar === -1) return { kind: 'value', path, formatName: null };
  const formatName = text.slice(bar + 1).trim();
  if (formatName === '' || formatName.includes('|')) {
    return { kind: 'invalid', message: wordTagMessages.oneFormat(text) };
  }
  return { kind: 'value', path, formatName };
}

function parseCondition(text: string): WordTag {
  const parts = splitOutsideQuotes(text);
  const connectors = new Set(parts.connectors);
  if (connectors.size > 1) return { kind: 'invalid', message: wordTagMessages.mixedConnectors };
  const rules: ConditionRule[] = [];
  for (const part of parts.rules) {
    const rule = parseRule(part);
    if ('message' in rule) return { kind: 'invalid', message: rule.message };
    rules.push(rule);
  }
  const [first] = rules;
  if (!first) return { kind: 'invalid', message: wordTagMessages.emptyTag };
  const statement: Statement =
    rules.length === 1
      ? first
      : { connector: connectors.has('o') ? 'or' : 'and', conditions: rules };
  return { kind: 'condition', statement, paths: rules.map((rule) => rule.variable) };
}

function parseRule(text: string): ConditionRule | { message: string } {
  const match = /^([A-Za-z][A-Za-z0-9_.]*)\s*(.*)$/s.exec(text.trim());
  const path = match?.[1] ?? '';
  if (!match || !pathPattern.test(path)) return { message: wordTagMessages.badCondition(text) };
  const rest = match[2] ?? '';
  const plainRest = fold(rest);
  for (const [word, operator] of operatorWords) {
    if (!plainRest.startsWith(word)) continue;
    const isSymbol = /^[<>=!]/.test(word);
    const after = rest.slice(word.length);
    // A word operator must end at a word boundary (`es` is not the start of `estado`).
    if (!isSymbol && after !== '' && !/^\s/.test(after)) continue;
    const valueText = after.trim();
    if (operator === 'isEmpty' || operator === 'isNotEmpty') {
      return valueText === ''
        ? { type: operator, variable: path }
        : { message: wordTagMessages.badCondition(text) };
    }
    if (valueText === '') return { message: wordTagMessages.missingValue(text) };
    const value = parseConditionValue(valueText);
    if (value === undefined) return { message: wordTagMessages.badCondition(text) };
    return { type: operator, variable: path, condition: value };
  }
  return { message: wordTagMessages.badCondition(text) };
}

// "texto", “texto” (Word's smart quotes), 'texto'; numbers written with a dot for decimals;
// sí / no; or a single bare word (an option's value).
function parseConditionValue(text: string): string | number | boolean | undefined {
  const quoted = /^["“”'‘’](.*)["“”'‘’]$/s.exec(text);
  if (quoted) return quoted[1] ?? '';
  if (/^-?\d{1,15}(\.\d{1,10})?$/.test(text)) return Number(text);
  const word = fold(text);
  if (word === 'si' || word === 'verdadero') return true;
  if (word === 'no' || word === 'falso') return false;
  if (/^[\p{L}\p{N}_-]{1,200}$/u.test(text)) return text;
  return undefined;
}

function splitOutsideQuotes(text: string): { rules: string[]; connectors: string[] } {
  const rules: string[] = [];
  const connectors: string[] = [];
  let current = '';
  let quote: string | null = null;
  const words = text.split(/(\s+)/);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (quote === null && /^\s+$/.test(words[i - 1] ?? '') && (word === 'y' || word === 'o')) {
      if (/^\s+$/.test(words[i + 1] ?? '')) {
        rules.push(current);
        connectors.push(word);
        current = '';
        i += 1;
        continue;
      }
    }
    for (const char of word) {
      if (quote === null && /["“'‘]/.test(char)) quote = char;
      else if (quote !== null && /["”'’]/.test(char)) quote = null;
    }
    current += word;
  }
  rules.push(current);
  return { rules: rules.map((rule) => rule.trim()), connectors };
}

function invalidName(path: string): WordTag {
  return { kind: 'invalid', message: wordTagMessages.badName(path) };
}

function normalizeSpaces(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .trim();
}

/** Lower case without accents: how operator words are compared. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
