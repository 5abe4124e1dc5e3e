// @vitest-environment happy-dom
import { compileInterview } from '@engine/index';
import { InterviewPlayer } from '@player/index';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, expect, it } from 'vitest';
import { createElement, createInterview, createPage, options, when } from '../factories';

// An answer is drawn in one pass: the part's form and the page (the new visibility, a question
// appearing) render together, not the form first and the page from the form's report after, nor
// the form once more for the data it reported. Every pass is a commit: counted with React's
// Profiler.

const interview = compileInterview(
  createInterview([
    createPage(
      'datos',
      [
        createElement('shortText', 'nombre', { title: 'Nombre completo' }),
        createElement('singleChoice', 'estado', {
          title: 'Estado civil',
          items: options('soltero', 'casado'),
        }),
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

afterEach(() => {
  document.body.innerHTML = '';
});

it('draws a keystroke in one commit, a blur in none, an answer showing a question in two', async () => {
  const user = userEvent.setup();
  let commits = 0;
  render(
    <Profiler id="player" onRender={() => commits++}>
      <InterviewPlayer compiled={interview} />
    </Profiler>,
  );
  const name = screen.getByRole('textbox', { name: /Nombre completo/ });
  // The player's idle warm-up and any late effects settle first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  commits = 0;
  await user.type(name, 'A');
  expect(name).toHaveValue('A');
  expect(commits).toBe(1);

  // Leaving a field redraws nothing.
  commits = 0;
  await user.tab();
  expect(commits).toBe(0);

  // The answer and the question it shows: the player's pass, then rjsf's own redraw of the part
  // whose questions changed (it re-derives its state from the new schema after each commit).
  commits = 0;
  await user.click(screen.getByRole('radio', { name: 'casado' }));
  expect(screen.getByRole('textbox', { name: /Nombre del cónyuge/ })).toBeInTheDocument();
  expect(commits).toBe(2);
});
