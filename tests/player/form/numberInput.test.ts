import { describe, expect, it } from 'vitest';
import { showAmount } from '../../../player/form/widgets/numberInput';

describe('showAmount', () => {
  it.each([
    [850.5, '850,50'],
    [850, '850,00'],
    [1234, '1.234,00'],
    [1234567.89, '1.234.567,89'],
    [0.05, '0,05'],
    [-12.5, '-12,50'],
    [850.555, '850,555'],
  ])('shows %d as %s', (value, shown) => {
    expect(showAmount(value)).toBe(shown);
  });
});
