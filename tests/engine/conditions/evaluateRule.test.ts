import { assertSafeRule, UnsafeRuleError } from '@engine/conditions/assertSafeRule';
import { evaluateRule, readOwnPath } from '@engine/conditions/evaluateRule';
import { compileInterview, evaluateVisibility } from '@engine/index';
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
