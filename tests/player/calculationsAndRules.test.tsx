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
} from '../factories';

// What a guest sees of calculations and validation rules: a value shown to them updating as they
// answer, and the lawyer's message where the rule's questions are, blocking "Siguiente" for a page
// rule and only the submission for a rule about the whole interview.

const v = (path: string) => ({ var: path });

const lease = compileInterview(
  createInterview([
    createPage(
      'plazo',
      [
        createElement('date', 'inicio', { title: 'Fecha de inicio', required: true }),
        createElement('number', 'meses', { title: 'Plazo en meses', required: true }),
        createCalculation(
          'fin',
          'date',
          { addMonths: [v('inicio'), v('meses')] },
          {
            title: 'Fecha de terminación',
            show: true,
          },
        ),
        createCalculation('oculto', 'number', { '*': [v('meses'), 2] }, { title: 'No se muestra' }),
        createRule('plazo_minimo', { '>=': [v('meses'), 12] }, 'El plazo mínimo es de 12 meses.'),
      ],
      null,
      'Plazo',
    ),
    createPage(
      'canon',
      [
        createElement('currency', 'canon', { title: 'Canon mensual', required: true }),
        createElement('currency', 'garantia', { title: 'Garantía', required: true }),
        createRule(
          'garantia_maxima',
          { '<=': [v('garantia'), { '*': [v('canon'), 2] }] },
          'La garantía no puede superar dos cánones.',
          'interview',
        ),
      ],
      null,
      'Canon',
    ),
  ]),
);

const next = () => screen.getByRole('button', { name: /Siguiente|Revisar respuestas/ });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('calculations in the player', () => {
  it('shows a calculation marked for the client, updated as the answers change', async () => {
    const user = userEvent.setup();
    const onAnswersChange = vi.fn();
    render(
      <InterviewPlayer
        compiled={lease}
        initialAnswers={{ inicio: '2026-01-31' }}
        onAnswersChange={onAnswersChange}
      />,
    );
    const end = screen.getByRole('status', { name: 'Fecha de terminación' });
    expect(end).toHaveTextContent('Se calculará con tus respuestas.');
    expect(screen.queryByText('No se muestra')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Plazo en meses/ }), '13');
    expect(screen.getByRole('status', { name: 'Fecha de terminación' })).toHaveTextContent(
      '28 de febrero de 2027',
    );
    // The value is computed, never an answer.
    expect(onAnswersChange).toHaveBeenLastCalledWith({ inicio: '2026-01-31', meses: 13 });
  });

  it('lists it in the review', async () => {
    const user = userEvent.setup();
    render(
      <InterviewPlayer
        compiled={lease}
        initialAnswers={{ inicio: '2026-01-31', meses: 12, canon: 500, garantia: 1000 }}
      />,
    );
    await user.click(next());
    await user.click(next());
    expect(heading()).toBe('Revisa tus respuestas');
    expect(screen.getByText('Fecha de terminación')).toBeInTheDocument();
    expect(screen.getByText('31 de enero de 2027')).toBeInTheDocument();
  });
});

describe('validation rules in the player', () => {
  it('blocks "Siguiente" with the message of a page rule next to its question', async () => {
    const user = userEvent.setup();
    render(
      <InterviewPlayer compiled={lease} initialAnswers={{ inicio: '2026-01-31', meses: 6 }} />,
    );
    await user.click(next());
    expect(heading()).toBe('Plazo');
    expect(screen.getByText('El plazo mínimo es de 12 meses.')).toBeInTheDocument();
    const months = screen.getByRole('textbox', { name: /Plazo en meses/ });
    expect(months).toHaveAttribute('aria-invalid', 'true');
    await user.clear(months);
    await user.type(months, '24');
    expect(screen.queryByText('El plazo mínimo es de 12 meses.')).toBeNull();
    await user.click(next());
    expect(heading()).toBe('Canon');
  });

  it('lets a page go on despite a rule about the whole interview, and stops the submission', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    render(
      <InterviewPlayer
        compiled={lease}
        initialAnswers={{ inicio: '2026-01-31', meses: 12, canon: 500, garantia: 1500 }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(next());
    await user.click(next());
    expect(heading()).toBe('Revisa tus respuestas');
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(heading()).toBe('Canon');
    expect(screen.getAllByText('La garantía no puede superar dos cánones.')).toHaveLength(2);
  });

  it("shows a rule's message on its page when the questions it reads are elsewhere", async () => {
    const user = userEvent.setup();
    const compiled = compileInterview(
      createInterview([
        createPage('p1', [createElement('number', 'edad', { title: 'Edad' })], null, 'Datos'),
        createPage(
          'p2',
          [
            createElement('shortText', 'nombre', { title: 'Nombre' }),
            createRule('mayor', { '>=': [v('edad'), 18] }, 'Debe ser mayor de edad.'),
          ],
          null,
          'Más datos',
        ),
      ]),
    );
    render(<InterviewPlayer compiled={compiled} initialAnswers={{ edad: 15 }} />);
    await user.click(next());
    await user.click(next());
    expect(heading()).toBe('Más datos');
    expect(screen.getByText('Debe ser mayor de edad.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Hay 1 respuesta por corregir en esta página.',
    );
  });
});
