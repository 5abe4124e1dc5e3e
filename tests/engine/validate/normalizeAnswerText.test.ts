import { normalizeAnswers, normalizeAnswerText } from '@engine/validate/normalizeAnswerText';
import { describe, expect, it } from 'vitest';

describe('normalizeAnswerText', () => {
  it.each([
    ['a manual line break pasted from Word (U+000B)', 'uno\u000bdos', 'uno\ndos'],
    ['Unicode line and paragraph separators', 'uno\u2028dos\u2029tres', 'uno\ndos\ntres'],
    ['Windows and old Mac line ends', 'uno\r\ndos\rtres', 'uno\ndos\ntres'],
    ['form feed and NEL', 'uno\fdos\u0085tres', 'uno\ndos\ntres'],
    ['tabs and line feeds', 'a\tb\nc', 'a\tb\nc'],
    ['C0 controls, DEL and C1 controls', 'a\u0001\u0007\u001f\u007f\u009fb\u0000', 'ab'],
    ['lone surrogates, keeping whole pairs', 'a\ud800b\udc00c😀', 'abc😀'],
    ['noncharacters', 'a\uffffb\ufffe\ufdd0c', 'abc'],
    ['decomposed accents (to NFC)', 'Jose\u0301', 'José'],
    ['plain text, untouched', 'Ana Torres, 34 años', 'Ana Torres, 34 años'],
  ])('%s', (_, input, expected) => {
    expect(normalizeAnswerText(input)).toBe(expected);
  });

  it('normalises every string of an answer set and leaves other values and keys alone', () => {
    const answers = {
      nombre: 'Ana\u000bTorres',
      edad: 34,
      casado: false,
      nada: null,
      herederos: [{ nombre: 'Luis\u0001' }, 'x\u2028y'],
    };
    expect(normalizeAnswers(answers)).toEqual({
      nombre: 'Ana\nTorres',
      edad: 34,
      casado: false,
      nada: null,
      herederos: [{ nombre: 'Luis' }, 'x\ny'],
    });
    expect(answers.nombre).toBe('Ana\u000bTorres');
  });
});
