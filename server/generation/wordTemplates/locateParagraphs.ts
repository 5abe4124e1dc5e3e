import { wordTemplateMessages } from './wordTemplateMessages';

interface Segment {
  /** Offsets in the part's text as docxtemplater counts it (the raw XML text of its w:t). */
  start: number;
  end: number;
  paragraph: number;
}

export interface ParagraphLocator {
  /** Where an offset of docxtemplater's falls, in Spanish ("párrafo 12 («Por una parte…»)"). */
  describe(offset: number): string;
}

const token = /<w:p\b[^>]*?(\/?)>|<\/w:p>|<w:t\b[^>]*?(?:\/>|>([^<]*)<\/w:t>)/g;
const excerptLength = 30;

// Paragraphs of one XML part of a Word file, numbered from 1 in document order (table cells and
// text boxes included, as a lawyer scrolling the document meets them), and the text each holds.
// docxtemplater reports positions as offsets in the concatenated text of the part's w:t
// elements, escaped as in the XML; this turns such an offset into the paragraph a person finds.
export function locateParagraphs(xml: string, partLabel: string): ParagraphLocator {
  const segments: Segment[] = [];
  const texts: string[] = [''];
  const open: number[] = [];
  let count = 0;
  let offset = 0;
  for (const match of xml.matchAll(token)) {
    const [whole, selfClosing, text] = match;
    if (whole.startsWith('<w:p')) {
      count += 1;
      texts[count] = '';
      if (selfClosing !== '/') open.push(count);
    } else if (whole === '</w:p>') {
      open.pop();
    } else if (text !== undefined && text !== '') {
      const paragraph = open[open.length - 1] ?? 0;
      segments.push({ start: offset, end: offset + text.length, paragraph });
      texts[paragraph] += unescapeXml(text);
      offset += text.length;
    }
  }
  return {
    describe(at) {
      const segment = segments.find((s) => at >= s.start && at < s.end) ?? segments.at(-1);
      const paragraph = segment?.paragraph ?? 0;
      const words = (texts[paragraph] ?? '').trim();
      const excerpt =
        words.length > excerptLength ? `${words.slice(0, excerptLength).trimEnd()}…` : words;
      return wordTemplateMessages.location(partLabel, paragraph, excerpt);
    },
  };
}

/** A w:t text as the person typed it: the five XML escapes read back. */
export function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
