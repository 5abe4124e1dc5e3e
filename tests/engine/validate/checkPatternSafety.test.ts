import { checkPatternSafety } from '@engine/index';
import { describe, expect, it } from 'vitest';

describe('checkPatternSafety', () => {
  it.each([
    '^[0-9]{10}$',
    '^\\d{3}-\\d{4}$',
    '^(\\d{1,3}\\.){3}\\d{1,3}$',
    '^[A-Z]{2}\\d+$',
    '^[0-9]{2}(-?[0-9]{2}){3,12}$',
    '^(?:a|b)*$',
    '^[A-ZÁÉÍÓÚÑ ]+$',
    '^\\p{Lu}[\\p{L} ]*$',
    '^(?<codigo>[A-Z]{3})-\\d{2}$',
    '^\\w+@\\w+$',
  ])('accepts %s', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: true });
  });

  it.each([
    ['^(a+)+$', 'repite algo que ya se repite'],
    ['^(\\w+\\s?)*$', 'repite algo que ya se repite'],
    ['^(a{1,3})+$', 'repite algo que ya se repite'],
    ['^(a+){2,20}$', 'repite algo que ya se repite'],
    ['^((ab)*c?)+$', 'repite algo que ya se repite'],
    ['^(a|a)*$', 'alternativas que pueden coincidir'],
    ['^(a|ab)+$', 'alternativas que pueden coincidir'],
    ['^(\\d|[0-9a-f])+$', 'alternativas que pueden coincidir'],
    ['^\\d+\\d+$', 'repeticiones seguidas'],
    ['^.*\\s*.*=$', 'repeticiones seguidas'],
    ['^(a)\\1$', 'referencias hacia atrás'],
    ['^(?=a)a$', 'búsquedas anticipadas'],
    ['^(?<!x)a$', 'búsquedas anticipadas'],
    ['^(a', 'no es una expresión regular válida'],
    ['x'.repeat(301), 'demasiado largo'],
  ])('refuses %s', (pattern, reason) => {
    const result = checkPatternSafety(pattern);
    expect(result.safe).toBe(false);
    expect(result.safe ? '' : result.reason).toContain(reason);
  });
});
