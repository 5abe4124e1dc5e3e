// How a traced Word render (createWordParser's `trace`, the live preview) marks each value in the
// document's text: U+E000, the answer path, U+E001, then U+E003 when no answer was given, the
// value exactly as the file writes it, and U+E002. Private-use characters never come from an
// answer (they are read as the marks they are, so a guest typing one can at worst blur a
// preview, never a file) and survive docxtemplater's XML escaping and line-break splitting.
const open = '\uE000';
const separator = '\uE001';
const close = '\uE002';
const unanswered = '\uE003';

/** A piece of a traced paragraph's text: plain, or written from an answer. */
export type TracedText =
  | { kind: 'text'; text: string }
  | { kind: 'value'; source: string; missing: boolean; text: string };

export const traceMarks = {
  wrap(source: string, text: string, missing: boolean): string {
    return `${open}${source}${separator}${missing ? unanswered : ''}${text}${close}`;
  },
};

/**
 * Reads the marks back from a paragraph's text, in order. `state` carries an open value across
 * calls, for a value split by a line break (its pieces come in separate calls).
 */
export class TraceReader {
  private source: string | null = null;
  private missing = false;
  // Inside a mark's path (between U+E000 and U+E001).
  private readingPath: string | null = null;

  read(text: string): TracedText[] {
    const pieces: TracedText[] = [];
    let plain = '';
    const flush = () => {
      if (plain === '') return;
      pieces.push(
        this.source === null
          ? { kind: 'text', text: plain }
          : { kind: 'value', source: this.source, missing: this.missing, text: plain },
      );
      plain = '';
    };
    for (const char of text) {
      if (this.readingPath !== null) {
        if (char === separator) {
          this.source = this.readingPath;
          this.readingPath = null;
          this.missing = false;
        } else this.readingPath += char;
        continue;
      }
      if (char === open) {
        flush();
        this.readingPath = '';
      } else if (char === unanswered && this.source !== null && plain === '') {
        this.missing = true;
      } else if (char === close) {
        if (this.source !== null && this.missing && plain === '') {
          pieces.push({ kind: 'value', source: this.source, missing: true, text: '' });
        }
        flush();
        this.source = null;
        this.missing = false;
      } else plain += char;
    }
    flush();
    return pieces;
  }

  /** Whether a value is open (a line break inside it belongs to it). */
  get inValue(): string | null {
    return this.source;
  }
}
