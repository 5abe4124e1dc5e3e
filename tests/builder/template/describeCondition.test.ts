import { describe, expect, it } from 'vitest';
import { describeCondition } from '../../../builder/template/describeCondition';
import { questionInfo } from './questionInfo';

const questions = new Map(
  [
    questionInfo({ path: 'casado', label: '¿Está casado?', type: 'yesNo' }),
    questionInfo({
      path: 'estado',
      label: 'Estado civil',
      type: 'singleChoice',
      options: [{ value: 'divorciado', label: 'Divorciado' }],
    }),
    questionInfo({ path: 'hijos', label: 'Número de hijos', type: 'number' }),
    questionInfo({ path: 'conyuge', label: 'Cónyuge' }),
  ].map((question) => [question.path, question]),
);

describe('describeCondition', () => {
  it('reads a yes/no rule with Sí and a choice by its option’s label', () => {
    expect(
      describeCondition({ type: 'equals', variable: 'casado', condition: true }, questions),
    ).toBe('«¿Está casado?» igual Sí');
    expect(
      describeCondition({ type: 'equals', variable: 'estado', condition: 'divorciado' }, questions),
    ).toBe('«Estado civil» igual «Divorciado»');
  });

  it('joins a group with y / o and brackets an inner group', () => {
    const sentence = describeCondition(
      {
        connector: 'and',
        conditions: [
          { type: 'equals', variable: 'casado', condition: true },
          {
            connector: 'or',
            conditions: [
              { type: 'greaterThan', variable: 'hijos', condition: 0 },
              { type: 'isEmpty', variable: 'conyuge' },
            ],
          },
        ],
      },
      questions,
    );
    expect(sentence).toBe(
      '«¿Está casado?» igual Sí y («Número de hijos» mayor que 0 o «Cónyuge» está vacío)',
    );
  });

  it('names a question that no longer exists by its variable', () => {
    expect(
      describeCondition({ type: 'equals', variable: 'borrada', condition: 'x' }, questions),
    ).toBe('«borrada» igual x');
  });

  it('shows an ellipsis while there is no condition yet', () => {
    expect(describeCondition(null, questions)).toBe('…');
  });
});
