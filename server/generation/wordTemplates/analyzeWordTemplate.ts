import { parseFormatName } from '@engine/format/parseFormatName';
import type { WordPlaceholder } from '@schemas/api/generation';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { parseWordTag } from './parseWordTag';
import { describePart, wordTemplateMessages } from './wordTemplateMessages';

export interface WordTemplateAnalysis {
  placeholders: WordPlaceholder[];
  /** Spanish errors: the template cannot be used until they are fixed. */
  errors: string[];
}

interface TemplatePart {
  type: string;
  value: string;
  module?: string;
  inverted?: boolean;
  subparsed?: TemplatePart[];
}

interface TemplateErrorDetail {
  properties?: {
    id?: string;
    xtag?: string;
    openingtag?: string;
    closingtag?: string;
    file?: string;
  };
}

/** The docxtemplater options every uploaded template is compiled and rendered with. */
export const docxtemplaterOptions = {
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  // A missing value prints nothing, never 'undefined'.
  nullGetter: () => '',
} as const;

// Compiles a (sanitized) Word template with docxtemplater and lists its placeholders, each with
// the sections around it, in document order. Syntax errors (an unclosed tag or section, a
// section closed by another name, a raw XML tag, a placeholder our grammar does not read, an
// unknown format) come back as Spanish errors. Nothing is rendered here.
export function analyzeWordTemplate(docx: Buffer): WordTemplateAnalysis {
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(new PizZip(docx), {
      ...docxtemplaterOptions,
      parser: () => ({ get: () => '' }),
    });
  } catch (error) {
    return { placeholders: [], errors: toSyntaxErrors(error) };
  }
  const placeholders: WordPlaceholder[] = [];
  const compiled = (doc as unknown as { compiled: Record<string, { postparsed: TemplatePart[] }> })
    .compiled;
  for (const [file, template] of Object.entries(compiled)) {
    collect(template.postparsed, [], describePart(file), placeholders);
  }
  const errors: string[] = [];
  for (const placeholder of placeholders) {
    const error = checkSyntax(placeholder);
    if (error && !errors.includes(error)) errors.push(error);
  }
  return { placeholders, errors };
}

function collect(
  parts: TemplatePart[],
  sections: string[],
  part: string,
  into: WordPlaceholder[],
): void {
  for (const item of parts) {
    if (item.type !== 'placeholder') continue;
    const module = item.module === 'loop' ? 'loop' : item.module === 'rawxml' ? 'raw' : 'value';
    into.push({
      text: item.value,
      module,
      inverted: item.inverted === true,
      sections: [...sections],
      part,
    });
    if (item.subparsed) collect(item.subparsed, [...sections, item.value], part, into);
  }
}

function checkSyntax(placeholder: WordPlaceholder): string | null {
  if (placeholder.module === 'raw') return wordTemplateMessages.rawXml;
  const tag = parseWordTag(placeholder.text, placeholder.module === 'loop');
  if (tag.kind === 'invalid') return tag.message;
  if (tag.kind === 'value' && tag.formatName !== null && !parseFormatName(tag.formatName)) {
    return wordTemplateMessages.unknownFormat(tag.formatName);
  }
  return null;
}

function toSyntaxErrors(error: unknown): string[] {
  const details = (error as { properties?: { errors?: TemplateErrorDetail[] } }).properties
    ?.errors ?? [error as TemplateErrorDetail];
  const messages = details.map((detail) => {
    const { id = '', xtag = '', openingtag = '', closingtag = '' } = detail.properties ?? {};
    switch (id) {
      case 'unclosed_tag':
        return wordTemplateMessages.unclosedTag(xtag);
      case 'unopened_tag':
        return wordTemplateMessages.unopenedTag(xtag);
      case 'unclosed_loop':
        return wordTemplateMessages.unclosedSection(xtag);
      case 'unopened_loop':
        return wordTemplateMessages.unopenedSection(xtag);
      case 'closing_tag_does_not_match_opening_tag':
        return wordTemplateMessages.mismatchedSection(openingtag, closingtag);
      case 'duplicate_open_tag':
      case 'duplicate_close_tag':
        return wordTemplateMessages.duplicateBrace(xtag);
      case 'raw_xml_tag_should_be_only_text_in_paragraph':
        return wordTemplateMessages.rawXml;
      default: {
        const near = xtag || closingtag || openingtag;
        return near ? wordTemplateMessages.syntax(near) : wordTemplateMessages.unreadable;
      }
    }
  });
  return [...new Set(messages)];
}
