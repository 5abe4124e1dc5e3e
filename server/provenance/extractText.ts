import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { readDocxPackage } from '../generation/wordTemplates/readDocxPackage';

/** How long pdftotext may take on one file before its text is given up on. */
const pdfTextTimeoutMs = 20_000;

// The text a person reads in a generated file, as one string: the main body's paragraphs of a
// DOCX (w:t runs, tabs and breaks; a paragraph ends a line), or poppler's pdftotext of a PDF.
// Only compared with itself (a DOCX with a DOCX, a PDF with a PDF): a file re-saved by Word with
// different runs or properties still reads the same, while a changed word does not.
// Null when the text cannot be read (no pdftotext installed, or a damaged file).
export async function extractText(bytes: Buffer, format: 'docx' | 'pdf'): Promise<string | null> {
  return format === 'docx' ? docxText(bytes) : pdfText(bytes);
}

/** sha256 (hex) of a text with its white space normalised; null stays null. */
export function hashText(text: string | null): string | null {
  if (text === null) return null;
  const normal = text
    .normalize('NFC')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
  return createHash('sha256').update(normal, 'utf8').digest('hex');
}

/** What a generated file is recognised by later (verifyDocument): its bytes' and text's hash. */
export async function fingerprint(
  bytes: Buffer,
  format: 'docx' | 'pdf',
): Promise<{ contentHash: string; textHash: string | null }> {
  return { contentHash: hashBytes(bytes), textHash: hashText(await extractText(bytes, format)) };
}

export function hashBytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `word/document.xml` read from a DOCX's parts; the caller bounded the package. */
export function docxBodyText(documentXml: string): string | null {
  const parser = new SaxesParser({ xmlns: false });
  let text = '';
  let inText = false;
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    if (tag.name === 'w:t') inText = true;
    else if (tag.name === 'w:tab') text += '\t';
    else if (tag.name === 'w:br' || tag.name === 'w:cr') text += '\n';
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'w:t') inText = false;
    else if (tag.name === 'w:p') text += '\n';
  });
  parser.on('text', (chunk) => {
    if (inText) text += chunk;
  });
  try {
    parser.write(documentXml).close();
  } catch {
    return null;
  }
  return failed ? null : text;
}

async function docxText(bytes: Buffer): Promise<string | null> {
  try {
    const xml = readDocxPackage(bytes).get('word/document.xml');
    return xml ? docxBodyText(xml.toString('utf8')) : null;
  } catch {
    return null;
  }
}

function pdfText(bytes: Buffer): Promise<string | null> {
  return new Promise((resolve) => {
    const child = execFile(
      'pdftotext',
      ['-enc', 'UTF-8', '-', '-'],
      { timeout: pdfTextTimeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout) => resolve(error ? null : stdout.replace(/\f/g, '\n')),
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(bytes);
  });
}
