/// <reference types="office-js" />
import type { HostAdapter } from '../host/HostAdapter';

const sliceSize = 64 * 1024;

// The host adapter over Office.js (Word API 1.3): the selection, paragraphs, body text and search
// of the open document; its .docx through getFileAsync in slices (the whole file never has to fit
// one message between Word and the pane).
export function createWordHost(): HostAdapter {
  return {
    name: 'Word',
    insertText: (text) =>
      Word.run(async (context) => {
        const inserted = context.document
          .getSelection()
          .insertText(text, Word.InsertLocation.replace);
        // The cursor goes after what was written, so the next insertion follows it.
        inserted.select(Word.SelectionMode.end);
        await context.sync();
      }),
    wrapSelection: (open, close) =>
      Word.run(async (context) => {
        const paragraphs = context.document.getSelection().paragraphs;
        paragraphs.getFirst().insertParagraph(open, Word.InsertLocation.before);
        paragraphs.getLast().insertParagraph(close, Word.InsertLocation.after);
        await context.sync();
      }),
    readText: () =>
      Word.run(async (context) => {
        const body = context.document.body;
        body.load('text');
        await context.sync();
        return body.text;
      }),
    selectPassage: (passage, occurrence) =>
      Word.run(async (context) => {
        // Word's search reads `^` as a special-character code; `^^` is a caret.
        const results = context.document.body.search(passage.replaceAll('^', '^^'), {
          matchCase: true,
        });
        results.load('items');
        await context.sync();
        const found = results.items[occurrence];
        if (!found) return false;
        found.select();
        await context.sync();
        return true;
      }),
    exportDocx: () => readCompressedFile(),
  };
}

function readCompressedFile(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    Office.context.document.getFileAsync(Office.FileType.Compressed, { sliceSize }, (result) => {
      if (result.status !== Office.AsyncResultStatus.Succeeded) return reject(result.error);
      const file = result.value;
      const slices: Uint8Array[] = [];
      const next = (index: number) => {
        if (index === file.sliceCount) {
          file.closeAsync();
          return resolve(concat(slices));
        }
        file.getSliceAsync(index, (slice) => {
          if (slice.status !== Office.AsyncResultStatus.Succeeded) {
            file.closeAsync();
            return reject(slice.error);
          }
          slices.push(new Uint8Array(slice.value.data as number[]));
          next(index + 1);
        });
      };
      next(0);
    });
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
