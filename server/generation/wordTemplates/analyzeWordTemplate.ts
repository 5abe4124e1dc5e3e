import { parseFormatName } from '@engine/format/parseFormatName';
import { parseWordTag } from '@engine/word/parseWordTag';
import { docxtemplaterOptions } from '@engine/word/wordTemplateData';
import type { WordPlaceholder } from '@schemas/api/generation';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { locateParagraphs, type ParagraphLocator } from './locateParagraphs';

import { scanPlaceholders } from './scanPlaceholders';
import { describePart, wordTemplateMessages } from './wordTemplateMessages';

export interface WordTemplateAnalysis {
  placeholders: WordPlaceholder[];
  /** Spanish errors, each with its location: the template cannot be used until they are fixed. */
  errors: string[];
}

interface TemplatePart {
  type: string;
  value: string;
  module?: string;
  inverted?: boolean;
  offset?: number;
  subparsed?: TemplatePart[];
}

interface TemplateErrorDetail {
  properties?: {
    id?: string;
    xtag?: string;
    openingtag?: string;
    closingtag?: string;
    file?: string;
    offset?: number | number[];
  };
}

/** Where an offset of docxtemplater's falls in one part, in Spanish. */
export type Locate = (file: string, offset: number | undefined) => string | undefined;

// Compiles a (sanitized) Word template with docxtemplater and lists its placeholders, each with
// the sections around it and its paragraph, in document order. Every problem is reported at
// once, each with its location ("Párrafo 12 («…»): …"), so a lawyer fixes them all in one pass:
// docxtemplater's syntax errors (an unclosed tag or section, a section closed by another name, a
// raw XML tag) and, placeholder by placeholder, what our grammar does not read and unknown
// formats. When the structure does not compile, the placeholders are found by a plain scan of
// the text (scanPlaceholders), so formats and variables are still checked. Nothing is rendered.
export function analyzeWordTemplate(docx: Buffer): WordTemplateAnalysis {
  const zip = new PizZip(docx);
  const locate = createLocate(zip);
  let placeholders: WordPlaceholder[];
  const errors: string[] = [];
  try {
    const doc = new Docxtemplater(zip, {
      ...docxtemplaterOptions,
      parser: () => ({ get: () => '' }),
    });
    placeholders = [];
    const compiled = (
      doc as unknown as { compiled: Record<string, { postparsed: TemplatePart[] }> }
    ).compiled;
    for (const [file, template] of Object.entries(compiled)) {
      collect(template.postparsed, [], file, locate, placeholders);
    }
  } catch (error) {
    errors.push(...toSyntaxErrors(error, locate));
    placeholders = scanPlaceholders(zip, locate);
  }
  for (const placeholder of placeholders) {
    const error = checkSyntax(placeholder);
    if (error) add(errors, located(placeholder.location, error));
  }
  return { placeholders, errors };
}

function createLocate(zip: PizZip): Locate {
  const locators = new Map<string, ParagraphLocator>();
  return (file, offset) => {
    if (offset === undefined) return undefined;
    let locator = locators.get(file);
    if (!locator) {
      locator = locateParagraphs(zip.file(file)?.asText() ?? '', describePart(file));
      locators.set(file, locator);
    }
    return locator.describe(offset);
  };
}

function collect(
  parts: TemplatePart[],
  sections: string[],
  file: string,
  locate: Locate,
  into: WordPlaceholder[],
): void {
  for (const item of parts) {
    if (item.type !== 'placeholder') continue;
    const module = item.module === 'loop' ? 'loop' : item.module === 'rawxml' ? 'raw' : 'value';
    const location = locate(file, item.offset);
    into.push({
      text: item.value,
      module,
      inverted: item.inverted === true,
      sections: [...sections],
      part: describePart(file),
      ...(location === undefined ? {} : { location }),
    });
    if (item.subparsed) collect(item.subparsed, [...sections, item.value], file, locate, into);
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

function toSyntaxErrors(error: unknown, locate: Locate): string[] {
  const details = (error as { properties?: { errors?: TemplateErrorDetail[] } }).properties
    ?.errors ?? [error as TemplateErrorDetail];
  const messages: string[] = [];
  for (const detail of details) {
    const { file, offset } = detail.properties ?? {};
    const at = Array.isArray(offset) ? offset[0] : offset;
    add(messages, located(file ? locate(file, at) : undefined, describeError(detail)));
  }
  return messages;
}

function describeError(detail: TemplateErrorDetail): string {
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
}

/** A message with its location in front, when it has one. */
export function located(location: string | undefined, message: string): string {
  return location ? wordTemplateMessages.located(location, message) : message;
}

function add(messages: string[], message: string): void {
  if (!messages.includes(message)) messages.push(message);
}
