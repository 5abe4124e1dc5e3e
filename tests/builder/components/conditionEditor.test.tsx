// @vitest-environment happy-dom
import type { Statement } from '@schemas/statement';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import { ConditionEditor } from '../../../builder/components/ConditionEditor';
import { questionInfo } from '../template/questionInfo';

// The condition editor as a lawyer composes a rule: a question, a comparison its type admits and
// a value that fits it; the host hears of the condition only once every rule is complete.

const text = builderMessages.condition;

const candidates = [
  questionInfo({
    path: 'tipo',
    label: 'Tipo de inmueble',
    type: 'singleChoice',
    options: [
      { value: 'casa', label: 'Casa' },
      { value: 'local', label: 'Local' },
    ],
  }),
  questionInfo({ path: 'amoblado', label: '¿Amoblado?', type: 'yesNo' }),
  questionInfo({ path: 'canon', label: 'Canon', type: 'number' }),
];

afterEach(() => {
  document.body.innerHTML = '';
});

function showEditor(statement: Statement | null = null) {
  const onChange = vi.fn();
  render(<ConditionEditor statement={statement} candidates={candidates} onChange={onChange} />);
  return {
    onChange,
    user: userEvent.setup(),
    editor: screen.getByRole('group', { name: text.title }),
  };
}

describe('the condition editor', () => {
  it('says so when no earlier question can be used', () => {
    render(<ConditionEditor statement={null} candidates={[]} onChange={() => {}} />);
    expect(screen.getByText(text.none)).toBeInTheDocument();
  });

  it('marks the missing question of a new rule and saves nothing until it is chosen', async () => {
    const { user, editor, onChange } = showEditor();
    await user.click(within(editor).getByRole('button', { name: text.addRule }));
    expect(within(editor).getByLabelText(text.variable)).toHaveFocus();
    expect(within(editor).getByText(text.pending)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    // A choice question's value is one of its options: the rule is complete at once.
    await user.selectOptions(within(editor).getByLabelText(text.variable), 'tipo');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ variable: 'tipo', condition: 'casa' }),
    );
    expect(within(editor).queryByText(text.pending)).toBeNull();
  });

  it('offers Sí and No for a yes/no question and stores a boolean', async () => {
    const { user, editor, onChange } = showEditor({
      type: 'equals',
      variable: 'amoblado',
      condition: true,
    });
    await user.selectOptions(within(editor).getByLabelText(text.value), text.no);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ variable: 'amoblado', condition: false }),
    );
  });

  it('combines two rules with "alguna regla" and removes one with its bin', async () => {
    const { user, editor, onChange } = showEditor({
      type: 'equals',
      variable: 'tipo',
      condition: 'casa',
    });
    expect(within(editor).queryByLabelText(text.connector)).toBeNull();
    await user.click(within(editor).getByRole('button', { name: text.addRule }));
    await user.selectOptions(
      within(editor).getAllByLabelText(text.variable)[1] as HTMLElement,
      'amoblado',
    );
    await user.selectOptions(within(editor).getByLabelText(text.connector), text.or);
    const combined = onChange.mock.lastCall?.[0];
    expect(combined).toMatchObject({ connector: 'or' });
    expect(combined.conditions.map((rule: { variable: string }) => rule.variable)).toEqual([
      'tipo',
      'amoblado',
    ]);
    await user.click(
      within(editor).getAllByRole('button', { name: text.removeRule })[0] as HTMLElement,
    );
    expect(within(editor).getAllByLabelText(text.variable)).toHaveLength(1);
    expect(JSON.stringify(onChange.mock.lastCall?.[0])).not.toContain('"tipo"');
  });

  it('stores a number typed for a number question as a number', async () => {
    const { user, editor, onChange } = showEditor({
      type: 'greaterThan',
      variable: 'canon',
      condition: 100,
    });
    const value = within(editor).getByLabelText(text.value);
    await user.clear(value);
    await user.type(value, '250');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ variable: 'canon', condition: 250 }),
    );
  });
});
