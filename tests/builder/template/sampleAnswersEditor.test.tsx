// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SampleAnswersEditor } from '../../../builder/template/SampleAnswersEditor';
import { questionInfo } from './questionInfo';

afterEach(() => {
  document.body.innerHTML = '';
});

const questions = [
  questionInfo({ path: 'porcentaje', label: 'Porcentaje', type: 'number' }),
  questionInfo({ path: 'canon', label: 'Canon mensual', type: 'currency' }),
];

function Harness({ seen }: { seen: Array<Record<string, unknown>> }) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({ canon: 1234.5 });
  return (
    <SampleAnswersEditor
      questions={questions}
      answers={answers}
      onChange={(next) => {
        seen.push(next);
        setAnswers(next);
      }}
    />
  );
}

// Sample answers are typed the way a lawyer in Ecuador writes numbers.
describe('sample numbers and amounts', () => {
  it('takes a decimal comma and grouped thousands, and shows the answer the same way', () => {
    const seen: Array<Record<string, unknown>> = [];
    render(<Harness seen={seen} />);
    const percentage = screen.getByRole('textbox', { name: 'Porcentaje' });
    fireEvent.change(percentage, { target: { value: '62,5' } });
    expect(seen.at(-1)).toEqual({ canon: 1234.5, porcentaje: 62.5 });
    expect(percentage).toHaveValue('62,5');
    expect(percentage).toHaveAttribute('inputmode', 'decimal');

    const amount = screen.getByRole('textbox', { name: 'Canon mensual' });
    expect(amount).toHaveValue('1.234,5');
    fireEvent.change(amount, { target: { value: '2.500,75' } });
    expect(seen.at(-1)).toEqual({ canon: 2500.75, porcentaje: 62.5 });
  });

  it('keeps what is being typed, marks a text that is no number, and clears on empty', () => {
    const seen: Array<Record<string, unknown>> = [];
    render(<Harness seen={seen} />);
    const percentage = screen.getByRole('textbox', { name: 'Porcentaje' });
    fireEvent.change(percentage, { target: { value: '62,' } });
    expect(percentage).toHaveValue('62,');
    fireEvent.change(percentage, { target: { value: 'abc' } });
    expect(percentage).toHaveAttribute('aria-invalid', 'true');
    expect(
      seen.every((answers) => answers.porcentaje === undefined || answers.porcentaje === 62),
    ).toBe(true);
    fireEvent.change(percentage, { target: { value: '' } });
    expect(seen.at(-1)?.porcentaje).toBeUndefined();
    fireEvent.blur(percentage);
    expect(percentage).toHaveValue('');
  });
});
