import { describe, expect, it } from 'vitest';
import {
  createRule,
  findMissingPart,
  fromConditionDraft,
  ruleFor,
  toConditionDraft,
} from '../../../builder/model/conditionDraft';
import { questionInfo } from '../template/questionInfo';

const nombre = questionInfo({ path: 'nombre', type: 'shortText' });
const cedula = questionInfo({ path: 'cedula', type: 'idNumber' });
const fecha = questionInfo({ path: 'fecha_firma', type: 'date' });
const canon = questionInfo({ path: 'canon', type: 'currency' });
const amoblado = questionInfo({ path: 'amoblado', type: 'yesNo' });
const tipo = questionInfo({
  path: 'tipo',
  type: 'singleChoice',
  options: [
    { value: 'casa', label: 'Casa' },
    { value: 'local', label: 'Local' },
  ],
});

describe('createRule', () => {
  it.each([
    [nombre, { type: 'equals', variable: 'nombre', condition: '' }],
    [cedula, { type: 'equals', variable: 'cedula', condition: '' }],
    [fecha, { type: 'equals', variable: 'fecha_firma', condition: '' }],
    [canon, { type: 'equals', variable: 'canon', condition: '' }],
    [amoblado, { type: 'equals', variable: 'amoblado', condition: true }],
    [tipo, { type: 'equals', variable: 'tipo', condition: 'casa' }],
  ])(
    'reads the latest question, proposing a value only when one is always meaningful (%#)',
    (question, rule) => {
      expect(createRule([nombre, question])).toEqual(rule);
    },
  );
});

describe('findMissingPart', () => {
  it.each([
    [{ type: 'equals', variable: 'nombre', condition: '' }, 'value'],
    [{ type: 'equals', variable: 'nombre', condition: '   ' }, 'value'],
    [{ type: 'contains', variable: 'nombre' }, 'value'],
    [{ type: 'equals', variable: 'canon', condition: null }, 'value'],
    [{ type: 'equals', variable: '', condition: 'x' }, 'variable'],
    [{ type: 'isEmpty', variable: 'nombre' }, null],
    [{ type: 'equals', variable: 'canon', condition: 0 }, null],
    [{ type: 'equals', variable: 'amoblado', condition: false }, null],
    [{ type: 'equals', variable: 'nombre', condition: 'Ana' }, null],
  ] as const)('%j lacks %s', (rule, missing) => {
    expect(findMissingPart(rule)).toBe(missing);
  });
});

describe('fromConditionDraft', () => {
  it('stores nothing while any rule, however deep, lacks a part', () => {
    const draft = toConditionDraft({
      connector: 'or',
      conditions: [
        { type: 'equals', variable: 'nombre', condition: 'Ana' },
        {
          connector: 'and',
          conditions: [
            { type: 'isNotEmpty', variable: 'cedula' },
            { type: 'greaterThan', variable: 'fecha_firma', condition: '' },
          ],
        },
      ],
    });
    expect(fromConditionDraft(draft)).toBe('incomplete');
  });

  it('stores a group of one as its rule, and no rules as no condition', () => {
    const rule = { type: 'equals' as const, variable: 'cedula', condition: '1710034065' };
    expect(fromConditionDraft({ connector: 'and', conditions: [rule] })).toEqual(rule);
    expect(fromConditionDraft(toConditionDraft(null))).toBeNull();
  });
});

describe('ruleFor', () => {
  it('keeps the operator and the value when the new question holds the same kind of answer', () => {
    expect(ruleFor(cedula, 'contains', { question: nombre, value: 'Pérez' })).toEqual({
      type: 'contains',
      variable: 'cedula',
      condition: 'Pérez',
    });
  });

  it('starts the value again for another kind of answer, and an operator the type admits', () => {
    expect(ruleFor(cedula, 'greaterThan', { question: fecha, value: '2026-11-21' })).toEqual({
      type: 'equals',
      variable: 'cedula',
      condition: '',
    });
    expect(ruleFor(tipo, 'contains', { question: nombre, value: 'Casa' })).toEqual({
      type: 'equals',
      variable: 'tipo',
      condition: 'casa',
    });
  });
});
