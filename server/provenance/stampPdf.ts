import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { type Provenance, propertyPrefix, toProperties } from './Provenance';

// Writes the provenance into a generated PDF's document information dictionary, as custom keys
// beside LibreOffice's Title/Producer (Acrobat lists them under Properties › Custom; `pdfinfo
// -custom` prints them). LibreOffice's export does not carry the DOCX's custom properties over,
// so they are added after conversion with pdf-lib, keeping LibreOffice's own entries
// (updateMetadata: false leaves Producer and dates alone).
export async function stampPdf(pdf: Buffer, provenance: Provenance): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const info = infoDictOf(document);
  for (const [name, value] of toProperties(provenance)) {
    info.set(PDFName.of(name), PDFHexString.fromText(value));
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
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

/** Our entries of a PDF's information dictionary (empty when none). */
export function readPdfProperties(document: PDFDocument): Map<string, string> {
  const properties = new Map<string, string>();
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
