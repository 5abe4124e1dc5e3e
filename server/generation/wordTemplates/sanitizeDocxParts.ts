import { ApiError } from '../../errors/ApiError';
import { sanitizeMessages, uploadMessages } from '../generationMessages';
import { findXmlError } from '../xml/findXmlError';
import { isStoryPart } from './docxPartNames';
import { neutralizeFields } from './neutralizeFields';
import { wordTemplateMessages } from './wordTemplateMessages';

export interface SanitizedDocx {
  parts: Map<string, Buffer>;
  /** Spanish notes on what was removed, shown with the accepted template. */
  warnings: string[];
}

const mainTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
];
const macroTypes = /macroEnabled|vbaProject|vbaData|activeX/i;

// The second step of the upload gate, on parts readDocxPackage has already bounded:
// - the content types say Word document or template, and nothing says macros (.docm, .dotm);
// - no XML part declares a DTD or an entity (entity expansion, external entities), and every one
//   is well-formed XML (refuseMalformedXml);
// - relationships to anything outside the package are removed (linked images, attached
//   templates, sub-documents…), and so are the references to them; web and mail hyperlinks stay;
// - fields that read outside content (INCLUDE, DDE…) are disarmed (neutralizeFields.ts).
export function sanitizeDocxParts(input: Map<string, Buffer>): SanitizedDocx {
  const parts = new Map(input);
  const contentTypes = parts.get('[Content_Types].xml')?.toString('utf8');
  if (!contentTypes || !parts.has('word/document.xml') || !parts.has('_rels/.rels')) {
    throw new ApiError(415, 'TEMPLATE_NOT_DOCX', uploadMessages.notDocx);
  }
  for (const [name, bytes] of parts) {
    if (!/\.(xml|rels)$/.test(name)) continue;
    if (hasDoctype(bytes)) throw new ApiError(422, 'TEMPLATE_REFUSED', uploadMessages.dtd);
  }
  refuseMalformedXml(parts);
  if (macroTypes.test(contentTypes)) {
    throw new ApiError(422, 'TEMPLATE_REFUSED', uploadMessages.macros);
  }
  const main = /<Override\b[^>]*PartName="\/word\/document\.xml"[^>]*>/i.exec(contentTypes)?.[0];
  if (!main || !mainTypes.some((type) => main.includes(type))) {
    throw new ApiError(415, 'TEMPLATE_NOT_DOCX', uploadMessages.notDocx);
  }

  let removedLinks = 0;
  for (const [name, bytes] of [...parts]) {
    const owner = relationshipOwner(name);
    if (owner === null) continue;
    const { xml, removed } = removeExternalRelationships(bytes.toString('utf8'));
    if (removed.length === 0) continue;
    removedLinks += removed.length;
    parts.set(name, Buffer.from(xml, 'utf8'));
    const ownerBytes = parts.get(owner);
    if (ownerBytes) {
      parts.set(owner, Buffer.from(removeReferences(ownerBytes.toString('utf8'), removed), 'utf8'));
    }
  }
  let disarmedFields = 0;
  for (const [name, bytes] of [...parts]) {
    if (!isStoryPart(name)) continue;
    const { xml, count } = neutralizeFields(bytes.toString('utf8'));
    if (count === 0) continue;
    disarmedFields += count;
    parts.set(name, Buffer.from(xml, 'utf8'));
  }
  // Our own edits must leave every part well-formed; if one did not, that is our fault (a 500
  // with the details in the log), never a corrupt template stored.
  for (const [name, bytes] of parts) {
    if (bytes === input.get(name) || !isXmlPart(name)) continue;
    const error = findXmlError(bytes.toString('utf8'));
    if (error) throw new Error(`sanitizing ${name} broke its XML: ${error.detail}`);
  }
  const warnings: string[] = [];
  if (removedLinks > 0) warnings.push(sanitizeMessages.externalLinks(removedLinks));
  if (disarmedFields > 0) warnings.push(sanitizeMessages.fields(disarmedFields));
  return { parts, warnings };
}

const isXmlPart = (name: string) => /\.(xml|rels)$/.test(name);

// Every XML part the gate and the renderer touch must be well-formed XML 1.0: docxtemplater and
// LibreOffice would otherwise make corrupt documents from it (a stray closing tag in
// word/document.xml passed before). Every malformed part is named, with the line and column
// where parsing stopped, in one answer.
function refuseMalformedXml(parts: Map<string, Buffer>): void {
  const fields = [...parts].flatMap(([name, bytes]) => {
    if (!isXmlPart(name)) return [];
    const error = findXmlError(bytes.toString('utf8'));
    if (!error) return [];
    return [
      { field: 'file', message: wordTemplateMessages.malformedXml(name, error.line, error.column) },
    ];
  });
  if (fields.length > 0) {
    throw new ApiError(422, 'TEMPLATE_DAMAGED', uploadMessages.damaged, fields);
  }
}

// `<!DOCTYPE` or `<!ENTITY` anywhere, in any case. Word writes UTF-8; a part in UTF-16 (BOM or
// NUL bytes between ASCII letters) could hide a declaration from this check, so it is refused.
function hasDoctype(bytes: Buffer): boolean {
  if (bytes.length >= 2 && (bytes[0] === 0xff || bytes[0] === 0xfe)) return true;
  if (bytes.includes(Buffer.from('<\0!\0'))) return true;
  const text = bytes.toString('latin1');
  return /<!\s*(doctype|entity)/i.test(text);
}

/** `word/_rels/document.xml.rels` → `word/document.xml`; `_rels/.rels` → none to edit. */
function relationshipOwner(name: string): string | null {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/.exec(name);
  if (!match) return null;
  return match[2] === '' ? '' : `${match[1]}${match[2]}`;
}

const relationship = /<Relationship\b([^>]*?)(\/>|>[\s\S]*?<\/Relationship>)/g;

function removeExternalRelationships(xml: string): { xml: string; removed: string[] } {
  const removed: string[] = [];
  const cleaned = xml.replace(relationship, (whole, attributes: string) => {
    if (!/\bTargetMode\s*=\s*"External"/i.test(attributes)) return whole;
    const type = /\bType\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? '';
    const target = /\bTarget\s*=\s*"([^"]*)"/.exec(attributes)?.[1] ?? '';
    // A hyperlink in the text is not fetched by anyone; web and mail links stay clickable.
    if (type.endsWith('/hyperlink') && /^(https?:|mailto:)/i.test(target.trim())) return whole;
    const id = /\bId\s*=\s*"([^"]*)"/.exec(attributes)?.[1];
    if (id) removed.push(id);
    return '';
  });
  return { xml: cleaned, removed };
}

// Elements that exist only to point at the removed target go; attributes pointing at it are
// dropped from other elements (a linked image keeps its frame, without the picture).
function removeReferences(xml: string, ids: string[]): string {
  let result = xml;
  for (const id of ids) {
    const quoted = escapeRegExp(id);
    result = result
      .replace(
        new RegExp(
          `<w:(attachedTemplate|subDoc|altChunk)\\b[^>]*\\br:id="${quoted}"[^>]*?(/>|>[\\s\\S]*?</w:\\1>)`,
          'g',
        ),
        '',
      )
      .replace(new RegExp(`\\s[A-Za-z]+:(id|link|embed|href|pict)="${quoted}"`, 'g'), '');
  }
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
