import { assertSafeRule, ruleOperations, UnsafeRuleError } from '@engine/conditions/assertSafeRule';
import { evaluateRule, normalizeText, readOwnPath } from '@engine/conditions/evaluateRule';
import { compileInterview, evaluateVisibility } from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { createElement, createInterview, createPage, when } from '../../factories';

describe('evaluateRule', () => {
  it.each([
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'nombre.constructor',
    'lista.map',
  ])('resolves the inherited member %s to nothing', (path) => {
    const answers = JSON.parse('{"nombre": "Ana", "lista": [], "__proto__": {"polluted": true}}');
    expect(evaluateRule({ '==': [{ var: path }, null] }, answers)).toBe(path !== '__proto__');
    expect(readOwnPath({ nombre: 'Ana' }, 'constructor')).toBeUndefined();
  });

  it('reads own nested properties and array rows', () => {
    const answers = { comprador: { nombre: 'Ana' }, filas: [{ x: 1 }] };
    expect(evaluateRule({ '===': [{ var: 'comprador.nombre' }, 'Ana'] }, answers)).toBe(true);
    expect(evaluateRule({ '===': [{ var: 'filas.0.x' }, 1] }, answers)).toBe(true);
  });

  it('cannot call methods on values', () => {
    expect(() => evaluateRule({ method: ['abc', 'toUpperCase'] }, {})).toThrow(
      /Unrecognized operation/,
    );
  });

  it('treats a missing rule as always shown', () => {
    expect(evaluateRule(null, {})).toBe(true);
  });

  it("gives JSON Logic's answers on the edges of its operations", () => {
    const data = { lista: [], texto: '', uno: 1, nombre: 'José' };
    // An empty list is false; `and` and `or` give the argument that decides.
    expect(evaluateRule({ var: 'lista' }, data)).toBe(false);
    expect(evaluateRule({ '!': { var: 'lista' } }, data)).toBe(true);
    expect(evaluateRule({ '===': [{ or: [0, 'x'] }, 'x'] }, data)).toBe(true);
    expect(evaluateRule({ '===': [{ and: [1, 0, 2] }, 0] }, data)).toBe(true);
    // Loose and strict equality, a missing answer read as null.
    expect(evaluateRule({ '==': [{ var: 'uno' }, '1'] }, data)).toBe(true);
    expect(evaluateRule({ '===': [{ var: 'uno' }, '1'] }, data)).toBe(false);
    expect(evaluateRule({ '===': [{ var: 'falta' }, null] }, data)).toBe(true);
    // `<` with three arguments is "between"; `in` finds nothing in an empty text.
    expect(evaluateRule({ '<': [0, { var: 'uno' }, 2] }, data)).toBe(true);
    expect(evaluateRule({ '<': [1, { var: 'uno' }, 2] }, data)).toBe(false);
    // A third argument that gives undefined (an empty `and`) counts as absent.
    expect(evaluateRule({ '<=': [{ var: 'uno' }, 1, { and: [] }] }, data)).toBe(true);
    expect(evaluateRule({ '<': [0, { var: 'uno' }, { or: [] }] }, data)).toBe(true);
    expect(evaluateRule({ in: ['', { var: 'texto' }] }, data)).toBe(false);
    expect(evaluateRule({ in: ['os', { var: 'nombre' }] }, data)).toBe(true);
    // Text compares ignoring case, accents and spaces.
    expect(evaluateRule({ textEquals: [{ var: 'nombre' }, ' jose '] }, data)).toBe(true);
    expect(evaluateRule({ textContains: [{ var: 'nombre' }, 'OS'] }, data)).toBe(true);
  });
});

// json-logic-js, with our text operations and own-property `var`, is the reference the engine's
// evaluator is held to on generated rules and answers.
jsonLogic.add_operation('var', function readVar(this: unknown, path: unknown) {
  if (typeof path !== 'string') return null;
  const value = readOwnPath(this, path);
  return value === undefined ? null : value;
});
jsonLogic.add_operation(
  'textEquals',
  (a: unknown, b: unknown) => normalizeText(a) === normalizeText(b),
);
jsonLogic.add_operation('textContains', (haystack: unknown, needle: unknown) =>
  normalizeText(haystack).includes(normalizeText(needle)),
);
// The one deliberate difference in meaning: an ordered comparison with an empty operand (null,
// missing, blank text) is undecided (null) instead of reading the blank as 0.
const blank = (value: unknown) => value === null || value === undefined || value === '';
const jsonLogicOperations = jsonLogic as unknown as {
  add_operation(name: string, code: (...args: unknown[]) => unknown): void;
};
for (const [name, compare] of [
  ['>', (a: number, b: number) => a > b],
  ['>=', (a: number, b: number) => a >= b],
] as const) {
  jsonLogicOperations.add_operation(name, (a, b) =>
    blank(a) || blank(b) ? null : compare(a as number, b as number),
  );
}
for (const [name, compare] of [
  ['<', (a: number, b: number) => a < b],
  ['<=', (a: number, b: number) => a <= b],
] as const) {
  jsonLogicOperations.add_operation(name, (...args) => {
    // A third argument that gives undefined counts as absent, as in JSON Logic.
    if (args.length > 2 && args[2] === undefined) args.length = 2;
    if (args.length > 2 && !blank(args[0]) && !blank(args[1]) && !blank(args[2]))
      return (
        compare(args[0] as number, args[1] as number) &&
        compare(args[1] as number, args[2] as number)
      );
    if (blank(args[0]) || blank(args[1]) || (args.length > 2 && blank(args[2]))) return null;
    return compare(args[0] as number, args[1] as number);
  });
}

// Every operation a rule may hold but `var`, which the generator writes as reads.
const operations = ruleOperations.filter((operation) => operation !== 'var');
const constant = fc.oneof(
  fc.constantFrom(0, 1, 5, -2, 7.5, '', '5', 'a', 'Á', 'sí', 'SI ', true, false, null),
  fc.constantFrom(['a', 'b'], [], [1, 5]),
);
const read = fc.constantFrom('n', 't', 'b', 'm', 'g.x', 'falta').map((path) => ({ var: path }));
const { rule } = fc.letrec<{ rule: unknown }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    constant,
    read,
    fc
      .record({
        operation: fc.constantFrom(...operations),
        args: fc.array(tie('rule'), { maxLength: 3 }),
        bare: fc.boolean(),
      })
      .map(({ operation, args, bare }) => ({
        [operation]: bare && args.length === 1 ? args[0] : args,
      })),
  ),
}));
const answers = fc.record(
  {
    n: fc.constantFrom(0, 1, 5, 7, '5', null),
    t: fc.constantFrom('', 'sí', 'SÍ', 'a', 'Ana María'),
    b: fc.boolean(),
    m: fc.constantFrom([], ['a'], ['a', 'b']),
    g: fc.record({ x: fc.constantFrom(1, 'a', null) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

describe('evaluateRule against json-logic-js', () => {
  // A missing rule (null) is the one deliberate difference: always shown (tested above).
  test.prop([rule.filter((logic) => logic !== null), answers], { numRuns: 2000 })(
    'decides as JSON Logic does',
    (logic, data) => {
      // biome-ignore lint/suspicious/noExplicitAny: json-logic-js types rules loosely.
      const expected = jsonLogic.truthy(jsonLogic.apply(logic as any, data));
      expect(evaluateRule(logic, data)).toBe(expected);
    },
  );

  it('keeps a guest answer named like an inherited member from reaching a condition', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('shortText', 'nombre'),
          createElement('shortText', 'secreto', { statement: when('nombre', 'isEmpty') }),
        ]),
      ]),
    );
    const answers = JSON.parse('{"__proto__": {"nombre": "inyectado"}}');
    expect(evaluateVisibility(compiled, answers).fields.secreto).toBe(true);
  });
});

describe('assertSafeRule', () => {
  it('accepts the rules the compiler emits', () => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('number', 'a'),
          createElement('shortText', 'b', {
            statement: {
              connector: 'or',
              conditions: [when('a', 'greaterThan', 1), when('a', 'isEmpty')],
            },
          }),
        ]),
      ]),
    );
    expect(() => assertSafeRule(compiled.variables[1]?.visibleIf)).not.toThrow();
  });

  it.each([
    ['an operation outside the compiler set', { method: ['x', 'constructor'] }],
    ['a map over data', { map: [{ var: 'a' }, { var: '' }] }],
    ['two operations in one node', { '==': [1, 1], '!=': [1, 2] }],
    ['a path with dunder segments', { var: '__proto__.polluted' }],
    ['a path that is not a string', { var: { var: 'a' } }],
    ['a function value', { '==': [() => 1, 1] }],
  ])('refuses %s', (_label, rule) => {
    expect(() => assertSafeRule(rule)).toThrow(UnsafeRuleError);
  });

  it('refuses rules nested too deep', () => {
    let rule: unknown = { var: 'a' };
    for (let i = 0; i < 40; i += 1) rule = { '!': rule };
    expect(() => assertSafeRule(rule)).toThrow(UnsafeRuleError);
  });

  it('refuses rules that are too large', () => {
    const rule = { or: Array.from({ length: 3000 }, () => ({ '==': [{ var: 'a' }, 1] })) };
    expect(() => assertSafeRule(rule)).toThrow(UnsafeRuleError);
  });

  it('guards evaluation of a tampered artifact', () => {
    const compiled = compileInterview(
      createInterview([createPage('p1', [createElement('shortText', 'a')], when('a', 'isEmpty'))]),
    );
    const tampered = structuredClone(compiled);
    const page = tampered.pages[0];
    if (!page) throw new Error('missing page');
    page.visibleIf = { method: [{ var: 'a' }, 'constructor'] };
    expect(() => evaluateVisibility(tampered, {})).toThrow(UnsafeRuleError);
  });
});
