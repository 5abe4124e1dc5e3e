import type { Interview, InterviewElement, InterviewItem } from '@schemas/interview';
import type { Operator, Statement } from '@schemas/statement';
import fc from 'fast-check';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createOption,
  createPage,
} from '../factories';

// Random but valid-looking interviews for property tests: a few pages of questions of every
// value kind, conditions on other questions (mostly earlier ones, sometimes later ones or a
// cycle), a repeating list whose rows have a conditional field, conditional options, and random
// answers drawn from small domains so conditions flip often; and, now and then, calculations
// (placed first, so they read questions after them) that conditions read.

const scalarTypes = [
  'shortText',
  'number',
  'singleChoice',
  'yesNo',
  'multipleChoice',
  'date',
] as const;
type ScalarType = (typeof scalarTypes)[number];

const domains: Record<ScalarType, readonly unknown[]> = {
  shortText: ['a', 'b', 'ab', ''],
  number: [0, 1, 2, 3],
  singleChoice: ['x', 'y', 'z'],
  yesNo: [true, false],
  multipleChoice: [[], ['x'], ['y'], ['x', 'y'], ['x', 'y', 'z']],
  date: ['2026-01-01', '2026-01-02', '2026-01-03'],
};

const operatorsOf: Record<ScalarType, readonly Operator[]> = {
  shortText: ['equals', 'notEquals', 'contains', 'notContains', 'isEmpty', 'isNotEmpty'],
  number: [
    'equals',
    'notEquals',
    'greaterThan',
    'greaterOrEqual',
    'lessThan',
    'lessOrEqual',
    'isEmpty',
  ],
  singleChoice: ['equals', 'notEquals', 'isEmpty', 'isNotEmpty'],
  yesNo: ['equals', 'notEquals', 'isEmpty'],
  multipleChoice: ['contains', 'notContains', 'isEmpty', 'isNotEmpty'],
  date: ['equals', 'greaterThan', 'lessOrEqual', 'isNotEmpty'],
};

const conditionValue: Record<ScalarType, readonly (string | number | boolean)[]> = {
  shortText: ['a', 'b'],
  number: [1, 2],
  singleChoice: ['x', 'y'],
  yesNo: [true, false],
  multipleChoice: ['x', 'z'],
  date: ['2026-01-02'],
};

interface RuleSeed {
  target: number;
  operator: number;
  value: number;
}

interface QuestionSeed {
  type: number;
  required: boolean;
  rules: RuleSeed[] | null;
  connector: 'and' | 'or';
  newPage: boolean;
  pageRule: RuleSeed | null;
  conditionalOption: RuleSeed | null;
}

const ruleSeed = fc.record({ target: fc.nat(), operator: fc.nat(), value: fc.nat() });

const questionSeed: fc.Arbitrary<QuestionSeed> = fc.record({
  type: fc.nat(scalarTypes.length - 1),
  required: fc.boolean(),
  rules: fc.option(fc.array(ruleSeed, { minLength: 1, maxLength: 3 }), { freq: 2 }),
  connector: fc.constantFrom('and' as const, 'or' as const),
  newPage: fc.boolean(),
  pageRule: fc.option(ruleSeed, { freq: 3 }),
  conditionalOption: fc.option(ruleSeed, { freq: 4 }),
});

export interface GeneratedInterview {
  interview: Interview;
  // Top-level scalar variables with their types, for generating answers.
  variables: Array<{ name: string; type: ScalarType }>;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

// Calculations a generated interview may hold, and conditions on them.
const calculationTargets: Array<{ name: string; statement: Statement }> = [
  { name: 'total', statement: { type: 'greaterThan', variable: 'total', condition: 2 } },
  { name: 'hay_menor', statement: { type: 'equals', variable: 'hay_menor', condition: true } },
  { name: 'plazo', statement: { type: 'isNotEmpty', variable: 'plazo' } },
];

function calculationsFor(
  variables: ReadonlyArray<{ name: string; type: ScalarType }>,
  withList: boolean,
): InterviewElement[] {
  const number = variables.find((variable) => variable.type === 'number');
  const date = variables.find((variable) => variable.type === 'date');
  const numberRead = number ? { var: number.name } : 0;
  return [
    createCalculation(
      'total',
      'number',
      withList
        ? {
            '+': [
              { sum: [{ var: 'lista.hijos.edad' }] },
              { count: [{ var: 'lista' }] },
              numberRead,
            ],
          }
        : { '+': [numberRead, 1] },
      { show: true },
    ),
    createCalculation(
      'hay_menor',
      'yesNo',
      withList
        ? {
            anyRow: [
              { var: 'lista' },
              { condition: { type: 'equals', variable: 'lista.menor', condition: true } },
            ],
          }
        : { '>': [{ var: 'total' }, 1] },
    ),
    createCalculation('plazo', 'date', {
      addBusinessDays: [date ? { var: date.name } : '2026-01-01', { var: 'total' }],
    }),
    createCalculation('doble', 'currency', { '/': [{ '*': [{ var: 'total' }, 2] }, 3] }),
  ];
}

function buildInterview(
  seeds: QuestionSeed[],
  withList: boolean,
  withCalculations: boolean,
): GeneratedInterview {
  const variables = seeds.map((seed, i) => ({ name: `v${i}`, type: pick(scalarTypes, seed.type) }));
  const rule = (seed: RuleSeed, from: number): Statement => {
    if (withCalculations && seed.target % 7 === 3)
      return pick(calculationTargets, seed.value).statement;
    // Mostly earlier questions; now and then a later one or itself, to exercise cycles.
    const target =
      seed.target % 10 === 0 ? seed.target % variables.length : seed.target % Math.max(from, 1);
    const variable = variables[target] ?? variables[0];
    if (!variable) throw new Error('no variables');
    const operator = pick(operatorsOf[variable.type], seed.operator);
    return {
      type: operator,
      variable: variable.name,
      condition: pick(conditionValue[variable.type], seed.value),
    };
  };
  const pages: Array<{ id: string; statement: Statement | null; elements: InterviewElement[] }> =
    [];
  seeds.forEach((seed, i) => {
    const variable = variables[i];
    if (!variable) return;
    if (pages.length === 0 || seed.newPage) {
      pages.push({
        id: `p${pages.length}`,
        statement: seed.pageRule && i > 0 ? rule(seed.pageRule, i) : null,
        elements: [],
      });
    }
    const statement = seed.rules
      ? seed.rules.length === 1
        ? rule(seed.rules[0] as RuleSeed, i)
        : { connector: seed.connector, conditions: seed.rules.map((r) => rule(r, i)) }
      : null;
    const items: InterviewItem[] =
      variable.type === 'singleChoice' || variable.type === 'multipleChoice'
        ? [
            createOption('x'),
            createOption('y'),
            createOption(
              'z',
              'z',
              seed.conditionalOption && i > 0 ? rule(seed.conditionalOption, i) : null,
            ),
          ]
        : [];
    pages
      .at(-1)
      ?.elements.push(
        createElement(variable.type, variable.name, { required: seed.required, statement, items }),
      );
  });
  if (withList && variables.length > 0) {
    const last = pages.at(-1);
    last?.elements.push(
      createElement('repeatingList', 'lista', {
        statement: { type: 'isNotEmpty', variable: 'v0' },
        items: [
          createField('shortText', 'nombre', { required: true }),
          createField('yesNo', 'menor'),
          createField('shortText', 'tutor', {
            required: true,
            statement: { type: 'equals', variable: 'lista.menor', condition: true },
          }),
          createField('repeatingList', 'hijos', {
            statement: { type: 'equals', variable: 'lista.nombre', condition: 'a' },
            items: [
              createField('shortText', 'nombre', { required: true }),
              createField('number', 'edad', {
                statement: { type: 'isNotEmpty', variable: 'lista.hijos.nombre' },
              }),
            ],
          }),
        ],
      }),
    );
  }
  if (withCalculations) pages[0]?.elements.unshift(...calculationsFor(variables, withList));
  return {
    interview: createInterview(
      pages.map((page) => createPage(page.id, page.elements, page.statement)),
    ),
    variables,
  };
}

export const interviewArbitrary: fc.Arbitrary<GeneratedInterview> = fc
  .tuple(fc.array(questionSeed, { minLength: 1, maxLength: 12 }), fc.boolean(), fc.boolean())
  .map(([seeds, withList, withCalculations]) => buildInterview(seeds, withList, withCalculations));

const listRow = fc.record(
  {
    nombre: fc.constantFrom('a', 'b', ''),
    menor: fc.boolean(),
    tutor: fc.constantFrom('t', ''),
    hijos: fc.array(
      fc.record({ nombre: fc.constantFrom('h', ''), edad: fc.nat(20) }, { requiredKeys: [] }),
      {
        maxLength: 2,
      },
    ),
  },
  { requiredKeys: [] },
);

// Answers for a generated interview: each variable answered from its domain or left out, plus
// rows for the list, plus a stray answer the interview does not have.
export function answersArbitrary(
  generated: GeneratedInterview,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = generated.variables.map((variable) =>
    fc
      .option(fc.constantFrom(...domains[variable.type]), { nil: undefined })
      .map((value) => [variable.name, value] as const),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.array(listRow, { maxLength: 3 }), fc.boolean())
    .map(([pairs, rows, stray]) => {
      const answers: Record<string, unknown> = {};
      for (const [name, value] of pairs) if (value !== undefined) answers[name] = value;
      answers.lista = rows;
      if (stray) answers.desconocida = 'x';
      return answers;
    });
}

// A sequence of single-variable changes to apply one after another.
export function changesArbitrary(
  generated: GeneratedInterview,
): fc.Arbitrary<Array<{ variable: string; value: unknown }>> {
  const change = fc.oneof(
    ...generated.variables.map((variable) =>
      fc.option(fc.constantFrom(...domains[variable.type]), { nil: undefined }).map((value) => ({
        variable: variable.name,
        value,
      })),
    ),
    fc
      .array(listRow, { maxLength: 3 })
      .map((rows) => ({ variable: 'lista', value: rows as unknown })),
    // An answer sent under a calculation's name, which must change nothing.
    fc.constantFrom(99, 'x').map((value) => ({ variable: 'total', value: value as unknown })),
  );
  return fc.array(change, { minLength: 1, maxLength: 15 });
}

// The same data with every object's keys in another order.
export function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, i) => shuffleKeys(item, seed + i));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const rotated = keys.map((_, i) => keys[(i + seed) % keys.length] as string).reverse();
  const result: Record<string, unknown> = {};
  for (const key of rotated)
    result[key] = shuffleKeys((value as Record<string, unknown>)[key], seed + 1);
  return result;
}
