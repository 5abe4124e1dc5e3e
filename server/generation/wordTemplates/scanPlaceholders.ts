import type { WordPlaceholder } from '@schemas/api/generation';
import type PizZip from 'pizzip';
import type { Locate } from './analyzeWordTemplate';
import { unescapeXml } from './locateParagraphs';
import { describePart } from './wordTemplateMessages';

const storyPart = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
const text = /<w:t\b[^>]*?(?:\/>|>([^<]*)<\/w:t>)/g;
const tag = /\{([^{}]*)\}/g;

// The placeholders of a template whose structure docxtemplater refused (an unclosed section…),
// found by reading the text of each story part for `{…}`: enough to check every placeholder's
// grammar, format and variable in the same answer as the structural errors. Sections are
// followed with a plain stack, as the lawyer most likely meant them.
export function scanPlaceholders(zip: PizZip, locate: Locate): WordPlaceholder[] {
  const found: WordPlaceholder[] = [];
  for (const file of Object.keys(zip.files).filter((name) => storyPart.test(name))) {
    const xml = zip.file(file)?.asText() ?? '';
    const content = [...xml.matchAll(text)].map((match) => match[1] ?? '').join('');
    const sections: string[] = [];
    for (const match of content.matchAll(tag)) {
      // The text as typed (Word may write a quote as &quot;), as docxtemplater reads it.
      const inner = unescapeXml(match[1] ?? '');
      const prefix = inner.trimStart().charAt(0);
      if (prefix === '/') {
        sections.pop();
        continue;
      }
      const location = locate(file, match.index);
      const placeholder: WordPlaceholder = {
        text:
          prefix === '#' || prefix === '^' || prefix === '@' ? inner.trimStart().slice(1) : inner,
        module: prefix === '#' || prefix === '^' ? 'loop' : prefix === '@' ? 'raw' : 'value',
        inverted: prefix === '^',
        sections: [...sections],
        part: describePart(file),
        ...(location === undefined ? {} : { location }),
      };
      found.push(placeholder);
      if (placeholder.module === 'loop') sections.push(placeholder.text);
    }
  }
  return found;
}
