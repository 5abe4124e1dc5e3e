import { inspectFormula, UnsafeRuleError } from '@engine/conditions/assertSafeRule';
import { evaluateFormula, readOwnPath } from '@engine/conditions/evaluateRule';
import { fc, test } from '@fast-check/vitest';
import { formulaOperations } from '@schemas/formula';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';

const data = {
  precio: 1000,
  cero: 0,
  texto: 'hola',
  blanco: '',
  inicio: '2026-01-31',
  nacimiento: '2000-02-29',
  herederos: [
    { nombre: 'Juan Pérez', porcentaje: 33.33, edad: 40 },
    { nombre: 'Ana Ruiz', porcentaje: 33.33, edad: 17 },
    { nombre: 'Inés Mora', porcentaje: 33.34, edad: 20 },
  ],
  opciones: ['a', 'b'],
};
const value = (formula: unknown) => evaluateFormula(formula, data);
const v = (path: string) => ({ var: path });

describe('formula operations', () => {
  it.each([
    [
      'sums, subtracts, multiplies and divides',
      { '/': [{ '*': [{ '-': [v('precio'), 100] }, 3] }, 2] },
      1350,
    ],
    ['keeps sums free of binary noise', { '+': [0.1, 0.2] }, 0.3],
    ['rounds half away from zero to cents', { round: [1.005] }, 1.01],
    ['rounds to the decimals asked', { round: [-2.5, 0] }, -3],
    ['gives the smallest and the largest', { '+': [{ min: [3, 1, 2] }, { max: [3, 1, 2] }] }, 4],
    ['gives an absolute value', { abs: [-4.5] }, 4.5],
    ['gives an empty value when dividing by zero', { '/': [v('precio'), v('cero')] }, null],
    ['gives an empty value for an unanswered input', { '+': [v('falta'), 1] }, null],
    ['gives an empty value for a text in a sum', { '+': [v('texto'), 1] }, null],
    ['gives an empty value on overflow', { '*': [1e308, 10] }, null],
  ])('%s', (_label, formula, expected) => {
    expect(value(formula)).toBe(expected);
  });

  it.each([
    ['an age in whole years', { yearsBetween: [v('nacimiento'), '2026-02-27'] }, 25],
    [
      'a birthday on 28 February for someone born on 29 February',
      { yearsBetween: [v('nacimiento'), '2026-02-28'] },
      26,
    ],
    ['months counted from date to date', { monthsBetween: [v('inicio'), '2026-02-28'] }, 1],
    ['days between two dates', { daysBetween: ['2026-03-01', '2026-02-01'] }, -28],
    ['the last day of a shorter month', { addMonths: [v('inicio'), 1] }, '2026-02-28'],
    ['years added on 29 February', { addYears: [v('nacimiento'), 1] }, '2001-02-28'],
    ['days added across a year', { addDays: ['2026-12-30', 3] }, '2027-01-02'],
    ['business days skipping a weekend', { addBusinessDays: ['2026-01-30', 1] }, '2026-02-02'],
    [
      'business days skipping a holiday',
      { addBusinessDays: ['2026-01-30', 1, ['2026-02-02']] },
      '2026-02-03',
    ],
    ['business days backwards', { addBusinessDays: ['2026-02-02', -1] }, '2026-01-30'],
    ['business days between two dates', { businessDaysBetween: ['2026-01-30', '2026-02-06'] }, 5],
    ['an empty value for a date out of range', { addYears: ['9999-06-01', 1] }, null],
    ['an empty value for a date that does not exist', { addDays: ['2026-02-30', 1] }, null],
    ['an empty value for a fraction of a day', { addDays: ['2026-02-01', 1.5] }, null],
    [
      'an empty value for a text that is not a date',
      { yearsBetween: [v('texto'), '2026-01-01'] },
      null,
    ],
  ])('dates: %s', (_label, formula, expected) => {
    expect(value(formula)).toBe(expected);
  });

  it.each([
    ['counts the rows', { count: [v('herederos')] }, 3],
    [
      'counts the rows where a condition holds',
      { count: [v('herederos'), { '>=': [v('herederos.edad'), 18] }] },
      2,
    ],
    ['counts the options chosen', { count: [v('opciones')] }, 2],
    ['sums a field over the rows to exactly 100', { sum: [v('herederos.porcentaje')] }, 100],
    ['gives the smallest of a field', { minOf: [v('herederos.edad')] }, 17],
    ['gives the largest of a field', { maxOf: [v('herederos.edad')] }, 40],
    ['sums nothing to 0', { sum: [v('falta.campo')] }, 0],
    ['gives no largest of nothing', { maxOf: [v('falta.campo')] }, null],
    [
      'finds a row where a condition holds',
      { anyRow: [v('herederos'), { '<': [v('herederos.edad'), 18] }] },
      true,
    ],
    [
      'tells that not every row holds it',
      { allRows: [v('herederos'), { '>=': [v('herederos.edad'), 18] }] },
      false,
    ],
    ['says no row of an empty list holds anything', { allRows: [v('falta'), true] }, false],
  ])('lists: %s', (_label, formula, expected) => {
    expect(value(formula)).toBe(expected);
  });

  it.each([
    [
      'joins the names of every row',
      { join: [', ', v('herederos.nombre')] },
      'Juan Pérez, Ana Ruiz, Inés Mora',
    ],
    [
      'leaves blank values out of a join',
      { join: [' ', v('texto'), v('blanco'), 1234.5] },
      'hola 1.234,5',
    ],
    ['writes in capitals', { upper: [v('texto')] }, 'HOLA'],
    ['writes in small letters', { lower: ['ÁRBOL'] }, 'árbol'],
    [
      'takes the first value given',
      { firstNonEmpty: [v('falta'), v('blanco'), v('texto')] },
      'hola',
    ],
    ['chooses a branch', { if: [{ '>': [v('precio'), 500] }, 'alto', 'bajo'] }, 'alto'],
    ['chooses among several branches', { if: [false, 1, { '==': [1, 1] }, 2, 3] }, 2],
    ['leaves a comparison with an empty value undecided', { '>': [v('falta'), 1] }, null],
    ['compares dates', { '<': ['2026-01-01', v('inicio')] }, true],
  ])('text and logic: %s', (_label, formula, expected) => {
    expect(value(formula)).toBe(expected);
  });

  it('reads nothing inherited, whatever the path', () => {
    const answers = JSON.parse(
      '{"herederos": [{"__proto__": {"edad": 5}}], "__proto__": {"x": 1}}',
    );
    expect(evaluateFormula({ sum: [v('herederos.edad')] }, answers)).toBe(0);
    expect(evaluateFormula({ count: [v('constructor')] }, answers)).toBe(0);
    expect(evaluateFormula({ '+': [v('x'), 1] }, answers)).toBeNull();
    expect(evaluateFormula({ join: [',', v('herederos.toString')] }, answers)).toBeNull();
  });

  it('refuses operations outside the formula set before anything runs', () => {
    expect(() => inspectFormula({ method: [v('texto'), 'toUpperCase'] })).toThrow(UnsafeRuleError);
    expect(() => inspectFormula({ reduce: [v('herederos'), 1, 0] })).toThrow(UnsafeRuleError);
    expect(() => inspectFormula({ '+': [v('__proto__.x'), 1] })).toThrow(UnsafeRuleError);
    expect(inspectFormula({ sum: [v('herederos.porcentaje')] })).toEqual(['herederos.porcentaje']);
  });
});

// Whatever the formula and the answers, a formula gives null, a finite number, a text, a yes/no
// or a list: never an exception, NaN or Infinity.
const anyValue = fc.oneof(
  fc.constantFrom(null, 0, -1, 1e308, 0.1, '', 'x', '2026-02-28', '0999-01-01', true, false),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom([], ['2026-01-01'], [1, 2]),
);
const operations = formulaOperations.filter((operation) => operation !== 'today');
const { formula } = fc.letrec<{ formula: unknown }>((tie) => ({
  formula: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyValue,
    fc.constantFrom('precio', 'texto', 'herederos', 'herederos.edad', 'falta').map(v),
    fc
      .record({
        operation: fc.constantFrom(...operations),
        args: fc.array(tie('formula'), { maxLength: 4 }),
      })
      .map(({ operation, args }) => ({ [operation]: args })),
  ),
}));

describe('formulas are total', () => {
  test.prop([formula], { numRuns: 3000 })('never throw nor give NaN or Infinity', (generated) => {
    const result = evaluateFormula(generated, data);
    if (typeof result === 'number') expect(Number.isFinite(result)).toBe(true);
    else expect(['string', 'boolean', 'object'].includes(typeof result)).toBe(true);
  });
});

// json-logic-js, with own-property `var`, is the reference for the operations it also has, where
// every input is a number and its result a finite number; where it would give NaN or Infinity (a
// division by zero, an unanswered input read as NaN), the engine gives null.
jsonLogic.add_operation('var', function readVar(this: unknown, path: unknown) {
  if (typeof path !== 'string') return null;
  const found = readOwnPath(this, path);
  return found === undefined ? null : found;
});
const numbers = { a: 3, b: -2.5, c: 0, d: 7 };
const { numeric } = fc.letrec<{ numeric: unknown }>((tie) => ({
  numeric: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(0, 1, 2, -3, 0.5, 10),
    fc.constantFrom('a', 'b', 'c', 'd').map(v),
    fc
      .record({
        operation: fc.constantFrom('+', '*', 'min', 'max'),
        args: fc.array(tie('numeric'), { minLength: 1, maxLength: 3 }),
      })
      .map(({ operation, args }) => ({ [operation]: args })),
    fc
      .record({ operation: fc.constantFrom('-', '/'), a: tie('numeric'), b: tie('numeric') })
      .map(({ operation, a, b }) => ({ [operation]: [a, b] })),
    // Conditions on inputs: a comparison of computed values near a tie may differ by the noise
    // ours drops (-3.0000000000000004 > -3).
    fc
      .record({
        a: fc.constantFrom('a', 'b', 'c', 'd').map(v),
        b: fc.constantFrom(0, 1, -3),
        c: tie('numeric'),
        d: tie('numeric'),
      })
      .map(({ a, b, c, d }) => ({ if: [{ '>': [a, b] }, c, d] })),
  ),
}));

// Every part of a formula JSON Logic evaluates to a finite number (or a yes/no): where one part is
// NaN or Infinity, the engine has an empty value there instead, and what follows differs.
function finiteThroughout(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return true;
  if (Array.isArray(node)) return node.every(finiteThroughout);
  // biome-ignore lint/suspicious/noExplicitAny: json-logic-js types rules loosely.
  const result = jsonLogic.apply(node as any, numbers);
  if (typeof result === 'number' && !Number.isFinite(result)) return false;
  return Object.values(node).every(finiteThroughout);
}

describe('formulas against json-logic-js', () => {
  test.prop([numeric], { numRuns: 2000 })('compute what JSON Logic computes', (generated) => {
    const actual = evaluateFormula(generated, numbers);
    if (!finiteThroughout(generated)) {
      expect(actual === null || Number.isFinite(actual)).toBe(true);
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: json-logic-js types rules loosely.
    const expected = jsonLogic.apply(generated as any, numbers) as number;
    // Ours drops the binary noise beyond 15 significant digits.
    expect(actual).toBeCloseTo(expected, 9);
  });
});
