import {
  type FormatKey,
  formatAmountInWords,
  formatKeys,
  formatLabels,
  formatNotarialDate,
  formatOrdinal,
  formatsByQuestionType,
  formatValue,
  isFormatAllowed,
  numberToWords,
  parseFormatName,
} from '@engine/index';
import { questionTypes } from '@schemas/questionType';
import { describe, expect, it } from 'vitest';

describe('numberToWords', () => {
  it.each([
    [0, 'cero'],
    [1, 'uno'],
    [2, 'dos'],
    [9, 'nueve'],
    [10, 'diez'],
    [11, 'once'],
    [15, 'quince'],
    [16, 'dieciséis'],
    [19, 'diecinueve'],
    [20, 'veinte'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [23, 'veintitrés'],
    [26, 'veintiséis'],
    [29, 'veintinueve'],
    [30, 'treinta'],
    [31, 'treinta y uno'],
    [45, 'cuarenta y cinco'],
    [99, 'noventa y nueve'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [110, 'ciento diez'],
    [121, 'ciento veintiuno'],
    [199, 'ciento noventa y nueve'],
    [200, 'doscientos'],
    [500, 'quinientos'],
    [555, 'quinientos cincuenta y cinco'],
    [700, 'setecientos'],
    [900, 'novecientos'],
    [999, 'novecientos noventa y nueve'],
    [1000, 'mil'],
    [1001, 'mil uno'],
    [1100, 'mil cien'],
    [1234, 'mil doscientos treinta y cuatro'],
    [2000, 'dos mil'],
    [2026, 'dos mil veintiséis'],
    [21_000, 'veintiún mil'],
    [31_000, 'treinta y un mil'],
    [100_000, 'cien mil'],
    [101_000, 'ciento un mil'],
    [121_121, 'ciento veintiún mil ciento veintiuno'],
    [999_999, 'novecientos noventa y nueve mil novecientos noventa y nueve'],
    [1_000_000, 'un millón'],
    [1_000_001, 'un millón uno'],
    [1_500_000, 'un millón quinientos mil'],
    [2_000_000, 'dos millones'],
    [21_000_000, 'veintiún millones'],
    [100_000_000, 'cien millones'],
    [1_000_000_000, 'mil millones'],
    [1_001_000_000, 'mil un millones'],
    [21_000_000_000, 'veintiún mil millones'],
    [200_000_000_000, 'doscientos mil millones'],
    [
      999_999_999_999,
      'novecientos noventa y nueve mil novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve',
    ],
  ])('writes %i as «%s»', (value, words) => {
    expect(numberToWords(value)).toBe(words);
  });

  it.each([
    [1, 'masculine', 'un'],
    [1, 'feminine', 'una'],
    [21, 'masculine', 'veintiún'],
    [21, 'feminine', 'veintiuna'],
    [31, 'masculine', 'treinta y un'],
    [31, 'feminine', 'treinta y una'],
    [101, 'masculine', 'ciento un'],
    [101, 'feminine', 'ciento una'],
    [200, 'feminine', 'doscientas'],
    [201, 'feminine', 'doscientas una'],
    [100, 'feminine', 'cien'],
    [1001, 'feminine', 'mil una'],
    [21_000, 'feminine', 'veintiún mil'],
    [300_000, 'feminine', 'trescientas mil'],
    [1_000_000, 'feminine', 'un millón'],
    [200_000_000, 'feminine', 'doscientos millones'],
    [200_000_021, 'masculine', 'doscientos millones veintiún'],
  ] as const)('writes %i before a %s noun as «%s»', (value, form, words) => {
    expect(numberToWords(value, form)).toBe(words);
  });

  it.each([-1, 1.5, 1_000_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d',
    (value) => {
      expect(numberToWords(value)).toBeNull();
    },
  );
});

describe('formatAmountInWords', () => {
  it.each([
    [0, 'CERO CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [0.5, 'CERO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [1, 'UNO CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [21, 'VEINTIUNO CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [100, 'CIEN CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [150.05, 'CIENTO CINCUENTA CON 05/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [1234.5, 'MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [21_000.99, 'VEINTIÚN MIL CON 99/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [1_000_000, 'UN MILLÓN CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [
      2_500_000.1,
      'DOS MILLONES QUINIENTOS MIL CON 10/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
    ],
    [0.999, 'UNO CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA'],
    [
      999_999_999_999.99,
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 99/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
    ],
  ])('writes %d dollars in legal style', (amount, words) => {
    expect(formatAmountInWords(amount)).toBe(words);
  });

  it('names other currencies', () => {
    expect(formatAmountInWords(10, 'EUR')).toBe('DIEZ CON 00/100 EUROS');
    expect(formatAmountInWords(10, 'mxn')).toBe('DIEZ CON 00/100 PESOS MEXICANOS');
    expect(formatAmountInWords(10, 'XAU')).toBe('DIEZ CON 00/100 XAU');
    expect(formatAmountInWords(10, '')).toBe(
      'DIEZ CON 00/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
    );
  });

  it.each([-0.01, 1_000_000_000_000, Number.NaN])('refuses %d', (amount) => {
    expect(formatAmountInWords(amount)).toBeNull();
  });
});

describe('formatNotarialDate', () => {
  it.each([
    ['2026-11-21', 'a los veintiún días del mes de noviembre de dos mil veintiséis'],
    ['2026-11-01', 'al primer día del mes de noviembre de dos mil veintiséis'],
    ['2026-01-02', 'a los dos días del mes de enero de dos mil veintiséis'],
    ['2021-05-31', 'a los treinta y un días del mes de mayo de dos mil veintiuno'],
    ['2000-02-29', 'a los veintinueve días del mes de febrero de dos mil'],
    ['1999-12-15', 'a los quince días del mes de diciembre de mil novecientos noventa y nueve'],
  ])('writes %s as «%s»', (iso, text) => {
    expect(formatNotarialDate(iso)).toBe(text);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '21/11/2026', ''])('refuses %s', (iso) => {
    expect(formatNotarialDate(iso)).toBeNull();
  });
});

describe('formatOrdinal', () => {
  it.each([
    [1, false, 'primero'],
    [1, true, 'primera'],
    [3, false, 'tercero'],
    [3, true, 'tercera'],
    [7, true, 'séptima'],
    [10, true, 'décima'],
    [11, true, 'décima primera'],
    [12, false, 'décimo segundo'],
    [13, true, 'décima tercera'],
    [20, false, 'vigésimo'],
    [21, false, 'vigésimo primero'],
    [35, true, 'trigésima quinta'],
    [99, false, 'nonagésimo noveno'],
    [100, false, 'centésimo'],
    [101, true, 'centésima primera'],
    [999, false, 'noningentésimo nonagésimo noveno'],
    [1000, false, 'milésimo'],
  ])('writes %i (feminine: %s) as «%s»', (value, feminine, text) => {
    expect(formatOrdinal(value, feminine)).toBe(text);
  });

  it.each([0, -1, 1.5, 1001])('refuses %d', (value) => {
    expect(formatOrdinal(value)).toBeNull();
  });
});

describe('formatValue', () => {
  const choice = {
    type: 'singleChoice' as const,
    options: [
      { value: 'casado', label: 'Casado' },
      { value: 'soltero', label: 'Soltero' },
    ],
  };

  it.each<[unknown, FormatKey, Parameters<typeof formatValue>[2], string]>([
    ['Juan Pérez', 'plain', {}, 'Juan Pérez'],
    ['Juan Pérez', 'upper', {}, 'JUAN PÉREZ'],
    ['Juan PÉREZ', 'lower', {}, 'juan pérez'],
    ['maría DE LOS ángeles pérez', 'title', {}, 'María de los Ángeles Pérez'],
    ['2026-11-21', 'longDate', {}, '21 de noviembre de 2026'],
    [
      '2026-11-21',
      'notarialDate',
      {},
      'a los veintiún días del mes de noviembre de dos mil veintiséis',
    ],
    ['2026-11-21', 'shortDate', {}, '21/11/2026'],
    ['2026-11-21', 'plain', { type: 'date' }, '21 de noviembre de 2026'],
    [1234567.25, 'number', {}, '1.234.567,25'],
    [1234.5, 'currency', {}, '$1.234,50'],
    [1234.5, 'plain', { type: 'currency', symbol: 'USD' }, '$1.234,50'],
    [
      1234.5,
      'amountInWords',
      {},
      'MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
    ],
    [20, 'amountInWords', { type: 'currency', symbol: 'EUR' }, 'VEINTE CON 00/100 EUROS'],
    [
      20,
      'amountInWords',
      { type: 'currency', symbol: 'EUR', currency: 'PEN' },
      'VEINTE CON 00/100 SOLES',
    ],
    [
      '1234.50',
      'amountInWords',
      {},
      'MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA',
    ],
    [21, 'words', {}, 'veintiuno'],
    [21, 'wordsMasculine', {}, 'veintiún'],
    [21, 'wordsFeminine', {}, 'veintiuna'],
    [12.5, 'words', {}, 'doce coma cinco'],
    [3.05, 'words', {}, 'tres coma cero cinco'],
    [3, 'ordinalFeminine', {}, 'tercera'],
    // A number's unit is never written with it, in any format: the template's text says it
    // ("por {plazo | en letras} ({plazo}) meses" reads "por veinticuatro (24) meses").
    [24, 'plain', { type: 'number', symbol: 'meses' }, '24'],
    [24, 'number', { type: 'number', symbol: 'meses' }, '24'],
    [24, 'words', { type: 'number', symbol: 'meses' }, 'veinticuatro'],
    [21, 'wordsMasculine', { type: 'number', symbol: 'días' }, 'veintiún'],
    [[2, 3], 'plain', { type: 'number', symbol: 'hijos' }, '2 y 3'],
    [['Juan', 'María', 'Pedro'], 'list', {}, 'Juan, María y Pedro'],
    [['Pedro', 'Inés'], 'plain', {}, 'Pedro e Inés'],
    [['juan', 'maría'], 'upper', {}, 'JUAN Y MARÍA'],
    [['2026-01-01', '2026-02-01'], 'shortDate', {}, '01/01/2026 y 01/02/2026'],
    [['casado', 'soltero'], 'list', { ...choice, type: 'multipleChoice' }, 'Casado y Soltero'],
    ['casado', 'upper', choice, 'CASADO'],
    [true, 'plain', { type: 'yesNo' }, 'Sí'],
    [false, 'upper', {}, 'NO'],
    [[{ nombre: 'Juan' }, { nombre: 'Ana' }], 'plain', { type: 'repeatingList' }, '2 elementos'],
    // A format that does not apply writes the answer as it is.
    ['sin fecha', 'longDate', {}, 'sin fecha'],
    ['abc', 'number', {}, 'abc'],
    [1234, 'longDate', {}, '1.234'],
    [5000, 'ordinal', {}, '5.000'],
  ])('writes %j as %s: «%s»', (value, format, context, text) => {
    expect(formatValue(value, format, context)).toBe(text);
  });

  it.each([undefined, null, '', '   ', [], [null, ''], { nombre: 'x' }])(
    'writes nothing for the empty or unwritable answer %j, in every format',
    (value) => {
      for (const format of formatKeys) expect(formatValue(value, format)).toBe('');
    },
  );

  it('never writes undefined, NaN or [object Object]', () => {
    const values = [Number.NaN, Number.POSITIVE_INFINITY, {}, [{}], () => 1, Symbol('x'), 10n];
    for (const value of values) {
      for (const format of formatKeys) {
        expect(formatValue(value, format)).not.toMatch(/undefined|NaN|object|Infinity|=>/);
      }
    }
  });
});

describe('formats by question type', () => {
  it('offers at least one format for every type written as a variable', () => {
    for (const type of questionTypes) {
      const formats = formatsByQuestionType[type];
      if (type === 'group' || type === 'repeatingList') expect(formats).toEqual([]);
      else expect(formats.length).toBeGreaterThan(0);
    }
  });

  it('fits dates to date formats and amounts to amount formats only', () => {
    expect(isFormatAllowed('date', 'notarialDate')).toBe(true);
    expect(isFormatAllowed('shortText', 'notarialDate')).toBe(false);
    expect(isFormatAllowed('currency', 'amountInWords')).toBe(true);
    expect(isFormatAllowed('number', 'amountInWords')).toBe(false);
    expect(isFormatAllowed('multipleChoice', 'plain')).toBe(true);
  });

  it('has a Spanish label for every format', () => {
    for (const format of formatKeys) expect(formatLabels[format]).toMatch(/\S/);
  });
});

describe('parseFormatName', () => {
  it.each([
    ['MAYÚSCULAS', undefined, 'upper'],
    ['mayusculas', undefined, 'upper'],
    ['fecha larga', undefined, 'longDate'],
    ['Fecha_Notarial', undefined, 'notarialDate'],
    ['en letras', 'currency', 'amountInWords'],
    ['en letras', 'number', 'words'],
    ['en letras femenino', 'number', 'wordsFeminine'],
    ['moneda', undefined, 'currency'],
    ['número', undefined, 'number'],
    ['lista', undefined, 'list'],
    ['ordinal femenino', undefined, 'ordinalFeminine'],
    ['amountInWords', undefined, 'amountInWords'],
    ['constructor', undefined, null],
    ['toString', undefined, null],
    ['desconocido', undefined, null],
  ] as const)('reads «%s» (%s) as %s', (name, type, format) => {
    expect(parseFormatName(name, type)).toBe(format);
  });
});
