// @vitest-environment happy-dom
import { compileInterview } from '@engine/index';
import { InterviewPlayer, type SubmitOutcome } from '@player/index';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCalculation,
  createElement,
  createInterview,
  createPage,
  createRule,
  options,
  when,
} from '../factories';

// "Una pregunta a la vez": one question per screen, Enter to go on, the progress counted in
// questions, and the same conditions, calculations, validation and review as page by page.

const v = (path: string) => ({ var: path });

const lease = compileInterview(
  createInterview([
    createPage(
      'partes',
      [
        createElement('shortText', 'arrendatario', {
          title: 'Nombre del arrendatario',
          required: true,
        }),
        createElement('singleChoice', 'tipo', {
          title: 'Tipo de inmueble',
          required: true,
          items: options('casa', 'local'),
        }),
        createElement('yesNo', 'amoblado', {
          title: '¿Se arrienda amoblado?',
          statement: when('tipo', 'equals', 'casa'),
        }),
      ],
      null,
      'Las partes',
    ),
    createPage(
      'plazo',
      [
        createElement('number', 'meses', { title: 'Plazo en meses', required: true }),
        createCalculation(
          'anios',
          'number',
          { '/': [v('meses'), 12] },
          { title: 'Años', show: true },
        ),
        createRule('minimo', { '>=': [v('meses'), 12] }, 'El plazo mínimo es de 12 meses.'),
      ],
      null,
      'Plazo',
    ),
  ]),
);

afterEach(() => {
  document.body.innerHTML = '';
});

const next = () => screen.getByRole('button', { name: /Siguiente|Revisar respuestas/ });

describe('one question at a time', () => {
  it('shows one question per screen, goes on with Enter, and counts questions', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    render(<InterviewPlayer compiled={lease} oneQuestionAtATime onSubmit={onSubmit} />);
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre del arrendatario/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'casa' })).toBeNull();

    // A required question is asked again, with its message.
    await user.click(next());
    expect(screen.getByText('Esta pregunta es obligatoria.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nombre del arrendatario/ }), 'Ana{Enter}');
    expect(await screen.findByRole('radio', { name: 'casa' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nombre del arrendatario/ })).toBeNull();

    // A condition adds a question (and a step) as soon as it holds.
    await user.click(screen.getByRole('radio', { name: 'casa' }));
    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('group', { name: /Se arrienda amoblado/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next());

    // The calculation shown to the client sits with the question it follows.
    const months = screen.getByRole('textbox', { name: /Plazo en meses/ });
    await user.type(months, '6');
    expect(screen.getByRole('status', { name: 'Años' })).toHaveTextContent('0,5');
    // The page's rule holds back "Revisar respuestas" at the page's last question.
    await user.click(next());
    expect(screen.getByText('El plazo mínimo es de 12 meses.')).toBeInTheDocument();
    await user.clear(months);
    await user.type(months, '24{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Revisa tus respuestas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();

    // Back goes one question back.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('textbox', { name: /Plazo en meses/ })).toHaveValue('24');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { arrendatario: 'Ana', tipo: 'casa', amoblado: false, meses: 24 },
      expect.any(Array),
    );
  });
});
