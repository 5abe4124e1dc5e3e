import { OfficeMockObject } from 'office-addin-mock';

// The smallest Word that addins/word/createWordHost.ts runs against in tests, in Node (vitest) and
// bundled into a page (the e2e journey): a document of paragraphs and a selection between two
// points, behind office-addin-mock's request context. Office.js semantics kept: every change is
// queued and happens at `context.sync()`, a property is read only after `load` and `sync`
// (office-addin-mock refuses it otherwise), insertText(…, 'Replace') replaces the selection,
// insertParagraph(…, 'Before'|'After') adds a paragraph next to one that keeps its identity, search
// finds in document order within a paragraph, and getFileAsync gives the .docx in slices.

export interface WordParagraph {
  text: string;
}
interface Point {
  paragraph: WordParagraph;
  offset: number;
}

export class WordDocumentModel {
  paragraphs: WordParagraph[];
  selection: { start: Point; end: Point };

  // The interface the e2e journeys use for either host's document (the Google one's too).
  readonly body: { getText(): string; readonly paragraphs: WordParagraph[] };

  constructor(texts: string[]) {
    const model = this;
    this.body = {
      getText: () => model.paragraphs.map((p) => p.text).join('\n'),
      get paragraphs() {
        return model.paragraphs;
      },
    };
    this.paragraphs = texts.map((text) => ({ text }));
    const first = this.paragraphs[0] ?? { text: '' };
    if (this.paragraphs.length === 0) this.paragraphs.push(first);
    this.selection = {
      start: { paragraph: first, offset: 0 },
      end: { paragraph: first, offset: 0 },
    };
  }

  placeCursor(paragraph: number, offset: number) {
    const at = this.at(paragraph);
    this.selection = { start: { paragraph: at, offset }, end: { paragraph: at, offset } };
  }

  selectParagraphs(first: number, last: number) {
    const end = this.at(last);
    this.selection = {
      start: { paragraph: this.at(first), offset: 0 },
      end: { paragraph: end, offset: end.text.length },
    };
  }

  /** The paragraph where the selection starts (0 for the first). */
  selectedParagraph(): number {
    return this.paragraphs.indexOf(this.selection.start.paragraph);
  }

  selectedText(): string {
    const { start, end } = this.selection;
    const from = this.paragraphs.indexOf(start.paragraph);
    const to = this.paragraphs.indexOf(end.paragraph);
    if (from === to) return start.paragraph.text.slice(start.offset, end.offset);
    return [
      start.paragraph.text.slice(start.offset),
      ...this.paragraphs.slice(from + 1, to).map((p) => p.text),
      end.paragraph.text.slice(0, end.offset),
    ].join('\r');
  }

  // Word's Range.insertText(text, 'Replace') on the selection: the passage between the two points
  // becomes `text` (paragraphs between them go); answers the points around what was written.
  replaceSelection(text: string): { start: Point; end: Point } {
    const { start, end } = this.selection;
    const from = this.paragraphs.indexOf(start.paragraph);
    const to = this.paragraphs.indexOf(end.paragraph);
    const tail = end.paragraph.text.slice(end.offset);
    start.paragraph.text = start.paragraph.text.slice(0, start.offset) + text + tail;
    this.paragraphs.splice(from + 1, to - from);
    return {
      start: { paragraph: start.paragraph, offset: start.offset },
      end: { paragraph: start.paragraph, offset: start.offset + text.length },
    };
  }

  insertParagraph(next: WordParagraph, text: string, location: string) {
    const at = this.paragraphs.indexOf(next);
    if (at === -1) throw new Error('InvalidArgument: the paragraph is no longer in the document');
    if (location !== 'Before' && location !== 'After')
      throw new Error(`InvalidArgument ${location}`);
    this.paragraphs.splice(location === 'Before' ? at : at + 1, 0, { text });
  }

  private at(index: number): WordParagraph {
    const paragraph = this.paragraphs[index];
    if (!paragraph) throw new Error(`No paragraph ${index}`);
    return paragraph;
  }
}

export interface OfficeWord {
  doc: WordDocumentModel;
  Word: unknown;
  Office: unknown;
  opened: string[];
  closedFiles: number;
}

// `exportDocx` builds the .docx Word would give for the paragraphs (the test's stand-in for
// Word's own serializer).
export function createOfficeWord(
  texts: string[],
  exportDocx: (paragraphs: string[]) => Promise<Uint8Array>,
): OfficeWord {
  const doc = new WordDocumentModel(texts);
  const state: OfficeWord = { doc, Word: null, Office: null, opened: [], closedFiles: 0 };

  const createContext = () => {
    const queue: Array<() => void> = [];
    // Objects the batch created (search results) load at its sync, as Office's proxies do.
    const created: OfficeMockObject[] = [];
    const range = (points: () => { start: Point; end: Point }) => ({
      select: (mode = 'Select') =>
        queue.push(() => {
          const { start, end } = points();
          if (mode === 'Start') doc.selection = { start, end: start };
          else if (mode === 'End') doc.selection = { start: end, end };
          else doc.selection = { start, end };
        }),
    });
    const paragraph = (resolve: () => WordParagraph) => ({
      insertParagraph: (text: string, location: string) =>
        queue.push(() => doc.insertParagraph(resolve(), text, location)),
    });
    const context = new OfficeMockObject({
      document: {
        body: {
          text: doc.paragraphs.map((p) => p.text).join('\r'),
          search: (text: string, options?: { matchCase?: boolean }) => {
            const needle = options?.matchCase ? text : text.toLowerCase();
            const items: unknown[] = [];
            for (const p of doc.paragraphs) {
              const haystack = options?.matchCase ? p.text : p.text.toLowerCase();
              for (
                let at = haystack.indexOf(needle);
                at !== -1;
                at = haystack.indexOf(needle, at + 1)
              ) {
                const start = { paragraph: p, offset: at };
                const end = { paragraph: p, offset: at + text.length };
                items.push(range(() => ({ start, end })));
              }
            }
            const results = new OfficeMockObject({ items });
            created.push(results);
            return results;
          },
        },
        getSelection: () => {
          let written: { start: Point; end: Point } | null = null;
          return {
            insertText: (text: string, location: string) => {
              if (location !== 'Replace') throw new Error(`Unsupported location ${location}`);
              queue.push(() => {
                written = doc.replaceSelection(text);
              });
              return range(() => {
                if (!written) throw new Error('The text was not written yet');
                return written;
              });
            },
            paragraphs: {
              getFirst: () => paragraph(() => doc.selection.start.paragraph),
              getLast: () => paragraph(() => doc.selection.end.paragraph),
            },
          };
        },
      },
    });
    const loadAndSync = OfficeMockObject.prototype.sync;
    (context as unknown as { sync: () => Promise<void> }).sync = async function sync() {
      for (const change of queue.splice(0)) change();
      await loadAndSync.call(context);
      for (const results of created.splice(0)) await results.sync();
      // Office answers a sync after a round trip to the host; the mock's loaded values land by then.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return context;
  };

  state.Word = {
    InsertLocation: { replace: 'Replace', before: 'Before', after: 'After' },
    SelectionMode: { select: 'Select', start: 'Start', end: 'End' },
    run: (callback: (context: unknown) => Promise<unknown>) => callback(createContext()),
  };

  const office = new OfficeMockObject({
    context: {
      document: {
        getFileAsync: (
          type: string,
          options: { sliceSize?: number },
          callback: (result: unknown) => void,
        ) => {
          if (type !== 'compressed') {
            callback({ status: 'failed', error: { message: `Unsupported file type ${type}` } });
            return;
          }
          const exported = exportDocx(doc.paragraphs.map((p) => p.text));
          exported.then(
            (bytes) => {
              const size = options.sliceSize ?? 4 * 1024 * 1024;
              const slices: Uint8Array[] = [];
              for (let at = 0; at < bytes.length; at += size)
                slices.push(bytes.slice(at, at + size));
              callback({
                status: 'succeeded',
                value: {
                  sliceCount: slices.length,
                  getSliceAsync: (index: number, done: (result: unknown) => void) =>
                    setTimeout(() =>
                      done({ status: 'succeeded', value: { data: [...(slices[index] ?? [])] } }),
                    ),
                  closeAsync: () => {
                    state.closedFiles += 1;
                  },
                },
              });
            },
            (error: unknown) => callback({ status: 'failed', error: { message: String(error) } }),
          );
        },
      },
      ui: {
        // Office opens the user's own browser; the test reads what was asked for.
        openBrowserWindow: (url: string) => {
          state.opened.push(url);
        },
      },
    },
  }) as unknown as { context: unknown };
  state.Office = {
    FileType: { Compressed: 'compressed', Text: 'text' },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    context: office.context,
    onReady: (callback?: (info: { host: string; platform: string }) => void) => {
      const info = { host: 'Word', platform: 'OfficeOnline' };
      callback?.(info);
      return Promise.resolve(info);
    },
  };
  return state;
}
