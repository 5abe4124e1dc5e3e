// @vitest-environment happy-dom
import { compileInterview } from '@engine/index';
import { InterviewPlayer } from '@player/index';
import type { InterviewElement } from '@schemas/interview';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, expect, it } from 'vitest';
import {
  createCalculation,
  createElement,
  createField,
  createInterview,
  createPage,
  options,
} from '../factories';

// A part of a page whose questions each take one widget is drawn without rjsf (plain fields); a
// part holding a repeating list is an rjsf form. A guest must not tell them apart: every question
// reads, is labelled, described and marked invalid the same way in both, before and after the
// engine's errors are shown.

const v = (name: string) => ({ var: name });

const fieldsAndTexts: InterviewElement[] = [
  createElement('shortText', 'nombre', {
    title: 'Nombre completo',
    required: true,
    help: 'Como consta en la cédula.',
    placeholder: 'Nombres y apellidos',
  }),
  createElement('longText', 'antecedentes', { title: 'Antecedentes' }),
  createElement('email', 'correo', { title: 'Correo', required: true }),
  createElement('phone', 'telefono', { title: 'Teléfono' }),
  createElement('idNumber', 'cedula', {
    title: 'Cédula',
    required: true,
    validation: { idKind: 'cedula' },
  }),
  createElement('number', 'area', { title: 'Área', simbol: 'm²' }),
  createElement('currency', 'canon', { title: 'Canon', simbol: 'USD', required: true }),
  createElement('date', 'inicio', { title: 'Fecha de inicio', required: true }),
  createCalculation('doble', 'number', { '*': [v('area'), 2] }, { title: 'Doble', show: true }),
];

const choices: InterviewElement[] = [
  createElement('singleChoice', 'tipo', {
    title: 'Tipo de inmueble',
    required: true,
    help: 'El que se arrienda.',
    items: options('casa', 'local'),
  }),
  createElement('dropdown', 'ciudad', { title: 'Ciudad', items: options('Quito', 'Cuenca') }),
  createElement('multipleChoice', 'servicios', {
    title: 'Servicios',
    required: true,
    items: options('agua', 'luz'),
  }),
  createElement('yesNo', 'amoblado', { title: '¿Amoblado?', required: true }),
  createElement('yesNo', 'mascotas', { title: '¿Mascotas?' }),
];

const list = createElement('repeatingList', 'garantes', {
  title: 'Garantes',
  items: [createField('shortText', 'garante', { title: 'Nombre del garante' })],
});

afterEach(() => {
  document.body.innerHTML = '';
});

// Each question's element as drawn (React's generated ids left out), before and, once the first
// choice is answered, after "Siguiente" shows the engine's errors; and the commits of that answer
// (rjsf redraws its form once more after the player's pass, plain fields do not).
async function drawn(elements: InterviewElement[]) {
  const user = userEvent.setup();
  let commits = 0;
  const { unmount } = render(
    <Profiler id="player" onRender={() => commits++}>
      <InterviewPlayer
        compiled={compileInterview(createInterview([createPage('p', elements, null, 'Datos')]))}
      />
    </Profiler>,
  );
  const questions = () =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-field]')]
        .filter((element) => element.dataset.field !== 'garantes')
        .map((element) => [
          element.dataset.field,
          element.outerHTML.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, 'react-id'),
        ]),
    );
  const before = questions();
  const first = document.querySelector<HTMLInputElement>('input[type="radio"]');
  commits = 0;
  if (first) await user.click(first);
  const answerCommits = commits;
  await user.click(screen.getByRole('button', { name: /Siguiente|Revisar/ }));
  const withErrors = questions();
  unmount();
  return { before, withErrors, answerCommits };
}

it('draws texts, numbers, amounts, dates and calculations the same without rjsf', async () => {
  const plain = await drawn(fieldsAndTexts);
  const rjsf = await drawn([list, ...fieldsAndTexts]);
  expect(Object.keys(plain.before)).toEqual(fieldsAndTexts.map((element) => element.variable[0]));
  expect(plain.before).toEqual(rjsf.before);
  expect(plain.withErrors).toEqual(rjsf.withErrors);
  // The errors are there to compare: the required questions are marked.
  expect(plain.withErrors.nombre).toContain('data-invalid="true"');
  expect(plain.withErrors.nombre).not.toEqual(plain.before.nombre);
});

it('draws choices, lists of options and yes/no the same without rjsf', async () => {
  const plain = await drawn(choices);
  const rjsf = await drawn([list, ...choices]);
  expect(Object.keys(plain.before)).toEqual(choices.map((element) => element.variable[0]));
  expect(plain.before).toEqual(rjsf.before);
  expect(plain.withErrors).toEqual(rjsf.withErrors);
  expect(plain.withErrors.servicios).toContain('data-invalid="true"');
  // Both were answered: the plain part in one pass, rjsf's form in two.
  expect(plain.answerCommits).toBe(1);
  expect(rjsf.answerCommits).toBe(2);
});
