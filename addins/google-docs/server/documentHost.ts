import { googleDocsMessages } from './googleDocsMessages';

type Document = GoogleAppsScript.Document.Document;
type Element = GoogleAppsScript.Document.Element;
type Paragraph = GoogleAppsScript.Document.Paragraph;

// The host side of the task pane in Google Docs: what HostAdapter asks, done with DocumentApp on
// the document the add-on was opened in (the `documents.currentonly` scope reaches no other).

// With a selection inside one paragraph, the text replaces it; with a wider selection it is
// written at its start (a placeholder never swallows paragraphs); otherwise at the cursor.
export function hostInsertText(text: string): void {
  const doc = DocumentApp.getActiveDocument();
  const first = doc.getSelection()?.getRangeElements()[0];
  if (first) {
    const element = first.getElement();
    if (first.isPartial() && element.getType() === DocumentApp.ElementType.TEXT) {
      const textElement = element.asText();
      textElement.deleteText(first.getStartOffset(), first.getEndOffsetInclusive());
      textElement.insertText(first.getStartOffset(), text);
      return;
    }
    const paragraph = topParagraph(element);
    if (paragraph) {
      paragraph.editAsText().insertText(0, text);
      return;
    }
  }
  const cursor = doc.getCursor();
  if (!cursor) throw new Error(googleDocsMessages.noCursor);
  const inserted = cursor.insertText(text);
  // Leaves the cursor after what was written, so the next insertion follows it.
  doc.setCursor(doc.newPosition(inserted, text.length));
}

// Section tags go in paragraphs of their own around the selected paragraphs (or the cursor's
// paragraph), as the gate's paragraph loops expect: the whole paragraph is shown or left out.
export function hostWrapSelection(open: string, close: string): void {
  const doc = DocumentApp.getActiveDocument();
  const body = doc.getBody();
  const selection = doc.getSelection();
  const elements = selection
    ? selection.getRangeElements().map((range) => range.getElement())
    : [doc.getCursor()?.getElement()].filter((element) => element !== undefined);
  const paragraphs = elements
    .map(topParagraph)
    .filter((paragraph): paragraph is Paragraph => paragraph !== null);
  const first = paragraphs[0];
  const last = paragraphs[paragraphs.length - 1];
  if (!first || !last) throw new Error(googleDocsMessages.noCursor);
  body.insertParagraph(body.getChildIndex(last) + 1, close);
  body.insertParagraph(body.getChildIndex(first), open);
}

export function hostReadText(): string {
  return DocumentApp.getActiveDocument().getBody().getText();
}

export function hostSelectPassage(passage: string, occurrence: number): boolean {
  const doc = DocumentApp.getActiveDocument();
  const body = doc.getBody();
  const pattern = escapeForFindText(passage);
  let found = body.findText(pattern);
  for (let i = 0; found && i < occurrence; i++) found = body.findText(pattern, found);
  if (!found) return false;
  const range = doc
    .newRange()
    .addElement(found.getElement().asText(), found.getStartOffset(), found.getEndOffsetInclusive())
    .build();
  doc.setSelection(range);
  return true;
}

function topParagraph(element: Element): Paragraph | null {
  let current: Element | null = element;
  while (current) {
    const parent: Element | null = current.getParent() as Element | null;
    if (parent && parent.getType() === DocumentApp.ElementType.BODY_SECTION) {
      const type = current.getType();
      return type === DocumentApp.ElementType.PARAGRAPH ||
        type === DocumentApp.ElementType.LIST_ITEM
        ? (current as Paragraph)
        : null;
    }
    current = parent;
  }
  return null;
}

// findText takes a regular expression (RE2): every character that means something there is
// escaped, so a placeholder such as `{precio | moneda}` is found as written.
function escapeForFindText(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

export function getDocument(): Document {
  return DocumentApp.getActiveDocument();
}
