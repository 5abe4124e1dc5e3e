import {
  diffParagraphs,
  diffTexts,
  paragraphWorkLimit,
  redlineNewText,
  redlineOldText,
  wordWorkLimit,
} from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

describe('diffTexts', () => {
  it('reports identical texts as one run of unchanged paragraphs', () => {
    const redline = diffTexts('Uno.\nDos.', 'Uno.\nDos.');
    expect(redline.identical).toBe(true);
    expect(redline.counts).toEqual({ equal: 2, inserted: 0, deleted: 0, changed: 0 });
  });

  it('shows a changed word inside the paragraph that changed, and nothing else', () => {
    const oldText =
      'CONTRATO DE ARRENDAMIENTO\nLa renta es de 800 euros al mes.\nFirmado en Madrid.';
    const newText =
      'CONTRATO DE ARRENDAMIENTO\nLa renta es de 950 euros al mes.\nFirmado en Madrid.';
    const redline = diffTexts(oldText, newText);
    expect(redline.paragraphs).toEqual([
      { kind: 'equal', text: 'CONTRATO DE ARRENDAMIENTO', oldIndex: 0, newIndex: 0 },
      {
        kind: 'changed',
        oldIndex: 1,
        newIndex: 1,
        segments: [
          { kind: 'equal', text: 'La renta es de ' },
          { kind: 'deleted', text: '800' },
          { kind: 'inserted', text: '950' },
          { kind: 'equal', text: ' euros al mes.' },
        ],
      },
      { kind: 'equal', text: 'Firmado en Madrid.', oldIndex: 2, newIndex: 2 },
    ]);
    expect(redline.counts).toEqual({ equal: 2, inserted: 0, deleted: 0, changed: 1 });
  });

  it('shows an added clause and a removed one as whole paragraphs', () => {
    const redline = diffTexts(
      'Primera.\nSegunda cláusula sobre fianza.\nTercera.',
      'Primera.\nTercera.\nCuarta: el arrendatario podrá subarrendar.',
    );
    expect(redline.paragraphs.map((paragraph) => paragraph.kind)).toEqual([
      'equal',
      'deleted',
      'equal',
      'inserted',
    ]);
    expect(redline.paragraphs[1]).toMatchObject({ text: 'Segunda cláusula sobre fianza.' });
    expect(redline.paragraphs[3]).toMatchObject({
      text: 'Cuarta: el arrendatario podrá subarrendar.',
      newIndex: 2,
    });
  });

  it('does not pair two facing paragraphs that have little in common', () => {
    const redline = diffTexts('A\nEl precio se paga al contado.\nZ', 'A\nNada que ver aquí.\nZ');
    expect(redline.paragraphs.map((paragraph) => paragraph.kind)).toEqual([
      'equal',
      'deleted',
      'inserted',
      'equal',
    ]);
  });

  it('handles empty texts on either side', () => {
    expect(diffTexts('', 'Nuevo.').paragraphs).toEqual([
      { kind: 'inserted', text: 'Nuevo.', newIndex: 0 },
    ]);
    expect(diffTexts('Viejo.', '').paragraphs).toEqual([
      { kind: 'deleted', text: 'Viejo.', oldIndex: 0 },
    ]);
    expect(diffTexts('', '').identical).toBe(true);
  });
});

describe('very large documents', () => {
  const clause = (n: number, variant = '') =>
    `Cláusula ${n}. El arrendatario se obliga a cumplir lo pactado${variant} en el plazo ${n}.`;

  it('compares 10,000 paragraphs with scattered edits exactly, within the work bound', () => {
    const oldParagraphs = Array.from({ length: 10_000 }, (_, n) => clause(n));
    const newParagraphs = oldParagraphs.flatMap((text, n) => {
      if (n % 1000 === 500) return [clause(n, ' y lo añadido')];
      if (n % 1000 === 900) return [];
      if (n % 1000 === 100) return [text, 'Párrafo nuevo.'];
      return [text];
    });
    const redline = diffParagraphs(oldParagraphs, newParagraphs);
    expect(redline.coarse).toBe(false);
    expect(redline.counts).toMatchObject({ changed: 10, deleted: 10, inserted: 10 });
    expect(redlineOldText(redline)).toBe(oldParagraphs.join('\n'));
    expect(redlineNewText(redline)).toBe(newParagraphs.join('\n'));
    expect(redline.work).toBeLessThanOrEqual(paragraphWorkLimit + wordWorkLimit);
  });

  it('stays bounded when every one of 10,000 paragraphs changed, and still reads back', () => {
    const oldParagraphs = Array.from({ length: 10_000 }, (_, n) => clause(n));
    const newParagraphs = Array.from({ length: 10_000 }, (_, n) => clause(10_000 - n, ' otra'));
    const redline = diffParagraphs(oldParagraphs, newParagraphs);
    // Alignment stops at its bound (plus at most one pass over each side per range it tried).
    expect(redline.work).toBeLessThanOrEqual(
      paragraphWorkLimit + wordWorkLimit + 4 * (oldParagraphs.length + newParagraphs.length),
    );
    expect(redlineOldText(redline)).toBe(oldParagraphs.join('\n'));
    expect(redlineNewText(redline)).toBe(newParagraphs.join('\n'));
  });

  it('marks the redline coarse when the bound stops the alignment', () => {
    const oldParagraphs = Array.from({ length: 3_000 }, (_, n) => `a${n}`);
    const newParagraphs = Array.from({ length: 3_000 }, (_, n) => `b${n}`);
    const redline = diffParagraphs(oldParagraphs, newParagraphs, { paragraphWorkLimit: 1_000 });
    expect(redline.coarse).toBe(true);
    expect(redline.counts.deleted + redline.counts.changed).toBe(3_000);
    expect(redlineNewText(redline)).toBe(newParagraphs.join('\n'));
  });
});

// Paragraphs drawn from a small vocabulary so that equal, moved and edited paragraphs all occur.
const paragraph = fc
  .array(fc.constantFrom('la', 'renta', 'de', '800', 'euros', ',', '.', ' ', 'ñandú', 'Él'), {
    maxLength: 8,
  })
  .map((words) => words.join(''));
const text = fc.array(paragraph, { maxLength: 12 }).map((lines) => lines.join('\n'));

describe('applying a redline', () => {
  test.prop([text, text])('gives back the old text and the new text', (oldText, newText) => {
    const redline = diffTexts(oldText, newText);
    expect(redlineOldText(redline)).toBe(oldText);
    expect(redlineNewText(redline)).toBe(newText);
    expect(redline.identical).toBe(oldText === newText);
  });

  test.prop([text, text])('gives back both texts when the budget is tiny', (oldText, newText) => {
    const redline = diffTexts(oldText, newText, { paragraphWorkLimit: 3, wordWorkLimit: 3 });
    expect(redlineOldText(redline)).toBe(oldText);
    expect(redlineNewText(redline)).toBe(newText);
  });
});
