// The smallest DocumentApp that the add-on's server functions run against in tests: a body of
// paragraphs, each a list of text runs; a cursor (a run and an offset) and a selection (runs or
// whole paragraphs with offsets); findText over one run at a time, as Google's does over one
// text element. Only what addins/google-docs/server calls is here, with Google's semantics.

class FakeText {
  constructor(
    public paragraph: FakeParagraph,
    public text: string,
  ) {}
  getType() {
    return 'TEXT';
  }
  asText() {
    return this;
  }
  getParent() {
    return this.paragraph;
  }
  getText() {
    return this.text;
  }
  deleteText(start: number, endInclusive: number) {
    this.text = this.text.slice(0, start) + this.text.slice(endInclusive + 1);
    return this;
  }
  insertText(offset: number, text: string) {
    this.text = this.text.slice(0, offset) + text + this.text.slice(offset);
    return this;
  }
}

class FakeParagraph {
  runs: FakeText[];
  constructor(
    public body: FakeBody,
    text: string,
  ) {
    this.runs = [new FakeText(this, text)];
  }
  getType() {
    return 'PARAGRAPH';
  }
  getParent() {
    return this.body;
  }
  getText() {
    return this.runs.map((run) => run.text).join('');
  }
  editAsText() {
    const [first] = this.runs;
    if (!first) throw new Error('empty paragraph');
    return first;
  }
}

class FakeRangeElement {
  constructor(
    private element: FakeText | FakeParagraph,
    private start = -1,
    private end = -1,
  ) {}
  getElement() {
    return this.element;
  }
  isPartial() {
    return this.start !== -1;
  }
  getStartOffset() {
    return this.start;
  }
  getEndOffsetInclusive() {
    return this.end;
  }
}

class FakeBody {
  paragraphs: FakeParagraph[] = [];
  getType() {
    return 'BODY_SECTION';
  }
  getParent() {
    return null;
  }
  getText() {
    return this.paragraphs.map((p) => p.getText()).join('\n');
  }
  getChildIndex(paragraph: FakeParagraph) {
    const index = this.paragraphs.indexOf(paragraph);
    if (index === -1) throw new Error('not a child');
    return index;
  }
  insertParagraph(index: number, text: string) {
    const paragraph = new FakeParagraph(this, text);
    this.paragraphs.splice(index, 0, paragraph);
    return paragraph;
  }
  findText(pattern: string, from?: FakeRangeElement | null) {
    const runs = this.paragraphs.flatMap((p) => p.runs);
    const regex = new RegExp(pattern, 'g');
    let startRun = 0;
    let startAt = 0;
    if (from) {
      startRun = runs.indexOf(from.getElement() as FakeText);
      startAt = from.getEndOffsetInclusive() + 1;
    }
    for (let i = startRun; i < runs.length; i++) {
      const run = runs[i] as FakeText;
      regex.lastIndex = i === startRun ? startAt : 0;
      const match = regex.exec(run.text);
      if (match) return new FakeRangeElement(run, match.index, match.index + match[0].length - 1);
    }
    return null;
  }
}

class FakePosition {
  constructor(
    public element: FakeText,
    public offset: number,
  ) {}
  getElement() {
    return this.element;
  }
  getOffset() {
    return this.offset;
  }
  // As Google's: the text goes in a new run, returned, and the cursor does not move.
  insertText(text: string) {
    const run = this.element;
    const paragraph = run.paragraph;
    const index = paragraph.runs.indexOf(run);
    const after = new FakeText(paragraph, run.text.slice(this.offset));
    run.text = run.text.slice(0, this.offset);
    const inserted = new FakeText(paragraph, text);
    paragraph.runs.splice(index + 1, 0, inserted, after);
    return inserted;
  }
}

export interface FakeDocument {
  body: FakeBody;
  cursor: FakePosition | null;
  selection: FakeRangeElement[] | null;
  /** Puts the cursor in paragraph `paragraph` at `offset` of its text (no selection). */
  placeCursor(paragraph: number, offset: number): void;
  /** Selects whole paragraphs from `first` to `last`. */
  selectParagraphs(first: number, last: number): void;
  /** The selected text, as the person sees it highlighted. */
  selectedText(): string;
  /** The paragraph where the selection starts (0 for the first; -1 without a selection). */
  selectedParagraph(): number;
}

export function createDocumentApp(paragraphs: string[], id = 'doc-1') {
  const body = new FakeBody();
  for (const text of paragraphs) body.insertParagraph(body.paragraphs.length, text);
  const state: FakeDocument = {
    body,
    cursor: null,
    selection: null,
    placeCursor(paragraph, offset) {
      const target = body.paragraphs[paragraph];
      if (!target) throw new Error('no paragraph');
      let rest = offset;
      for (const run of target.runs) {
        if (rest <= run.text.length) {
          state.cursor = new FakePosition(run, rest);
          state.selection = null;
          return;
        }
        rest -= run.text.length;
      }
      throw new Error('offset out of the paragraph');
    },
    selectParagraphs(first, last) {
      state.selection = body.paragraphs.slice(first, last + 1).map((p) => new FakeRangeElement(p));
      state.cursor = null;
    },
    selectedParagraph() {
      const first = state.selection?.[0]?.getElement();
      if (!first) return -1;
      return body.paragraphs.indexOf(first instanceof FakeText ? first.paragraph : first);
    },
    selectedText() {
      return (state.selection ?? [])
        .map((range) => {
          const text = range.getElement().getText();
          return range.isPartial()
            ? text.slice(range.getStartOffset(), range.getEndOffsetInclusive() + 1)
            : text;
        })
        .join('\n');
    },
  };
  const document = {
    getId: () => id,
    getBody: () => body,
    getCursor: () => state.cursor,
    getSelection: () =>
      state.selection ? { getRangeElements: () => state.selection as FakeRangeElement[] } : null,
    setCursor(position: FakePosition) {
      state.cursor = position;
      state.selection = null;
      return document;
    },
    setSelection(range: { elements: FakeRangeElement[] }) {
      state.selection = range.elements;
      state.cursor = null;
      return document;
    },
    newPosition: (element: FakeText, offset: number) => new FakePosition(element, offset),
    newRange() {
      const elements: FakeRangeElement[] = [];
      const builder = {
        addElement(element: FakeText, start: number, endInclusive: number) {
          elements.push(new FakeRangeElement(element, start, endInclusive));
          return builder;
        },
        build: () => ({ elements }),
      };
      return builder;
    },
  };
  const DocumentApp = {
    ElementType: {
      TEXT: 'TEXT',
      PARAGRAPH: 'PARAGRAPH',
      LIST_ITEM: 'LIST_ITEM',
      BODY_SECTION: 'BODY_SECTION',
    },
    getActiveDocument: () => document,
  };
  return { DocumentApp, state };
}
