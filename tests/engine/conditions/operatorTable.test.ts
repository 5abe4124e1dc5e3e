import { compileInterview, evaluateVisibility } from '@engine/index';
import type { QuestionType } from '@schemas/questionType';
import type { Operator } from '@schemas/statement';
import { describe, expect, it } from 'vitest';
import { createElement, createInterview, createPage, options, when } from '../../factories';

type Row = [
  operator: Operator,
  type: QuestionType,
  condition: string | number | boolean | undefined,
  answer: unknown,
  shown: boolean,
];

// One block per operator: [operator, type of the question read, value in the condition, answer
// given, whether the dependent question is shown]. Unanswered questions never satisfy an ordered
// comparison; text compares ignoring case, accents and surrounding spaces.
const rows: Row[] = [
  ['equals', 'shortText', 'Casado', 'casado ', true],
  ['equals', 'shortText', 'Casado', 'Cásado', true],
  ['equals', 'shortText', 'Casado', 'soltero', false],
  ['equals', 'shortText', 'Casado', undefined, false],
  ['equals', 'number', 5, 5, true],
  ['equals', 'number', '5', 5, true],
  ['equals', 'number', 5, 6, false],
  ['equals', 'singleChoice', 'b', 'b', true],
  ['equals', 'singleChoice', 'b', 'a', false],
  ['equals', 'yesNo', true, true, true],
  ['equals', 'yesNo', 'sí', true, true],
  ['equals', 'yesNo', true, false, false],
  ['equals', 'yesNo', false, undefined, false],
  ['equals', 'date', '2026-11-21', '2026-11-21', true],

  ['notEquals', 'shortText', 'Casado', 'soltero', true],
  ['notEquals', 'shortText', 'Casado', 'CASADO', false],
  ['notEquals', 'number', 5, 5, false],
  ['notEquals', 'singleChoice', 'b', 'a', true],
  ['notEquals', 'singleChoice', 'b', undefined, true],
  ['notEquals', 'yesNo', true, false, true],

  ['greaterThan', 'number', 10, 11, true],
  ['greaterThan', 'number', 10, 10, false],
  ['greaterThan', 'number', 10, undefined, false],
  ['greaterThan', 'currency', '1000,50', 1000.51, true],
  ['greaterThan', 'date', '2026-01-01', '2026-01-02', true],
  ['greaterThan', 'date', '2026-01-01', '2025-12-31', false],

  ['greaterOrEqual', 'number', 10, 10, true],
  ['greaterOrEqual', 'number', 10, 9, false],
  ['greaterOrEqual', 'date', '2026-01-01', '2026-01-01', true],

  ['lessThan', 'number', 18, 17, true],
  ['lessThan', 'number', 18, 18, false],
  ['lessThan', 'number', 18, undefined, false],
  ['lessThan', 'date', '2026-01-01', '', false],
  ['lessThan', 'currency', 0.5, 0, true],

  ['lessOrEqual', 'number', 18, 18, true],
  ['lessOrEqual', 'number', 18, 19, false],
  ['lessOrEqual', 'date', '2026-01-01', undefined, false],

  ['contains', 'shortText', 'S.A.', 'Constructora Andina s.a.', true],
  ['contains', 'longText', 'hipoteca', 'Sin gravámenes', false],
  ['contains', 'multipleChoice', 'vender', ['cobrar', 'vender'], true],
  ['contains', 'multipleChoice', 'vender', ['cobrar'], false],
  ['contains', 'multipleChoice', 'vender', undefined, false],

  ['notContains', 'shortText', 'S.A.', 'Juan Pérez', true],
  ['notContains', 'multipleChoice', 'vender', ['vender'], false],
  ['notContains', 'multipleChoice', 'vender', undefined, true],

  ['isEmpty', 'shortText', undefined, '   ', true],
  ['isEmpty', 'shortText', undefined, 'x', false],
  ['isEmpty', 'number', undefined, 0, false],
  ['isEmpty', 'number', undefined, undefined, true],
  ['isEmpty', 'multipleChoice', undefined, [], true],
  ['isEmpty', 'yesNo', undefined, false, false],
  ['isEmpty', 'date', undefined, '', true],
  ['isEmpty', 'repeatingList', undefined, [], true],

  ['isNotEmpty', 'shortText', undefined, 'x', true],
  ['isNotEmpty', 'number', undefined, 0, true],
  ['isNotEmpty', 'multipleChoice', undefined, ['a'], true],
  ['isNotEmpty', 'yesNo', undefined, undefined, false],
  ['isNotEmpty', 'repeatingList', undefined, [{}], true],
];

describe('operatorTable', () => {
  it.each(rows)(
    '%s on %s with %j: answer %j → shown %s',
    (operator, type, condition, answer, shown) => {
      const compiled = compileInterview(
        createInterview([
          createPage('p1', [
            createElement(type, 'origen', {
              items: type.endsWith('Choice') ? options('a', 'b', 'vender', 'cobrar') : [],
            }),
            createElement('shortText', 'dependiente', {
              statement: when('origen', operator, condition),
            }),
          ]),
        ]),
      );
      const answers = answer === undefined ? {} : { origen: answer };
      expect(evaluateVisibility(compiled, answers).fields.dependiente).toBe(shown);
    },
  );

  it('covers every operator', () => {
    const covered = new Set(rows.map(([operator]) => operator));
    expect([...covered].sort()).toEqual(
      [
        'contains',
        'equals',
        'greaterOrEqual',
        'greaterThan',
        'isEmpty',
        'isNotEmpty',
        'lessOrEqual',
        'lessThan',
        'notContains',
        'notEquals',
      ].sort(),
    );
  });

  it.each([
    ['and', { a: 'x', b: 1 }, true],
    ['and', { a: 'x', b: 0 }, false],
    ['or', { a: 'y', b: 1 }, true],
    ['or', { a: 'y', b: 0 }, false],
  ] as const)('combines rules with %s: answers %j → shown %s', (connector, answers, shown) => {
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('singleChoice', 'a', { items: options('x', 'y') }),
          createElement('number', 'b'),
          createElement('shortText', 'c', {
            statement: {
              connector,
              conditions: [when('a', 'equals', 'x'), when('b', 'greaterThan', 0)],
            },
          }),
        ]),
      ]),
    );
    expect(evaluateVisibility(compiled, answers).fields.c).toBe(shown);
  });

  it('nests and/or groups', () => {
    const statement = {
      connector: 'or' as const,
      conditions: [
        {
          connector: 'and' as const,
          conditions: [when('a', 'equals', 'x'), when('b', 'greaterThan', 10)],
        },
        when('b', 'lessThan', 0),
      ],
    };
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [
          createElement('singleChoice', 'a', { items: options('x', 'y') }),
          createElement('number', 'b'),
          createElement('shortText', 'c', { statement }),
        ]),
      ]),
    );
    expect(evaluateVisibility(compiled, { a: 'x', b: 11 }).fields.c).toBe(true);
    expect(evaluateVisibility(compiled, { a: 'y', b: 11 }).fields.c).toBe(false);
    expect(evaluateVisibility(compiled, { a: 'y', b: -1 }).fields.c).toBe(true);
  });
});
