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

type Check = (value: unknown, path: string, errors: FragmentError[]) => void;

const annotations = new Set(['title', 'description', 'default']);
const checks = new WeakMap<JsonObject, Check>();

export function checkFragment(fragment: JsonObject, value: unknown): FragmentError[] {
  let check = checks.get(fragment);
  if (!check) {
    check = buildCheck(fragment);
    checks.set(fragment, check);
  }
  const errors: FragmentError[] = [];
  check(value, '', errors);
  return errors;
}

function buildCheck(fragment: JsonObject): Check {
  const parts: Check[] = [];
  for (const [keyword, setting] of Object.entries(fragment)) {
    if (annotations.has(keyword)) continue;
    const part = keywordCheck(keyword, setting, fragment);
    if (part) parts.push(part);
  }
  return (value, path, errors) => {
    for (const part of parts) part(value, path, errors);
  };
}

const fail = (
  errors: FragmentError[],
  keyword: string,
  path: string,
  params: Record<string, unknown>,
) => {
  errors.push({ keyword, params, instancePath: path });
};

function keywordCheck(keyword: string, setting: unknown, fragment: JsonObject): Check | null {
  switch (keyword) {
    case 'type': {
      const type = setting as string;
      return (value, path, errors) => {
        if (!isOfType(value, type)) fail(errors, 'type', path, { type });
      };
    }
    case 'minLength':
    case 'maxLength': {
      const limit = setting as number;
      const tooShort = keyword === 'minLength';
      return (value, path, errors) => {
        if (typeof value !== 'string') return;
        const length = codePointLength(value);
        if (tooShort ? length < limit : length > limit) fail(errors, keyword, path, { limit });
      };
    }
    case 'pattern': {
      const pattern = new RegExp(setting as string, 'u');
      return (value, path, errors) => {
        if (typeof value === 'string' && !pattern.test(value))
          fail(errors, 'pattern', path, { pattern: setting });
      };
    }
    case 'format': {
      const name = setting as string;
      const format = formats[name];
      if (!format) throw new Error(`checkFragment: unknown format "${name}"`);
      return (value, path, errors) => {
        if (typeof value !== format.type) return;
        if (!format.validate(value as never)) fail(errors, 'format', path, { format: name });
      };
    }
    case 'formatMinimum':
    case 'formatMaximum': {
      if (fragment.format !== 'date')
        throw new Error(`checkFragment: ${keyword} without format "date"`);
      const limit = setting as string;
      const atLeast = keyword === 'formatMinimum';
      // ajv-formats compares full dates as strings, whether or not they are valid dates.
      return (value, path, errors) => {
        if (typeof value !== 'string' || !value || !limit) return;
        if (atLeast ? value < limit : value > limit)
          fail(errors, keyword, path, { comparison: atLeast ? '>=' : '<=', limit });
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const limit = setting as number;
      const ok: Record<string, (n: number) => boolean> = {
        minimum: (n) => n >= limit,
        maximum: (n) => n <= limit,
        exclusiveMinimum: (n) => n > limit,
        exclusiveMaximum: (n) => n < limit,
      };
      const passes = ok[keyword] as (n: number) => boolean;
      return (value, path, errors) => {
        if (typeof value === 'number' && !passes(value)) fail(errors, keyword, path, { limit });
      };
    }
    case 'enum': {
      const allowed = setting as unknown[];
      return (value, path, errors) => {
        if (!allowed.some((candidate) => deepEqual(candidate, value)))
          fail(errors, 'enum', path, { allowedValues: allowed });
      };
    }
    case 'not': {
      if (!isRecord(setting) || Object.keys(setting).length > 0)
        throw new Error('checkFragment: only "not: {}" (nothing is valid) is supported');
      return (_value, path, errors) => fail(errors, 'not', path, {});
    }
    case 'items': {
      const item = buildCheck(setting as JsonObject);
      return (value, path, errors) => {
        if (!Array.isArray(value)) return;
        value.forEach((entry, index) => {
          item(entry, `${path}/${index}`, errors);
        });
      };
    }
    case 'uniqueItems': {
      if (setting !== true) return null;
      return (value, path, errors) => {
        if (!Array.isArray(value)) return;
        for (let i = value.length - 1; i > 0; i--) {
          for (let j = i - 1; j >= 0; j--) {
            if (deepEqual(value[i], value[j])) {
              fail(errors, 'uniqueItems', path, { i, j });
              return;
            }
          }
        }
      };
    }
    case 'minItems':
    case 'maxItems': {
      const limit = setting as number;
      const tooFew = keyword === 'minItems';
      return (value, path, errors) => {
        if (!Array.isArray(value)) return;
        if (tooFew ? value.length < limit : value.length > limit)
          fail(errors, keyword, path, { limit });
      };
    }
    default:
      throw new Error(`checkFragment: unsupported keyword "${keyword}"`);
  }
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
