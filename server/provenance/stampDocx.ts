import PizZip from 'pizzip';
import { type Provenance, propertyPrefix, toProperties } from './Provenance';

const customPart = 'docProps/custom.xml';
const customType = 'application/vnd.openxmlformats-officedocument.custom-properties+xml';
const customRelType =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties';
/** The format id every user-defined custom property carries (ECMA-376 part 1, 22.3.2.2). */
const userDefinedFmtid = '{D5CDD505-2E9C-101B-9397-08002B2CF9AE}';

// Writes the provenance into a generated DOCX's custom document properties (Word shows them in
// File › Properties › Custom; LibreOffice in File › Properties › Custom Properties). A template's
// own custom properties are kept; earlier Minuta ones (a Word template made from a generated
// file) are replaced. The DOCX is ours (generated from a checked template), so its parts are
// well-formed.
export function stampDocx(docx: Buffer, provenance: Provenance): Buffer {
  const zip = new PizZip(docx);
  const existing = zip.file(customPart)?.asText();
  const kept = existing ? keptProperties(existing) : [];
  let pid = 1 + kept.reduce((max, property) => Math.max(max, property.pid), 1);
  const ours = toProperties(provenance).map(
    ([name, value]) =>
      `<property fmtid="${userDefinedFmtid}" pid="${pid++}" name="${name}"><vt:lpwstr>${escapeXml(value)}</vt:lpwstr></property>`,
  );
  zip.file(
    customPart,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">${kept.map((property) => property.xml).join('')}${ours.join('')}</Properties>`,
  );
  if (!existing) {
    const types = zip.file('[Content_Types].xml')?.asText() ?? '';
    if (!types.includes(`PartName="/${customPart}"`)) {
      zip.file(
        '[Content_Types].xml',
        types.replace(
          '</Types>',
          `<Override PartName="/${customPart}" ContentType="${customType}"/></Types>`,
        ),
      );
    }
    const rels = zip.file('_rels/.rels')?.asText() ?? '';
    if (!rels.includes(customRelType)) {
      zip.file(
        '_rels/.rels',
        rels.replace(
          '</Relationships>',
          `<Relationship Id="rIdMinutaCustom" Type="${customRelType}" Target="${customPart}"/></Relationships>`,
        ),
      );
    }
  }
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The template's own properties, as written, with their pids (ours are dropped). */
function keptProperties(xml: string): { xml: string; pid: number }[] {
  const kept: { xml: string; pid: number }[] = [];
  for (const match of xml.matchAll(/<property\b[^>]*>[\s\S]*?<\/property>/g)) {
    const name = /\bname="([^"]*)"/.exec(match[0])?.[1] ?? '';
    if (name.startsWith(propertyPrefix)) continue;
    kept.push({ xml: match[0], pid: Number(/\bpid="(\d+)"/.exec(match[0])?.[1] ?? 1) });
  }
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
