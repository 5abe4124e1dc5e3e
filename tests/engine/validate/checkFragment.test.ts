import { fc, test } from '@fast-check/vitest';
import type { JsonObject } from '@schemas/compiledInterview';
import { describe, expect, it } from 'vitest';
import type { QuestionContext } from '../../../engine/questions/questionTypeDefinition';
import { questionTypeRegistry } from '../../../engine/questions/questionTypeRegistry';
import { checkFragment } from '../../../engine/validate/checkFragment';
import { ajvValidator } from './ajvReference';

// checkFragment must say exactly what ajv (with ajv-formats' full formats and ours) says, for
// every fragment the question types produce and any answer: the same verdict and the same failing
// keywords at the same places.

const leafTypes = [
  'shortText',
  'longText',
  'number',
  'currency',
  'date',
  'email',
  'phone',
  'idNumber',
  'singleChoice',
  'dropdown',
  'multipleChoice',
  'yesNo',
] as const;

const isoDate = fc
  .record({
    year: fc.integer({ min: 1899, max: 2101 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(
    ({ year, month, day }) =>
      `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

const optionValues = fc.uniqueArray(fc.constantFrom('a', 'b', 'casa', 'local', 'sí', 'x y'), {
  maxLength: 4,
});

const validation = fc.record(
  {
    minLength: fc.integer({ min: 0, max: 6 }),
    maxLength: fc.integer({ min: 1, max: 12 }),
    pattern: fc.constantFrom('^[A-Z]{3}-\\d{3}$', '^\\p{Lu}', 'ñ', '^\\d+$'),
    minimum: fc.integer({ min: -50, max: 50 }),
    maximum: fc.double({ min: -10, max: 10_000, noNaN: true }),
    minItems: fc.integer({ min: 0, max: 3 }),
    maxItems: fc.integer({ min: 1, max: 3 }),
    minDate: isoDate.filter((date) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)),
    maxDate: isoDate.filter((date) => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)),
    idKind: fc.constantFrom('cedula', 'ruc', 'pasaporte', 'cualquiera'),
  },
  { requiredKeys: [] },
);

const fragment = fc
  .record({ type: fc.constantFrom(...leafTypes), options: optionValues, validation })
  .map(({ type, options, validation }) => {
    const definition = questionTypeRegistry[type];
    const allowed = Object.fromEntries(
      Object.entries(validation).filter(([key]) =>
        (definition.validation as readonly string[]).includes(key),
      ),
    );
    const context = {
      validation: allowed,
      options: options.map((value, index) => ({
        itemId: `o${index}`,
        value,
        label: value.toUpperCase(),
      })),
      symbol: '',
    } as unknown as QuestionContext;
    return { title: 'Pregunta', ...definition.schema(context) } as JsonObject;
  });

const text = fc.oneof(
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom(
    'ABC-123',
    'Ñandú',
    'ana@estudio.ec',
    'ana@@estudio',
    '1710034065',
    '1710034066',
    '1790012344001',
    'AB123456',
    '+593 99 123 4567',
    '02-2345',
    '👩‍⚖️👩‍⚖️',
    'casa',
    'local',
    'sí',
  ),
  isoDate,
);
const answer = fc.oneof(
  text,
  fc.integer({ min: -100, max: 20_000 }),
  fc.double({ min: -100, max: 20_000, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(12.345, 0.1, 1e12, 999_999_999_999.99, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
);

// Values on the fragment's own edges: its limits, dates and options, and texts and lists of the
// limit's length and one off.
const lengthKeywords = new Set(['minLength', 'maxLength', 'minItems', 'maxItems']);

function edgesOf(schema: JsonObject): unknown[] {
  const edges: unknown[] = [];
  for (const [keyword, setting] of Object.entries(schema)) {
    if (typeof setting === 'number') edges.push(setting, setting + 0.01, setting - 0.01);
    if (typeof setting === 'number' && lengthKeywords.has(keyword)) {
      for (const length of [setting - 1, setting, setting + 1].filter((n) => n >= 0)) {
        edges.push('x'.repeat(length), 'ñ'.repeat(length));
        edges.push(Array.from({ length }, (_, i) => `v${i}`));
      }
    }
    if (typeof setting === 'string' && keyword !== 'title') edges.push(setting);
    if (Array.isArray(setting))
      edges.push(...setting, setting.slice(0, 1), [...setting, ...setting]);
    if (keyword === 'items' && Array.isArray((setting as JsonObject).enum)) {
      const values = (setting as JsonObject).enum as unknown[];
      edges.push(values, values.slice(0, 1), [...values, ...values.slice(0, 1)]);
    }
  }
  return edges;
}

const fragmentAndAnswer = fragment.chain((schema) => {
  const edges = edgesOf(schema);
  return fc.tuple(
    fc.constant(schema),
    edges.length > 0 ? fc.oneof(answer, fc.constantFrom(...edges)) : answer,
  );
});

const failures = (errors: ReadonlyArray<{ keyword: string; instancePath: string }>) =>
  errors.map((error) => `${error.instancePath} ${error.keyword}`).sort();

describe('checkFragment', () => {
  test.prop([fragmentAndAnswer], { numRuns: 2000 })(
    'agrees with ajv on every fragment the question types produce',
    ([schema, value]) => {
      const validate = ajvValidator(schema);
      const ajvSays = validate(value);
      const ours = checkFragment(schema, value);
      expect(ours.length === 0).toBe(ajvSays);
      expect(failures(ours)).toEqual(failures(validate.errors ?? []));
    },
    30_000,
  );

  it('counts characters as code points and checks dates on the calendar', () => {
    const short = { type: 'string', maxLength: 2 };
    expect(checkFragment(short, '👩👩')).toEqual([]);
    expect(checkFragment(short, 'abc')).toEqual([
      { keyword: 'maxLength', params: { limit: 2 }, instancePath: '' },
    ]);
    const date = { type: 'string', format: 'date' };
    expect(checkFragment(date, '2024-02-29')).toEqual([]);
    expect(checkFragment(date, '2023-02-29').map((error) => error.keyword)).toEqual(['format']);
  });

  it('refuses a keyword it does not implement instead of accepting everything', () => {
    expect(() => checkFragment({ type: 'string', propertyNames: {} }, 'x')).toThrow(
      /unsupported keyword "propertyNames"/,
    );
  });
});
