import { compileInterview, evaluateVisibility } from '@engine/index';
import { expect, it } from 'vitest';
import { plainQuestionsOf } from '../../player/form/PlainPart';
import { buildPageParts } from '../../player/model/pageForm';
import { createElement, createInterview, createPage, options, when } from '../factories';

// An answer that shows a question in a part reshapes that part, but the part's other questions
// keep their objects (schema, uiSchema and the plain field drawn from them): their memoised
// fields are not drawn again. A question whose shape changed (its options) gets a new one.

const compiled = compileInterview(
  createInterview([
    createPage(
      'datos',
      [
        createElement('shortText', 'nombre', { title: 'Nombre completo' }),
        createElement('number', 'area', { title: 'Área', simbol: 'm²' }),
        createElement('singleChoice', 'estado', {
          title: 'Estado civil',
          items: options('soltero', 'casado'),
        }),
        createElement('yesNo', 'amoblado', { title: '¿Amoblado?' }),
        createElement('shortText', 'conyuge', {
          title: 'Nombre del cónyuge',
          statement: when('estado', 'equals', 'casado'),
        }),
      ],
      null,
      'Datos',
    ),
  ]),
);

it('keeps the questions of a reshaped part that did not change', () => {
  const page = compiled.pages[0];
  if (!page) throw new Error('no page');
  const before = buildPageParts(compiled, page, evaluateVisibility(compiled, {}));
  const answers = { estado: 'casado' };
  const after = buildPageParts(compiled, page, evaluateVisibility(compiled, answers), before);
  const [partBefore] = before;
  const [partAfter] = after;
  if (!partBefore || !partAfter) throw new Error('no part');
  expect(partAfter).not.toBe(partBefore);
  expect(partAfter.names).toEqual(['nombre', 'area', 'estado', 'amoblado', 'conyuge']);

  const questionsBefore = plainQuestionsOf(partBefore) ?? [];
  const questionsAfter = plainQuestionsOf(partAfter) ?? [];
  expect(questionsBefore.map((question) => question.name)).toEqual([
    'nombre',
    'area',
    'estado',
    'amoblado',
  ]);
  for (const question of questionsBefore)
    expect(questionsAfter.find((other) => other.name === question.name)).toBe(question);
  expect(questionsAfter.at(-1)?.label).toBe('Nombre del cónyuge');
});
