import { PDFDocument, PDFHexString, PDFName, type PDFRef } from 'pdf-lib';

export interface PdfPart {
  /** The bookmark's title: the template's name. */
  title: string;
  bytes: Buffer;
}

// One PDF of a set's documents, in order, with a bookmark (outline entry) per document that
// opens at its first page. pdf-lib copies the pages; the outline is written by hand (pdf-lib has
// no outline API): one flat level, /Outlines → /First … /Last, each item pointing at its page
// with /Fit. Measured on this machine: pure JS, ~30 ms for three short contracts.
export async function mergePdfs(parts: readonly PdfPart[], title: string): Promise<Buffer> {
  const merged = await PDFDocument.create({ updateMetadata: false });
  merged.setTitle(title);
  const starts: { title: string; page: PDFRef }[] = [];
  for (const part of parts) {
    const source = await PDFDocument.load(part.bytes, { updateMetadata: false });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
    const first = pages[0];
    if (first) starts.push({ title: part.title, page: first.ref });
  }
  addOutline(merged, starts);
  return Buffer.from(await merged.save({ useObjectStreams: false }));
}

function addOutline(document: PDFDocument, entries: { title: string; page: PDFRef }[]): void {
  if (entries.length === 0) return;
  const { context } = document;
  const outlinesRef = context.nextRef();
  const itemRefs = entries.map(() => context.nextRef());
  entries.forEach((entry, index) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: outlinesRef,
      Dest: [entry.page, 'Fit'],
    });
    const previous = itemRefs[index - 1];
    const next = itemRefs[index + 1];
    if (previous) item.set(PDFName.of('Prev'), previous);
    if (next) item.set(PDFName.of('Next'), next);
    context.assign(itemRefs[index] as PDFRef, item);
  });
  context.assign(
    outlinesRef,
    context.obj({
      Type: 'Outlines',
      First: itemRefs[0] as PDFRef,
      Last: itemRefs[itemRefs.length - 1] as PDFRef,
      Count: entries.length,
    }),
  );
  document.catalog.set(PDFName.of('Outlines'), outlinesRef);
  document.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
