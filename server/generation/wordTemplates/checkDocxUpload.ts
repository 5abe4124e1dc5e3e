import PizZip from 'pizzip';
import { readDocxPackage } from './readDocxPackage';
import { sanitizeDocxParts } from './sanitizeDocxParts';

export interface CheckedDocx {
  /** The template as stored: rebuilt from the checked parts only. */
  bytes: Buffer;
  warnings: string[];
}

// The upload gate of a Word template, end to end: our own bounded reading of the zip
// (readDocxPackage), the XML and relationship clean-up (sanitizeDocxParts), then a new package
// built from those parts alone. pizzip and docxtemplater only ever see this rebuilt file.
// Throws ApiError (4xx, Spanish reason) for anything refused.
export function checkDocxUpload(upload: Buffer): CheckedDocx {
  const { parts, warnings } = sanitizeDocxParts(readDocxPackage(upload));
  const zip = new PizZip();
  for (const [name, content] of parts) {
    if (!name.endsWith('/')) zip.file(name, content);
  }
  return { bytes: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), warnings };
}
