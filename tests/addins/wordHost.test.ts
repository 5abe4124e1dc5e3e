import { afterEach, describe, expect, it } from 'vitest';
import { createWordHost } from '../../addins/word/createWordHost';
import { createOfficeWord } from './support/createOfficeWord';

// The Word host adapter over office-addin-mock's request context and an in-memory document
// (tests/addins/support/createOfficeWord.ts): changes happen at sync, properties are read after
// load and sync, as Office.js has them. The e2e journey runs the same adapter and document in
// Chromium behind the served pane.
const bytes = new TextEncoder().encode('PK documento de Word de prueba'.repeat(4000));

function openWord(paragraphs: string[]) {
  const word = createOfficeWord(paragraphs, async () => bytes);
  Object.assign(globalThis, { Word: word.Word, Office: word.Office });
  return word;
}

describe('createWordHost', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Word');
    Reflect.deleteProperty(globalThis, 'Office');
  });

  it('writes at the cursor and leaves the cursor after what it wrote', async () => {
    const { doc } = openWord(['Comparece  ante el notario.']);
    doc.placeCursor(0, 10);
    const host = createWordHost();
    await host.insertText('{causante | mayúsculas}');
    await host.insertText(',');
    expect(doc.body.getText()).toBe('Comparece {causante | mayúsculas}, ante el notario.');
  });

  it('replaces a selected passage with what it writes', async () => {
    const { doc } = openWord(['Vende a Juan Pérez la casa.']);
    doc.placeCursor(0, 8);
    doc.selection.end.offset = 18;
    await createWordHost().insertText('{comprador}');
    expect(doc.body.getText()).toBe('Vende a {comprador} la casa.');
  });

  it('wraps the selected paragraphs in section paragraphs and reads the text', async () => {
    const { doc } = openWord(['Uno.', 'Casado.', 'Hijos.', 'Fin.']);
    doc.selectParagraphs(1, 2);
    const host = createWordHost();
    await host.wrapSelection('{#estado_civil = "casado"}', '{/}');
    expect(await host.readText()).toBe(
      'Uno.\r{#estado_civil = "casado"}\rCasado.\rHijos.\r{/}\rFin.',
    );
  });

  it('selects the n-th appearance of a passage, and says when there is none', async () => {
    const { doc } = openWord(['{a} y {a}', 'otro {a}']);
    const host = createWordHost();
    expect(await host.selectPassage('{a}', 2)).toBe(true);
    expect(doc.selectedText()).toBe('{a}');
    expect(doc.paragraphs.indexOf(doc.selection.start.paragraph)).toBe(1);
    expect(doc.selection.start.offset).toBe(5);
    expect(await host.selectPassage('{a}', 3)).toBe(false);
  });

  it('exports the document from its compressed file slices and closes the file', async () => {
    const word = openWord(['x']);
    expect(await createWordHost().exportDocx()).toEqual(bytes);
    expect(word.closedFiles).toBe(1);
  });
});
