import { decodePDFRawStream, type PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';
import { SaxesParser } from 'saxes';
import { propertyPrefix } from './Provenance';

/** Our XMP namespace: `minuta:FileId` carries the Info dictionary's `MinutaFileId`. */
export const minutaXmpNamespace = 'https://minuta.app/ns/provenance/1.0/';

/** The largest XMP packet read back from an uploaded PDF (ours are about 3 KB). */
const maxXmpBytes = 256 * 1024;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

// Writes the provenance as the PDF's XMP metadata stream (the catalog's /Metadata), the place
// PDF 2.0 and PDF/A read document metadata from, beside the Info dictionary's custom keys that
// older readers show: the same `Minuta*` properties under the `minuta:` namespace, with the
// PDF/A extension schema that declares it, and dc:title, xmp:CreateDate and pdf:Producer taken
// (with dc:creator, xmp:CreatorTool and xmp:ModifyDate) from the Info dictionary so the two never
// disagree. The packet is stored unfiltered, as
// PDF/A asks, so `pdfinfo -meta` and any text search find it. A packet already there (a PDF/A
// export) is replaced: ours is derived from the same Info dictionary it was derived from.
export function writeXmp(document: PDFDocument, properties: readonly [string, string][]): void {
  const title = document.getTitle();
  const producer = document.getProducer();
  const author = document.getAuthor();
  const creator = document.getCreator();
  const created = document.getCreationDate();
  const modified = document.getModificationDate();
  const fields = properties
    .filter(([name]) => name.startsWith(propertyPrefix))
    .map(([name, value]) => {
      const local = name.slice(propertyPrefix.length);
      return `   <minuta:${local}>${escapeXml(value)}</minuta:${local}>`;
    });
  const described = properties
    .filter(([name]) => name.startsWith(propertyPrefix))
    .map(
      ([name]) => `        <rdf:li rdf:parseType="Resource">
         <pdfaProperty:name>${name.slice(propertyPrefix.length)}</pdfaProperty:name>
         <pdfaProperty:valueType>Text</pdfaProperty:valueType>
         <pdfaProperty:category>internal</pdfaProperty:category>
         <pdfaProperty:description>Minuta provenance: ${name}</pdfaProperty:description>
        </rdf:li>`,
    );
  const lines = [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '  <rdf:Description rdf:about=""',
    '    xmlns:dc="http://purl.org/dc/elements/1.1/"',
    '    xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    '    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    `    xmlns:minuta="${minutaXmpNamespace}"`,
    '    xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"',
    '    xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"',
    '    xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '   <dc:format>application/pdf</dc:format>',
    ...(title
      ? [
          '   <dc:title><rdf:Alt>',
          `    <rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li>`,
          '   </rdf:Alt></dc:title>',
        ]
      : []),
    ...(author
      ? [`   <dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>`]
      : []),
    ...(creator ? [`   <xmp:CreatorTool>${escapeXml(creator)}</xmp:CreatorTool>`] : []),
    ...(created ? [`   <xmp:CreateDate>${created.toISOString()}</xmp:CreateDate>`] : []),
    ...(modified ? [`   <xmp:ModifyDate>${modified.toISOString()}</xmp:ModifyDate>`] : []),
    ...(producer ? [`   <pdf:Producer>${escapeXml(producer)}</pdf:Producer>`] : []),
    ...fields,
    '   <pdfaExtension:schemas>',
    '    <rdf:Bag>',
    '     <rdf:li rdf:parseType="Resource">',
    '      <pdfaSchema:schema>Minuta provenance</pdfaSchema:schema>',
    `      <pdfaSchema:namespaceURI>${minutaXmpNamespace}</pdfaSchema:namespaceURI>`,
    '      <pdfaSchema:prefix>minuta</pdfaSchema:prefix>',
    '      <pdfaSchema:property>',
    '       <rdf:Seq>',
    ...described,
    '       </rdf:Seq>',
    '      </pdfaSchema:property>',
    '     </rdf:li>',
    '    </rdf:Bag>',
    '   </pdfaExtension:schemas>',
    '  </rdf:Description>',
    ' </rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ];
  const bytes = new TextEncoder().encode(lines.join('\n'));
  const stream = document.context.stream(bytes, {
    Type: 'Metadata',
    Subtype: 'XML',
    Length: bytes.length,
  });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(stream));
}

/** The XMP packet of a PDF's catalog, decoded; null when there is none or it is too large. */
export function readXmpPacket(document: PDFDocument): string | null {
  const stream = document.catalog.lookupMaybe(PDFName.of('Metadata'), PDFStream);
  if (!(stream instanceof PDFRawStream)) return null;
  if (stream.getContentsSize() > maxXmpBytes) return null;
  try {
    const bytes = decodePDFRawStream(stream).decode();
    if (bytes.length > maxXmpBytes) return null;
    return new TextDecoder('utf-8').decode(bytes);
  } catch {
    return null;
  }
}

// The `minuta:` properties of an XMP packet, under their Info dictionary names (`MinutaFileId`).
// Read namespace-aware, so a packet that binds our URI to another prefix still reads, and a
// `minuta:` prefix bound to something else does not. A DOCTYPE (entity expansion) or malformed
// XML reads as no properties.
export function readXmpProperties(packet: string): Map<string, string> {
  const properties = new Map<string, string>();
  const parser = new SaxesParser({ xmlns: true });
  let current: string | null = null;
  let value = '';
  parser.on('opentag', (tag) => {
    current = tag.uri === minutaXmpNamespace ? `${propertyPrefix}${tag.local}` : null;
    value = '';
  });
  parser.on('text', (text) => {
    if (current !== null) value += text;
  });
  parser.on('closetag', (tag) => {
    if (current !== null && tag.uri === minutaXmpNamespace) properties.set(current, value);
    current = null;
  });
  parser.on('doctype', () => {
    throw new Error('DOCTYPE in XMP');
  });
  try {
    parser.write(packet.replace(/^\uFEFF/, '')).close();
  } catch {
    return new Map();
  }
  return properties;
}
