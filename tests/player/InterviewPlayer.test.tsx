// @vitest-environment happy-dom
import { compileInterview } from '@engine/index';
import { InterviewPlayer, type SubmitOutcome } from '@player/index';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createElement,
  createField,
  createInterview,
  createPage,
  options,
  when,
} from '../factories';

// The player as a guest uses it: what is on screen after each answer and each button.

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
      'inventario',
      [
        createElement('repeatingList', 'muebles', {
          title: 'Muebles',
          required: true,
          items: [
            createField('shortText', 'mueble', { title: 'Mueble', required: true }),
            createField('yesNo', 'usado', { title: '¿Es usado?' }),
            createField('longText', 'estado', {
              title: 'Estado del mueble usado',
              statement: when('muebles.usado', 'equals', true),
            }),
          ],
        }),
      ],
      when('amoblado', 'equals', true),
      'Inventario',
    ),
    createPage(
      'dinero',
      [
        createElement('currency', 'canon', { title: 'Canon mensual', required: true }),
        createElement('date', 'inicio', { title: 'Fecha de inicio' }),
      ],
      null,
      'Condiciones económicas',
    ),
  ]),
);

const textbox = (name: string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: /Siguiente|Revisar respuestas/ });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

function renderPlayer(props: Partial<Parameters<typeof InterviewPlayer>[0]> = {}) {
  const user = userEvent.setup();
  const onAnswersChange = vi.fn();
  render(<InterviewPlayer compiled={lease} onAnswersChange={onAnswersChange} {...props} />);
  return { user, onAnswersChange };
}

describe('InterviewPlayer', () => {
  it('shows a conditional question and a conditional page only while their condition holds', async () => {
    const { user } = renderPlayer();
    expect(heading()).toBe('Las partes');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Se arrienda amoblado/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'casa' }));
    const amoblado = screen.getByRole('group', { name: /Se arrienda amoblado/ });
    await user.click(within(amoblado).getByRole('radio', { name: 'Sí' }));
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'local' }));
    expect(screen.queryByRole('group', { name: /Se arrienda amoblado/ })).not.toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('refuses to go on with a required answer missing, says why and moves the focus there', async () => {
    const { user } = renderPlayer();
    await user.click(next());
    expect(heading()).toBe('Las partes');
    const name = textbox('Nombre del arrendatario');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getAllByText('Esta pregunta es obligatoria.')).toHaveLength(2);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Hay 2 respuestas por corregir en esta página.',
    );
    // The message goes as soon as the answer is there.
    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Esta pregunta es obligatoria.')).toHaveLength(1);
  });

  it('asks for a required yes/no answer instead of taking "No" for it', async () => {
    const user = userEvent.setup();
    const onAnswersChange = vi.fn();
    const consent = compileInterview(
      createInterview([
        createPage(
          'acuerdo',
          [
            createElement('yesNo', 'acepta', {
              title: '¿Acepta las condiciones del contrato?',
              required: true,
            }),
          ],
          null,
          'Acuerdo',
        ),
      ]),
    );
    render(<InterviewPlayer compiled={consent} onAnswersChange={onAnswersChange} />);
    const question = screen.getByRole('group', { name: /Acepta las condiciones/ });
    expect(within(question).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await user.click(next());
    expect(screen.getByText('Esta pregunta es obligatoria.')).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('Esta pregunta es obligatoria.')).toBeNull();
    expect(onAnswersChange).toHaveBeenLastCalledWith({ acepta: false });
  });

  it('keeps every answer going back and forth, and lists them in the review with a way back', async () => {
    const { user, onAnswersChange } = renderPlayer();
    await user.type(textbox('Nombre del arrendatario'), 'María Pérez');
    await user.click(screen.getByRole('radio', { name: 'local' }));
    await user.click(next());
    expect(heading()).toBe('Condiciones económicas');
    await user.type(textbox('Canon mensual'), '1250,5');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(textbox('Nombre del arrendatario')).toHaveValue('María Pérez');
    expect(screen.getByRole('radio', { name: 'local' })).toBeChecked();
    await user.click(next());
    expect(textbox('Canon mensual')).toHaveValue('1.250,50');
    expect(screen.getByText('Por ejemplo: 21 de noviembre de 2026')).toBeInTheDocument();
    await user.type(textbox('Día'), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'marzo');
    await user.type(textbox('Año'), '2027');
    expect(screen.getByText('1 de marzo de 2027')).toBeInTheDocument();
    await user.click(next());

    expect(heading()).toBe('Revisa tus respuestas');
    const partes = screen.getByRole('region', { name: 'Las partes' });
    expect(within(partes).getByText('María Pérez')).toBeInTheDocument();
    expect(within(partes).getByText('local')).toBeInTheDocument();
    expect(within(partes).queryByText('¿Se arrienda amoblado?')).not.toBeInTheDocument();
    const dinero = screen.getByRole('region', { name: 'Condiciones económicas' });
    expect(within(dinero).getByText('$1.250,50')).toBeInTheDocument();
    expect(within(dinero).getByText('1 de marzo de 2027')).toBeInTheDocument();
    expect(onAnswersChange).toHaveBeenLastCalledWith({
      arrendatario: 'María Pérez',
      tipo: 'local',
      canon: 1250.5,
      inicio: '2027-03-01',
    });

    await user.click(screen.getByRole('button', { name: 'Editar las respuestas de «Las partes»' }));
    expect(heading()).toBe('Las partes');
    await user.clear(textbox('Nombre del arrendatario'));
    await user.type(textbox('Nombre del arrendatario'), 'María José Pérez');
    await user.click(screen.getByRole('button', { name: 'Revisar respuestas' }));
    expect(heading()).toBe('Revisa tus respuestas');
    expect(screen.getByText('María José Pérez')).toBeInTheDocument();
  });

  it('shows an amount with two decimals once the guest leaves the field, as typed meanwhile', async () => {
    const { user, onAnswersChange } = renderPlayer({
      initialAnswers: { arrendatario: 'Ana', tipo: 'local' },
    });
    await user.click(next());
    const canon = textbox('Canon mensual');
    await user.type(canon, '850,5');
    expect(canon).toHaveValue('850,5');
    await user.type(canon, '0');
    await user.tab();
    expect(canon).toHaveValue('850,50');
    expect(onAnswersChange).toHaveBeenLastCalledWith({
      arrendatario: 'Ana',
      tipo: 'local',
      canon: 850.5,
    });
    await user.clear(canon);
    await user.type(canon, '1234');
    await user.tab();
    expect(canon).toHaveValue('1.234,00');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(next());
    expect(textbox('Canon mensual')).toHaveValue('1.234,00');
  });

  it('adds, fills, reorders and removes rows, each with its own conditional fields', async () => {
    const { user, onAnswersChange } = renderPlayer({
      initialAnswers: { arrendatario: 'Ana', tipo: 'casa', amoblado: true },
    });
    await user.click(next());
    expect(heading()).toBe('Inventario');
    await user.click(next());
    expect(screen.getByText('Esta pregunta es obligatoria.')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Agregar a «Muebles»' });
    await user.click(add);
    await user.click(add);
    const first = screen.getByRole('region', { name: 'Muebles 1' });
    const second = screen.getByRole('region', { name: 'Muebles 2' });
    await user.type(within(first).getByRole('textbox', { name: /^Mueble/ }), 'Sofá');
    await user.type(within(second).getByRole('textbox', { name: /^Mueble/ }), 'Mesa');
    await user.click(within(second).getByRole('radio', { name: 'Sí' }));
    // Only the used piece asks for its state.
    expect(
      within(second).getByRole('textbox', { name: /Estado del mueble usado/ }),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('textbox', { name: /Estado del mueble usado/ })).toBeNull();
    await user.type(within(second).getByRole('textbox', { name: /Estado/ }), 'Rayada');

    await user.click(screen.getByRole('button', { name: 'Subir Muebles 2' }));
    expect(onAnswersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        muebles: [{ mueble: 'Mesa', usado: true, estado: 'Rayada' }, { mueble: 'Sofá' }],
      }),
    );
    const moved = screen.getByRole('region', { name: 'Muebles 1' });
    expect(within(moved).getByRole('textbox', { name: /^Mueble/ })).toHaveValue('Mesa');

    await user.click(screen.getByRole('button', { name: 'Quitar Muebles 2' }));
    expect(screen.queryByRole('region', { name: 'Muebles 2' })).toBeNull();
    await user.click(next());
    expect(heading()).toBe('Condiciones económicas');
  });

  it('sends the answers from the review and shows the server refusals at their page', async () => {
    const onSubmit = vi.fn(
      async (): Promise<SubmitOutcome> => ({
        ok: false,
        errors: { canon: ['El canon debe ser mayor a cero.'] },
      }),
    );
    const { user } = renderPlayer({
      initialAnswers: { arrendatario: 'Ana', tipo: 'local', canon: 10 },
      onSubmit,
    });
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { arrendatario: 'Ana', tipo: 'local', canon: 10 },
      expect.arrayContaining([expect.objectContaining({ pageId: 'partes' })]),
    );
    expect(heading()).toBe('Condiciones económicas');
    expect(screen.getByText('El canon debe ser mayor a cero.')).toBeInTheDocument();
    expect(textbox('Canon mensual')).toHaveFocus();
  });

  it('does not send an interview the engine would refuse: it goes to the first answer to fix', async () => {
    const onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }));
    const { user } = renderPlayer({
      initialAnswers: { arrendatario: 'Ana', tipo: 'local', canon: 10 },
      onSubmit,
    });
    await user.click(next());
    await user.click(next());
    // The answer is removed behind the review's back (another tab of the same link, say).
    await act(async () => {
      await user.click(
        screen.getByRole('button', { name: 'Editar las respuestas de «Las partes»' }),
      );
    });
    await user.clear(textbox('Nombre del arrendatario'));
    await user.click(screen.getByRole('button', { name: 'Revisar respuestas' }));
    expect(heading()).toBe('Las partes');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
