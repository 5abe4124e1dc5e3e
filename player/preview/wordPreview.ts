import { validateAnswers } from '@engine/index';
import { normalizeAnswers } from '@engine/validate/normalizeAnswerText';
import { createWordParser } from '@engine/word/createWordParser';
import { indexVariables } from '@engine/word/resolveTagPath';
import { docxtemplaterOptions, withComputedValues } from '@engine/word/wordTemplateData';
import { TraceReader } from '@engine/word/wordTrace';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type {
  ResolvedAlign,
  ResolvedBlock,
  ResolvedParagraph,
  ResolvedRun,
  ResolvedTable,
} from '@schemas/resolvedDocument';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { Answers } from '../model/answers';

const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const bodyPart = 'word/document.xml';
// The smallest package docxtemplater opens: the body part, declared as the main document.
const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const packageRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

// The live preview of an uploaded Word template: its body filled in the browser by docxtemplater
// with the engine's own parser and options (engine/word) — what the server's generation runs —
// from the answers as generation takes them (normalised, validated: hidden and unknown answers
// pruned; calculations joined), then read back paragraph by paragraph. The parser traces each
// value (its answer path, or a gap), so a click leads to the question and an unanswered one shows
// its title; conditions and repeats are not traced, and false sections are simply absent (there
// is no «Mostrar todo» for a Word template). The text is the DOCX's body text: an end-to-end test
// holds them equal.
export class WordPreview {
  private readonly parserFor: ReturnType<typeof createWordParser>;

  constructor(
    private readonly documentXml: string,
    private readonly compiled: CompiledInterview,
  ) {
    this.parserFor = createWordParser(indexVariables(compiled.variables), { trace: true });
  }

  /** The body's blocks for these answers. Throws docxtemplater's error when it cannot fill. */
  fill(answers: Answers): ResolvedBlock[] {
    const validated = validateAnswers(this.compiled, normalizeAnswers(answers)).answers;
    const zip = new PizZip();
    zip.file('[Content_Types].xml', contentTypes);
    zip.file('_rels/.rels', packageRels);
    zip.file(bodyPart, this.documentXml);
    const doc = new Docxtemplater(zip, { ...docxtemplaterOptions, parser: this.parserFor });
    doc.render(withComputedValues(this.compiled, validated));
    const filled = doc.getZip().file(bodyPart)?.asText() ?? '';
    return readBody(filled);
  }
}

function readBody(xml: string): ResolvedBlock[] {
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');
  const body = parsed.getElementsByTagNameNS(w, 'body')[0];
  return body ? blocksOf(body, new TraceReader()) : [];
}

function childrenOf(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter(
    (child) => child.namespaceURI === w && child.localName === name,
  );
}

function blocksOf(parent: Element, trace: TraceReader): ResolvedBlock[] {
  const blocks: ResolvedBlock[] = [];
  for (const child of Array.from(parent.children)) {
    if (child.namespaceURI !== w) continue;
    if (child.localName === 'p') blocks.push(paragraphOf(child, trace));
    else if (child.localName === 'tbl') blocks.push(tableOf(child, trace));
    else if (child.localName === 'sdt') {
      for (const content of childrenOf(child, 'sdtContent')) {
        blocks.push(...blocksOf(content, trace));
      }
    }
  }
  return blocks;
}

const aligns: Record<string, ResolvedAlign> = {
  left: 'left',
  start: 'left',
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
};

// A paragraph's runs in document order: the text of its w:t, its line breaks and tabs (a tab
// as a space), with bold, italic and underline from each run's properties, split where a traced
// value starts or ends. Field codes, deleted text and tab stops are not text.
function paragraphOf(paragraph: Element, trace: TraceReader): ResolvedParagraph {
  const runs: ResolvedRun[] = [];
  for (const element of Array.from(paragraph.getElementsByTagNameNS(w, '*'))) {
    const run = element.parentElement;
    if (run?.namespaceURI !== w || run.localName !== 'r') continue;
    if (element.localName === 'br') runs.push({ type: 'lineBreak' });
    else if (element.localName === 't' || element.localName === 'tab') {
      const marks = marksOf(run);
      const text = element.localName === 't' ? (element.textContent ?? '') : ' ';
      for (const piece of trace.read(text)) {
        if (piece.kind === 'text') runs.push({ type: 'text', text: piece.text, ...marks });
        else
          runs.push({
            type: 'text',
            text: piece.text,
            ...marks,
            source: piece.source,
            ...(piece.missing && { missing: true }),
          });
      }
    }
  }
  const jc = childrenOf(paragraph, 'pPr')[0]
    ?.getElementsByTagNameNS(w, 'jc')[0]
    ?.getAttributeNS(w, 'val');
  const align = jc ? aligns[jc] : undefined;
  return { type: 'paragraph', runs, ...(align && align !== 'left' && { align }) };
}

function marksOf(run: Element): { bold?: true; italic?: true; underline?: true } {
  const properties = childrenOf(run, 'rPr')[0];
  if (!properties) return {};
  const on = (name: string, off: string[] = ['0', 'false']) => {
    const element = childrenOf(properties, name)[0];
    if (!element) return false;
    const value = element.getAttributeNS(w, 'val');
    return value === null || value === '' || !off.includes(value);
  };
  return {
    ...(on('b') && { bold: true }),
    ...(on('i') && { italic: true }),
    ...(on('u', ['0', 'false', 'none']) && { underline: true }),
  };
}

function tableOf(table: Element, trace: TraceReader): ResolvedTable {
  return {
    type: 'table',
    rows: childrenOf(table, 'tr').map((row) => ({
      cells: childrenOf(row, 'tc').map((cell) => {
        const span = Number(
          childrenOf(cell, 'tcPr')[0]
            ?.getElementsByTagNameNS(w, 'gridSpan')[0]
            ?.getAttributeNS(w, 'val') ?? 1,
        );
        return {
          header: false,
          colspan: Number.isInteger(span) && span > 0 ? span : 1,
          rowspan: 1,
          widths: null,
          blocks: blocksOf(cell, trace),
        };
      }),
    })),
  };
}

/**
 * The pane's `fill` for one Word template body: a WordPreview per compiled interview (the
 * operator's draft is compiled again after each edit), kept while that interview is current.
 */
export function createWordFiller(
  documentXml: string,
): (answers: Answers, compiled: CompiledInterview) => ResolvedBlock[] {
  const previews = new WeakMap<CompiledInterview, WordPreview>();
  return (answers, compiled) => {
    let preview = previews.get(compiled);
    if (!preview) {
      preview = new WordPreview(documentXml, compiled);
      previews.set(compiled, preview);
    }
    return preview.fill(answers);
  };
}
