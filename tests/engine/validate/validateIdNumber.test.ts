import {
  isValidCedula,
  isValidIdentification,
  isValidPassport,
  isValidRuc,
} from '@engine/validate/validateIdNumber';
import { describe, expect, it } from 'vitest';

describe('Ecuadorian identification numbers', () => {
  it.each([
    ['1710034065', true],
    ['0926687856', true],
    ['3050000003', true],
    ['1710034066', false], // wrong check digit
    ['2510034064', false], // province 25 does not exist
    ['1760034065', false], // third digit 6 is not a person
    ['171003406', false],
    ['17100340650', false],
    ['17100340a5', false],
  ])('cédula %s is valid: %s', (value, valid) => {
    expect(isValidCedula(value)).toBe(valid);
  });

  it.each([
    ['1710034065001', true], // person: cédula + establishment
    ['1710034065000', false], // establishment 000
    ['1790012344001', true], // company, modulo 11 on nine digits
    ['1790012345001', false],
    ['1760000740001', true], // public body, modulo 11 on eight digits
    ['1760000750001', false],
    ['1770012344001', false], // third digit 7 is not issued
  ])('RUC %s is valid: %s', (value, valid) => {
    expect(isValidRuc(value)).toBe(valid);
  });

  it.each([
    ['A1234567', true],
    ['1234', false],
    ['AB-12345', false],
  ])('passport %s is valid: %s', (value, valid) => {
    expect(isValidPassport(value)).toBe(valid);
  });

  it('reads any identification by its shape: digits of cédula or RUC length must pass their check', () => {
    expect(isValidIdentification('1710034065')).toBe(true);
    expect(isValidIdentification('1710034066')).toBe(false);
    expect(isValidIdentification('1790012344001')).toBe(true);
    expect(isValidIdentification('X9876543')).toBe(true);
  });
});
