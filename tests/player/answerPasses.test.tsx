// @vitest-environment happy-dom
import { compileInterview } from '@engine/index';
import { InterviewPlayer } from '@player/index';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, expect, it } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createPage,
  options,
  when,
} from '../factories';

// An answer is drawn in one pass: the part's fields and the page (the new visibility, a question
// appearing) render together, not the form first and the page from the form's report after, nor
// the form once more for the data it reported. Every pass is a commit: counted with React's
// Profiler.

const questions = [
  createElement('shortText', 'nombre', { title: 'Nombre completo' }),
  createElement('singleChoice', 'estado', {
    title: 'Estado civil',
    items: options('soltero', 'casado'),
  }),
  createElement('shortText', 'conyuge', {
    title: 'Nombre del cónyuge',
    statement: when('estado', 'equals', 'casado'),
  }),
];
const interview = compileInterview(
  createInterview([createPage('datos', questions, null, 'Datos')]),
);
// The same questions beside a repeating list: their part is an rjsf form.
const withList = compileInterview(
  createInterview([
    createPage(
      'datos',
      [
        ...questions,
        createElement('repeatingList', 'hijos', {
          title: 'Hijos',
          items: [createField('shortText', 'nombre', { title: 'Nombre del hijo' })],
        }),
      ],
      null,
      'Datos',
    ),
  ]),
);

afterEach(() => {
  document.body.innerHTML = '';
});

it('draws a keystroke in one commit, a blur in none, an answer showing a question in one', async () => {
  expect(await countCommits(interview)).toEqual({ keystroke: 1, blur: 0, answer: 1 });
});

it('in a part drawn by rjsf (beside a list): a keystroke in one commit, an answer in two', async () => {
  expect(await countCommits(withList)).toEqual({ keystroke: 1, blur: 0, answer: 2 });
});

async function countCommits(compiled: typeof interview) {
  const user = userEvent.setup();
  let commits = 0;
  render(
    <Profiler id="player" onRender={() => commits++}>
      <InterviewPlayer compiled={compiled} />
    </Profiler>,
  );
  const name = screen.getByRole('textbox', { name: /Nombre completo/ });
  // The player's idle warm-up and any late effects settle first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  commits = 0;
  await user.type(name, 'A');
  expect(name).toHaveValue('A');
  const keystroke = commits;

  // Leaving a field redraws nothing.
  commits = 0;
  await user.tab();
  const blur = commits;

  // The answer and the question it shows: the player's pass (an rjsf form then redraws itself
  // once more: it re-derives its state from the new schema after each commit).
  commits = 0;
  await user.click(screen.getByRole('radio', { name: 'casado' }));
  expect(screen.getByRole('textbox', { name: /Nombre del cónyuge/ })).toBeInTheDocument();
  return { keystroke, blur, answer: commits };
}
