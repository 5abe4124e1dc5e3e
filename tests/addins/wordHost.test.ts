import { OfficeMockObject } from 'office-addin-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createWordHost } from '../../addins/word/createWordHost';

// The Word host adapter over office-addin-mock's Word and Office objects, whose `Word.run` hands
// the adapter a request context over an in-memory document: paragraphs of text and a selection
// (a paragraph and offsets). Office's own semantics: insertText(…, 'Replace') replaces the
// selection, insertParagraph(…, 'Before'|'After') adds a paragraph, search finds in order,
// getFileAsync gives the file in slices.
function wordDocument(paragraphs: string[]) {
  const model = { paragraphs: [...paragraphs], selection: { paragraph: 0, start: 0, end: 0 } };
  const selectionRange = () => ({
    insertText(text: string, location: string) {
      if (location !== 'Replace') throw new Error(location);
      const { paragraph, start, end } = model.selection;
      const old = model.paragraphs[paragraph] ?? '';
      model.paragraphs[paragraph] = old.slice(0, start) + text + old.slice(end);
      const after = start + text.length;
      return {
        select(mode: string) {
          if (mode === 'End') model.selection = { paragraph, start: after, end: after };
        },
      };
    },
    paragraphs: {
      getFirst: () => paragraphAt(model.selection.paragraph),
      getLast: () => paragraphAt(model.selection.paragraph),
    },
  });
  const paragraphAt = (index: number) => ({
    insertParagraph(text: string, location: string) {
      const at = model.paragraphs.indexOf(model.paragraphs[index] ?? '', index);
      model.paragraphs.splice(location === 'Before' ? at : at + 1, 0, text);
      if (location === 'Before') model.selection.paragraph += 1;
    },
  });
  const context = () => {
    const body = {
      text: '',
      load() {
        body.text = model.paragraphs.join('\r');
      },
      search(text: string) {
        const items: Array<{ select(): void }> = [];
        model.paragraphs.forEach((p, paragraph) => {
          for (let at = p.indexOf(text); at !== -1; at = p.indexOf(text, at + 1)) {
            const start = at;
            items.push({
              select: () => {
                model.selection = { paragraph, start, end: start + text.length };
              },
            });
          }
        });
        return { items, load() {} };
      },
    };
    return { document: { body, getSelection: selectionRange }, sync: async () => {} };
  };
  const bytes = new TextEncoder().encode('PK documento de Word de prueba');
  const slices = [bytes.slice(0, 10), bytes.slice(10)];
  const word = new OfficeMockObject({
    run: async (callback: (c: unknown) => Promise<unknown>) => callback(context()),
  }) as unknown as { run: (callback: (c: unknown) => Promise<unknown>) => Promise<unknown> };
  const closed: boolean[] = [];
  const office = new OfficeMockObject({
    context: {
      document: {
        getFileAsync(type: string, _options: unknown, callback: (r: unknown) => void) {
          expect(type).toBe('compressed');
          callback({
            status: 'succeeded',
            value: {
              sliceCount: slices.length,
              getSliceAsync: (i: number, done: (r: unknown) => void) =>
                done({ status: 'succeeded', value: { data: [...(slices[i] ?? [])] } }),
              closeAsync: () => closed.push(true),
            },
          });
        },
      },
    },
  }) as unknown as { context: unknown };
  // Office's enumerations are plain values (the mock would ask for them to be loaded).
  Object.assign(globalThis, {
    Word: {
      InsertLocation: { replace: 'Replace', before: 'Before', after: 'After' },
      SelectionMode: { end: 'End' },
      run: (callback: (c: unknown) => Promise<unknown>) => word.run(callback),
    },
    Office: {
      FileType: { Compressed: 'compressed' },
      AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
      context: office.context,
    },
  });
  return { model, bytes, closed };
}

describe('createWordHost', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Word');
    Reflect.deleteProperty(globalThis, 'Office');
  });

  it('writes at the cursor and leaves the cursor after what it wrote', async () => {
    const { model } = wordDocument(['Comparece  ante el notario.']);
    model.selection = { paragraph: 0, start: 10, end: 10 };
    const host = createWordHost();
    await host.insertText('{causante | mayúsculas}');
    await host.insertText(',');
    expect(model.paragraphs).toEqual(['Comparece {causante | mayúsculas}, ante el notario.']);
  });

  it('wraps the selected paragraph in section paragraphs and reads the text', async () => {
    const { model } = wordDocument(['Uno.', 'Casado.', 'Fin.']);
    model.selection = { paragraph: 1, start: 0, end: 7 };
    const host = createWordHost();
    await host.wrapSelection('{#estado_civil = "casado"}', '{/}');
    expect(await host.readText()).toBe('Uno.\r{#estado_civil = "casado"}\rCasado.\r{/}\rFin.');
  });

  it('selects the n-th appearance of a passage, and says when there is none', async () => {
    const { model } = wordDocument(['{a} y {a}', 'otro {a}']);
    const host = createWordHost();
    expect(await host.selectPassage('{a}', 2)).toBe(true);
    expect(model.selection).toEqual({ paragraph: 1, start: 5, end: 8 });
    expect(await host.selectPassage('{a}', 3)).toBe(false);
  });

  it('exports the document from its compressed file slices and closes the file', async () => {
    const { bytes, closed } = wordDocument(['x']);
    expect(await createWordHost().exportDocx()).toEqual(bytes);
    expect(closed).toEqual([true]);
  });
});
