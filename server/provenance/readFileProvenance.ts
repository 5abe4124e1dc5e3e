import { PDFDocument } from 'pdf-lib';
import { SaxesParser } from 'saxes';
import { readDocxPackage } from '../generation/wordTemplates/readDocxPackage';
import { readPdfProperties } from './stampPdf';

export type UploadedFormat = 'docx' | 'pdf';

/** What an uploaded file says of itself: its format, its Minuta properties, its text. */
export interface UploadedFile {
  format: UploadedFormat;
  properties: Map<string, string>;
  /** The DOCX's parts, bounded by the upload gate's reader (for its text). */
  documentXml: string | null;
}

/** The format told by the bytes themselves, never by the file's name. */
export function formatOf(bytes: Buffer): UploadedFormat | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'docx';
  return null;
}

// Reads the Minuta properties an uploaded file carries. The file is untrusted: a DOCX goes
// through the Word gate's own bounded zip reader (entries, inflated size, part names) before its
// properties are parsed with saxes; a PDF is parsed by pdf-lib, whose work is bounded by the
// upload's size. A file that cannot be read answers null (the caller says it is not a document
// Minuta made).
export async function readFileProvenance(bytes: Buffer): Promise<UploadedFile | null> {
  const format = formatOf(bytes);
  if (format === 'pdf') {
    try {
      const document = await PDFDocument.load(bytes, {
        updateMetadata: false,
        ignoreEncryption: true,
        throwOnInvalidObject: false,
      });
      return { format, properties: readPdfProperties(document), documentXml: null };
    } catch {
      return null;
    }
  }
  if (format === 'docx') {
    try {
      const parts = readDocxPackage(bytes);
      const custom = parts.get('docProps/custom.xml');
      return {
        format,
        properties: custom ? readCustomProperties(custom.toString('utf8')) : new Map(),
        documentXml: parts.get('word/document.xml')?.toString('utf8') ?? null,
      };
    } catch {
      return null;
    }
  }
  return null;
}

/** `docProps/custom.xml`'s string properties by name. */
export function readCustomProperties(xml: string): Map<string, string> {
  const properties = new Map<string, string>();
  const parser = new SaxesParser({ xmlns: false });
  let name: string | null = null;
  let value = '';
  parser.on('opentag', (tag) => {
    if (tag.name === 'property') {
      name = typeof tag.attributes.name === 'string' ? tag.attributes.name : null;
      value = '';
    }
  });
  parser.on('text', (text) => {
    if (name !== null) value += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'property' && name !== null) {
      properties.set(name, value);
      name = null;
    }
  });
  parser.on('doctype', () => {
    throw new Error('DOCTYPE in custom properties');
  });
  try {
    parser.write(xml).close();
  } catch {
    return new Map();
  }
  return properties;
}
