import { formatCurrency, formatLongDate, formatNumber, formatSpanishList } from '@engine/index';
import { describe, expect, it } from 'vitest';

describe('formatSpanishList', () => {
  it.each([
    [[], ''],
    [['Juan'], 'Juan'],
    [['Juan', 'María'], 'Juan y María'],
    [['Juan', 'María', 'Pedro'], 'Juan, María y Pedro'],
    [['Pedro', 'Inés'], 'Pedro e Inés'],
    [['Pedro', 'Hilda'], 'Pedro e Hilda'],
    [['Pedro', 'Hielo'], 'Pedro y Hielo'],
  ])('joins %j as %s', (words, joined) => {
    expect(formatSpanishList(words)).toBe(joined);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-21', '21 de noviembre de 2026'],
    ['2026-01-01', '1 de enero de 2026'],
    ['no es fecha', 'no es fecha'],
  ])('writes %s as %s', (iso, text) => {
    expect(formatLongDate(iso)).toBe(text);
  });
});

describe('formatNumber and formatCurrency', () => {
  it('group thousands and use a decimal comma, as in Ecuador', () => {
    expect(formatNumber(1234567.25)).toBe('1.234.567,25');
    expect(formatCurrency(1234.5, 'USD')).toBe('$1.234,50');
  });
});
