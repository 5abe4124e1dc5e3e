// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builderMessages } from '../../../builder/builderMessages';
import { ValidationSettings } from '../../../builder/components/ValidationSettings';
import { createElement } from '../../factories';

// A question's "Validación" box: the limits its type accepts, each saved when its field is left.

const text = builderMessages.questions;

afterEach(() => {
  document.body.innerHTML = '';
});

function showSettings(question: ReturnType<typeof createElement>) {
  const onUpdate = vi.fn();
  render(<ValidationSettings question={question} onUpdate={onUpdate} />);
  return {
    onUpdate,
    user: userEvent.setup(),
    box: screen.getByRole('group', { name: text.settings }),
  };
}

describe('the validation settings', () => {
  it('saves a text’s maximum length as a number', async () => {
    const { user, box, onUpdate } = showSettings(createElement('shortText', 'nombre'));
    const maximum = within(box).getByLabelText(text.maxLength);
    await user.type(maximum, '80');
    await user.tab();
    expect(onUpdate).toHaveBeenLastCalledWith({ validation: { maxLength: 80 } });
  });

  it('keeps a pattern that could hang the browser out, saying why', async () => {
    const { user, box, onUpdate } = showSettings(createElement('shortText', 'codigo'));
    const pattern = within(box).getByLabelText(text.pattern);
    await user.click(pattern);
    await user.paste('(a+)+$');
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(onUpdate).not.toHaveBeenCalled();
    await user.clear(pattern);
    await user.paste('^[A-Z]{3}-\\d{4}$');
    expect(pattern).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(onUpdate).toHaveBeenLastCalledWith({ validation: { pattern: '^[A-Z]{3}-\\d{4}$' } });
  });

  it('writes a currency’s symbol in capitals', async () => {
    const { user, box, onUpdate } = showSettings(createElement('currency', 'canon'));
    const symbol = within(box).getByLabelText(text.currency);
    await user.clear(symbol);
    await user.type(symbol, ' usd ');
    await user.tab();
    expect(onUpdate).toHaveBeenLastCalledWith({ simbol: 'USD' });
  });

  it('shows nothing for a type that takes no limits', () => {
    render(<ValidationSettings question={createElement('yesNo', 'acepta')} onUpdate={() => {}} />);
    expect(screen.queryByRole('group', { name: text.settings })).toBeNull();
  });
});
