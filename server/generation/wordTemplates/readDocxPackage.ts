import { crc32, inflateRawSync } from 'node:zlib';
import { ApiError } from '../../errors/ApiError';
import { uploadMessages } from '../generationMessages';
import { classifyPartName } from './docxPartNames';

/** Bounds of the upload gate: a Word document is far inside them. */
export const docxLimits = {
  /** Entries of the zip's central directory. */
  maxEntries: 1000,
  /** All parts together once inflated, as declared and as actually inflated. */
  maxInflatedBytes: 64 * 1024 * 1024,
} as const;

const eocdSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
/** OLE compound file: a password-protected .docx, or a legacy .doc. */
const compoundFileMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

// The first step of the upload gate, before any zip or XML library sees the bytes (a template is
// untrusted): our own reading of the zip's central directory, then each part inflated with a hard
// cap. Refusals are ApiErrors with a Spanish reason.
// - Not a zip: a compound file is told apart (password-protected .docx or legacy .doc).
// - The central directory: found, inside the file, at most `maxEntries` entries, no Zip64, no
//   encryption, only stored or deflated parts, names unique and on the allowlist
//   (docxPartNames.ts: `hasOwnProperty` crashes pizzip; vbaProject.bin means macros), local
//   headers where the directory says, data ranges inside the file and not overlapping.
// - Declared sizes add up to at most `maxInflatedBytes`, and each part is inflated with
//   `maxOutputLength` = its declared size: a part whose declared size lies stops inflating there
//   (memory stays bounded) and the file is refused. Sizes and CRC-32 must match.
export function readDocxPackage(bytes: Buffer): Map<string, Buffer> {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(compoundFileMagic)) {
    throw refuse(isEncryptedPackage(bytes) ? uploadMessages.encrypted : uploadMessages.legacyDoc);
  }
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== localSignature) {
    throw new ApiError(415, 'TEMPLATE_NOT_DOCX', uploadMessages.notDocx);
  }
  const entries = readCentralDirectory(bytes);
  const parts = new Map<string, Buffer>();
  for (const entry of entries) parts.set(entry.name, inflateEntry(bytes, entry));
  return parts;
}

function readCentralDirectory(bytes: Buffer): Entry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) throw damaged();
  const disk = bytes.readUInt16LE(eocd + 4);
  const directoryDisk = bytes.readUInt16LE(eocd + 6);
  const entriesOnDisk = bytes.readUInt16LE(eocd + 8);
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  // Zip64 markers (0xFFFF, 0xFFFFFFFF) are refused: no Word document needs them.
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== count || count === 0xffff) {
    throw damaged();
  }
  if (count > docxLimits.maxEntries) {
    throw refuse(uploadMessages.tooManyParts(docxLimits.maxEntries));
  }
  if (directoryOffset + directorySize > eocd) throw damaged();
  const entries: Entry[] = [];
  const names = new Set<string>();
  let declared = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== centralSignature) throw damaged();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > eocd) throw damaged();
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('latin1');
    const entry: Entry = {
      name,
      method,
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    if (flags & 0x1) throw refuse(uploadMessages.encrypted);
    checkPartName(name, names);
    if (method !== 0 && method !== 8) throw damaged();
    declared += entry.size;
    if (declared > docxLimits.maxInflatedBytes) {
      throw refuse(uploadMessages.inflatesTooMuch(docxLimits.maxInflatedBytes));
    }
    entries.push(entry);
    at = next;
  }
  checkDataRanges(bytes, entries, directoryOffset);
  return entries;
}

function checkPartName(name: string, seen: Set<string>): void {
  const kind = classifyPartName(name);
  if (kind === 'macro') throw refuse(uploadMessages.macros);
  if (kind === 'directory') return;
  if (kind === 'unknown') throw refuse(uploadMessages.unexpectedPart(printable(name)));
  if (seen.has(name)) throw damaged();
  seen.add(name);
}

// Every local header sits where the directory says, and the data ranges follow one another
// without overlapping (overlapping entries are how some zip bombs multiply one deflate stream).
function checkDataRanges(bytes: Buffer, entries: Entry[], directoryOffset: number): void {
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let end = 0;
  for (const entry of sorted) {
    const at = entry.localOffset;
    if (at < end || at + 30 > directoryOffset || bytes.readUInt32LE(at) !== localSignature) {
      throw damaged();
    }
    const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    end = dataStart + entry.compressedSize;
    if (end > directoryOffset) throw damaged();
  }
}

function inflateEntry(bytes: Buffer, entry: Entry): Buffer {
  if (entry.name.endsWith('/')) return Buffer.alloc(0);
  const at = entry.localOffset;
  const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  let content: Buffer;
  if (entry.method === 0) {
    content = data;
  } else {
    try {
      // Stops as soon as the output passes the declared size: a lying bomb costs nothing.
      content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw refuse(uploadMessages.inflatesTooMuch(docxLimits.maxInflatedBytes));
      }
      throw damaged();
    }
  }
  if (content.length !== entry.size || crc32(content) !== entry.crc) throw damaged();
  return content;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (
      bytes.readUInt32LE(at) === eocdSignature &&
      at + 22 + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return at;
    }
  }
  return -1;
}

// An encrypted OOXML package is a compound file holding an `EncryptedPackage` stream; its
// directory names are UTF-16. A legacy .doc has `WordDocument` instead.
function isEncryptedPackage(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
}

function printable(name: string): string {
  const clean = name.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

function refuse(message: string): ApiError {
  return new ApiError(422, 'TEMPLATE_REFUSED', message);
}

function damaged(): ApiError {
  return new ApiError(422, 'TEMPLATE_DAMAGED', uploadMessages.damaged);
}
