// What the task pane needs from the word processor it runs in. Word (Office.js) and Google Docs
// (Apps Script through google.script.run) each implement it; the pane never touches either API.
export interface HostAdapter {
  /** Which host this is, for texts and file names ("Word", "Google Docs"). */
  readonly name: string;
  /** Writes `text` at the cursor (replacing the selection, if any). */
  insertText(text: string): Promise<void>;
  /**
   * Puts `open` before and `close` after the selection, each in its own paragraph when the
   * selection spans whole paragraphs; with nothing selected both are written at the cursor.
   */
  wrapSelection(open: string, close: string): Promise<void>;
  /** The document's text, paragraphs joined by '\n'. */
  readText(): Promise<string>;
  /** Selects the `occurrence`-th (from 0) appearance of `passage`; false when it is not there. */
  selectPassage(passage: string, occurrence: number): Promise<boolean>;
  /** The document as a .docx file. */
  exportDocx(): Promise<Uint8Array>;
}
