import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { propertyPrefix } from './Provenance';
import { readXmpPacket, readXmpProperties, writeXmp } from './pdfXmp';

// Writes the provenance into a generated PDF's document information dictionary, as custom keys
// beside LibreOffice's Title/Producer (Acrobat lists them under Properties › Custom; `pdfinfo
// -custom` prints them). LibreOffice's export does not carry the DOCX's custom properties over,
// so they are added after conversion with pdf-lib, keeping LibreOffice's own entries
// (updateMetadata: false leaves Producer and dates alone). The same properties go into the XMP
// metadata stream (pdfXmp.ts), which PDF 2.0 and archiving tools read instead.
// Stamped on the worker that converted the PDF (createPdfJobHandler), with the properties the API
// worked out (toProperties): loading and saving a PDF is most of a generation's CPU outside
// LibreOffice, and it stays off the API instances.
export async function stampPdf(
  pdf: Buffer,
  properties: readonly [string, string][],
): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  stampPdfProperties(document, properties);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Writes our properties into both the Info dictionary and the XMP packet of a loaded PDF. */
export function stampPdfProperties(
  document: PDFDocument,
  properties: readonly [string, string][],
): void {
  const info = infoDictOf(document);
  for (const [name, value] of properties) {
    info.set(PDFName.of(name), PDFHexString.fromText(value));
  }
  writeXmp(document, properties);
}

/** The document information dictionary, made when the file has none. */
export function infoDictOf(document: PDFDocument): PDFDict {
  const { context } = document;
  const existing = context.trailerInfo.Info
    ? context.lookupMaybe(context.trailerInfo.Info, PDFDict)
    : undefined;
  if (existing) return existing;
  const created = context.obj({});
  context.trailerInfo.Info = context.register(created);
  return created;
}

// Our properties of a PDF: its XMP packet's `minuta:` entries, then its information dictionary's
// (which win where both are present: the dictionary is what `stampPdf` writes first and what
// older editors keep up to date). A file whose Info dictionary was stripped by a tool that keeps
// XMP (or the reverse) still names itself. Empty when it carries neither.
export function readPdfProperties(document: PDFDocument): Map<string, string> {
  const packet = readXmpPacket(document);
  const properties = packet ? readXmpProperties(packet) : new Map<string, string>();
  const info = document.context.trailerInfo.Info
    ? document.context.lookupMaybe(document.context.trailerInfo.Info, PDFDict)
    : undefined;
  if (!info) return properties;
  for (const [key, value] of info.entries()) {
    const name = key.decodeText();
    if (!name.startsWith(propertyPrefix)) continue;
    if (value instanceof PDFHexString || value instanceof PDFString) {
      properties.set(name, value.decodeText());
    }
  }
  return properties;
}
