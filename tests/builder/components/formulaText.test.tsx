// @vitest-environment happy-dom
import { formulaTextMessages } from '@engine/index';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import { FormulaEditor } from '../../../builder/components/FormulaEditor';
import { questionInfo } from '../template/questionInfo';

const text = builderMessages.formula;
const candidates = [
  questionInfo({ path: 'inicio', label: 'Fecha de inicio', type: 'date' }),
  questionInfo({ path: 'meses', label: 'Plazo en meses', type: 'number' }),
];

afterEach(() => {
  document.body.innerHTML = '';
});

// Written instead of chosen from the menus: the same formula data, or a Spanish message and
// nothing changed.
describe('a formula written as text', () => {
  it('shows the formula as text and stores what is written', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FormulaEditor
        formula={{ addDays: [{ var: 'inicio' }, 30] }}
        candidates={candidates}
        label="Fórmula"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: text.writeText }));
    const box = screen.getByRole('textbox', { name: text.textLabel });
    expect(box).toHaveValue('sumar_días(inicio; 30)');
    fireEvent.change(box, { target: { value: 'sumar_meses(inicio; meses)' } });
    await user.click(screen.getByRole('button', { name: text.applyText }));
    expect(onChange).toHaveBeenCalledWith({ addMonths: [{ var: 'inicio' }, { var: 'meses' }] });
    // Back to the menus, which show the written formula.
    await user.click(screen.getByRole('button', { name: text.backToMenus }));
    expect(screen.getByLabelText(text.operation)).toHaveValue('addMonths');
  });

  it('says what is wrong and changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FormulaEditor formula={null} candidates={candidates} label="Fórmula" onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: text.writeText }));
    const box = screen.getByRole('textbox', { name: text.textLabel });
    fireEvent.change(box, { target: { value: 'sumar_meses(inicio, meses)' } });
    await user.click(screen.getByRole('button', { name: text.applyText }));
    expect(screen.getByText(formulaTextMessages.comma(19))).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'sumar_meses(inicio; plazo)' } });
    await user.click(screen.getByRole('button', { name: text.applyText }));
    expect(screen.getByText(text.unknownVariable('plazo'))).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('goes back to the menus when the formula changes from outside (undone)', async () => {
    const user = userEvent.setup();
    const props = { candidates, label: 'Fórmula', onChange: vi.fn() };
    const { rerender } = render(
      <FormulaEditor formula={{ addDays: [{ var: 'inicio' }, 30] }} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: text.writeText }));
    expect(screen.getByRole('textbox', { name: text.textLabel })).toBeInTheDocument();
    rerender(<FormulaEditor formula={{ addYears: [{ var: 'inicio' }, 1] }} {...props} />);
    expect(screen.queryByRole('textbox', { name: text.textLabel })).toBeNull();
    expect(screen.getByLabelText(text.operation)).toHaveValue('addYears');
  });

  it('keeps a formula with a condition in the menus', async () => {
    const user = userEvent.setup();
    render(
      <FormulaEditor
        formula={{ if: [{ condition: { type: 'isEmpty', variable: 'inicio' } }, 1, 2] }}
        candidates={candidates}
        label="Fórmula"
        onChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: text.writeText }));
    expect(screen.getByText(formulaTextMessages.noTextForm)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.textLabel })).toBeNull();
  });
});
