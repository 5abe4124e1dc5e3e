import type { JsonObject } from '@schemas/compiledInterview';
import { answerFormats } from './answerFormats';

// Checks one answer against its question's schema fragment by reading the fragment, keyword by
// keyword: no code is generated. ajv compiles schemas with `new Function`, which a page under a
// strict Content-Security-Policy (ours, and the law firms' sites that embed the player) may not
// run, costs milliseconds per distinct fragment, and weighs ~120 KB in a browser bundle. The
// compiled schemas use a small, fixed set of keywords (`engine/questions/types/`); each is
// implemented here with ajv's semantics (and ajv-formats' "full" formats), which
// tests/engine/validate/checkFragment.test.ts checks against ajv itself on generated fragments
// and answers. A keyword outside the set is a programming error and throws, so nothing is ever
// silently accepted.

export interface FragmentError {
  keyword: string;
  params: Record<string, unknown>;
  // '' for the answer itself, '/2' for the third chosen option of a multiple choice.
  instancePath: string;
}

const annotations = new Set(['title', 'description', 'default']);

export function checkFragment(fragment: JsonObject, value: unknown): FragmentError[] {
  const errors: FragmentError[] = [];
  checkValue(fragment, value, '', errors);
  return errors;
}

// The fragment is read as it is, keyword by keyword in its own order, on every check: building
// a checker per fragment (closures, a cache) cost more than it saved, since most fragments of a
// 5,000-question interview are checked once.
function checkValue(
  fragment: JsonObject,
  value: unknown,
  path: string,
  errors: FragmentError[],
): void {
  for (const keyword in fragment) {
    if (!Object.hasOwn(fragment, keyword) || annotations.has(keyword)) continue;
    checkKeyword(keyword, fragment[keyword], fragment, value, path, errors);
  }
}

function fail(
  errors: FragmentError[],
  keyword: string,
  path: string,
  params: Record<string, unknown>,
): void {
  errors.push({ keyword, params, instancePath: path });
}

function checkKeyword(
  keyword: string,
  setting: unknown,
  fragment: JsonObject,
  value: unknown,
  path: string,
  errors: FragmentError[],
): void {
  switch (keyword) {
    case 'type': {
      if (!isOfType(value, setting as string)) fail(errors, 'type', path, { type: setting });
      return;
    }
    case 'minLength':
    case 'maxLength': {
      if (typeof value !== 'string') return;
      const limit = setting as number;
      const length = codePointLength(value);
      if (keyword === 'minLength' ? length < limit : length > limit)
        fail(errors, keyword, path, { limit });
      return;
    }
    case 'pattern': {
      if (typeof value === 'string' && !patternOf(setting as string).test(value))
        fail(errors, 'pattern', path, { pattern: setting });
      return;
    }
    case 'format': {
      const name = setting as string;
      const format = formats[name];
      if (!format) throw new Error(`checkFragment: unknown format "${name}"`);
      if (typeof value !== format.type) return;
      if (!format.validate(value as never)) fail(errors, 'format', path, { format: name });
      return;
    }
    case 'formatMinimum':
    case 'formatMaximum': {
      if (fragment.format !== 'date')
        throw new Error(`checkFragment: ${keyword} without format "date"`);
      const limit = setting as string;
      const atLeast = keyword === 'formatMinimum';
      // ajv-formats compares full dates as strings, whether or not they are valid dates.
      if (typeof value !== 'string' || !value || !limit) return;
      if (atLeast ? value < limit : value > limit)
        fail(errors, keyword, path, { comparison: atLeast ? '>=' : '<=', limit });
      return;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const limit = setting as number;
      if (typeof value === 'number' && !withinBound(keyword, value, limit))
        fail(errors, keyword, path, { limit });
      return;
    }
    case 'enum': {
      const allowed = setting as unknown[];
      for (const candidate of allowed) if (deepEqual(candidate, value)) return;
      fail(errors, 'enum', path, { allowedValues: allowed });
      return;
    }
    case 'not': {
      if (!isRecord(setting) || hasKeys(setting))
        throw new Error('checkFragment: only "not: {}" (nothing is valid) is supported');
      fail(errors, 'not', path, {});
      return;
    }
    case 'items': {
      if (!Array.isArray(value)) return;
      for (let index = 0; index < value.length; index++) {
        checkValue(setting as JsonObject, value[index], `${path}/${index}`, errors);
      }
      return;
    }
    case 'uniqueItems': {
      if (setting !== true || !Array.isArray(value)) return;
      for (let i = value.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (deepEqual(value[i], value[j])) {
            fail(errors, 'uniqueItems', path, { i, j });
            return;
          }
        }
      }
      return;
    }
    case 'minItems':
    case 'maxItems': {
      if (!Array.isArray(value)) return;
      const limit = setting as number;
      if (keyword === 'minItems' ? value.length < limit : value.length > limit)
        fail(errors, keyword, path, { limit });
      return;
    }
    default:
      throw new Error(`checkFragment: unsupported keyword "${keyword}"`);
  }
}

// Compiled patterns by source. Patterns come from lawyers' questions (checked for catastrophic
// backtracking by checkPatternSafety at compile time); the cache is emptied when it grows large so
// a long-running server does not keep every pattern it ever saw.
const patterns = new Map<string, RegExp>();
const maxCachedPatterns = 500;

function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    if (patterns.size >= maxCachedPatterns) patterns.clear();
    pattern = new RegExp(source, 'u');
    patterns.set(source, pattern);
  }
  return pattern;
}

function hasKeys(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

function isOfType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    case 'null':
      return value === null;
    default:
      throw new Error(`checkFragment: unknown type "${type}"`);
  }
}

// Length in Unicode code points, as JSON Schema (and ajv) count it: an emoji is one character.
function codePointLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    length++;
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if ((next & 0xfc00) === 0xdc00) index++;
    }
  }
  return length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, index) => deepEqual(entry, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

// ajv-formats' "full" definitions of the standard formats the compiled schemas use, and ours.
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const datePattern = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const daysInMonth = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isFullDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && leap ? 29 : (daysInMonth[month] as number))
  );
}

interface FormatCheck {
  type: 'string' | 'number';
  validate: (value: never) => boolean;
}

const formats: Record<string, FormatCheck> = {
  email: { type: 'string', validate: (value: string) => emailPattern.test(value) },
  date: { type: 'string', validate: isFullDate },
  ...answerFormats,
};

function withinBound(keyword: string, value: number, limit: number): boolean {
  switch (keyword) {
    case 'minimum':
      return value >= limit;
    case 'maximum':
      return value <= limit;
    case 'exclusiveMinimum':
      return value > limit;
    default:
      return value < limit;
  }
}
