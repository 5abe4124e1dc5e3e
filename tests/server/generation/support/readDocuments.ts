import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findXmlError } from '@server/generation/xml/findXmlError';
import mammoth from 'mammoth';
import PizZip from 'pizzip';

/** The text of a DOCX as mammoth reads it: paragraphs separated by blank lines. */
export async function docxText(bytes: Buffer): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return `${value.trim()}\n`;
}

/** One part of a DOCX as text (`word/document.xml`, a `.rels`…). */
export function docxPart(bytes: Buffer, name: string): string {
  return new PizZip(bytes).file(name)?.asText() ?? '';
}

/** pdftotext's text (poppler-utils), pages separated by form feeds, trailing spaces trimmed. */
export function pdfText(bytes: Buffer): string {
  return withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd(),
  );
}

export function pdfPageCount(bytes: Buffer): number {
  return withFile(bytes, (path) => {
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  });
}

/** Compares with a golden file; `UPDATE_GOLDEN=1` rewrites it instead. */
export function readGolden(path: string, actual: string): string {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
  return readFileSync(path, 'utf8');
}

function withFile<T>(bytes: Buffer, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'minuta-read-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every XML part of a DOCX that is not well-formed, as `part line:column detail`. */
export function malformedXmlParts(bytes: Buffer): string[] {
  const zip = new PizZip(bytes);
  return Object.values(zip.files)
    .filter((entry) => !entry.dir && /\.(xml|rels)$/.test(entry.name))
    .flatMap((entry) => {
      const error = findXmlError(entry.asText());
      return error ? [`${entry.name} ${error.line}:${error.column} ${error.detail}`] : [];
    });
}
