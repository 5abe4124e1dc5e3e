import type { CompiledInterview, CompiledVariable } from '@schemas/compiledInterview';
import { limits } from '@schemas/limits';
import type { Statement } from '@schemas/statement';
import {
  type FormatKey,
  type TemplateBlock,
  type TemplateContent,
  type TemplateInline,
  type TemplateListItem,
  type TemplateMark,
  type TemplateTableRow,
  templateLimits,
  templateSchemaVersion,
} from '@schemas/template';
import { defaultFormatFor } from '../format/formatsByQuestionType';
import { parseFormatName } from '../format/parseFormatName';
import { markdownMessages } from '../messages';
import { isValidVariableName } from '../model/variableName';

export interface ImportedMarkdown {
  content: TemplateContent;
  /** What could not be imported as written, in Spanish (each message once). */
  warnings: string[];
}

// Markdown (as a lawyer pastes or exports it) into a rich template. A subset, read line by line
// with no backtracking, so any input costs linear time:
// - headings (# … ####; deeper ones become level 4), paragraphs, line breaks (two trailing spaces
//   or a final backslash), bullet and numbered lists nested by indentation, GFM tables, `\pagebreak`;
// - **bold**, __bold__, *italic*, _italic_, [links](https://…) (http, https and mailto only;
//   others keep their text), <https://…>;
// - placeholders as in Word templates: `{nombre}`, `{precio | en letras}` become variables; a line
//   holding only `{#x}` … `{/x}` becomes a repeat over x when x is a repeating list, a block shown
//   when x is 'Sí' (yes/no questions) or answered (others); `{^x}` the opposite. Inside a repeat a
//   name is looked up in the list first, as docxtemplater does (`{nombre}` in `{#herederos}` is
//   `herederos.nombre`).
// HTML, images and code are never interpreted: their text is kept and a warning says so. The
// result still goes through parseTemplateContent before it is stored.
export function importMarkdown(markdown: string, compiled?: CompiledInterview): ImportedMarkdown {
  const importer = new MarkdownImporter(compiled);
  return importer.run(markdown);
}

const maxLines = 20_000;
const maxListDepth = 4;

interface OpenBlock {
  name: string;
  node: Extract<TemplateBlock, { type: 'conditionalBlock' | 'repeatBlock' }>;
  /** The list path when the block repeats it. */
  repeat: string | null;
}

class MarkdownImporter {
  private readonly warnings = new Set<string>();
  private readonly variables: Map<string, CompiledVariable> | null;
  private readonly root: TemplateBlock[] = [];
  private readonly open: OpenBlock[] = [];

  constructor(compiled: CompiledInterview | undefined) {
    this.variables = compiled ? new Map(compiled.variables.map((v) => [v.path, v])) : null;
  }

  run(markdown: string): ImportedMarkdown {
    const lines = markdown.replace(/\r\n?/g, '\n').split('\n').slice(0, maxLines);
    let index = 0;
    while (index < lines.length) index = this.block(lines, index);
    while (this.open.length > 0) {
      const unclosed = this.open.pop() as OpenBlock;
      this.warn(markdownMessages.unclosedBlock(unclosed.name));
      this.target().push(...unclosed.node.content);
      this.target().splice(this.target().indexOf(unclosed.node), 1);
    }
    const content = this.root.length > 0 ? this.root : [{ type: 'paragraph' as const }];
    return {
      content: { type: 'doc', schemaVersion: templateSchemaVersion, content },
      warnings: [...this.warnings],
    };
  }

  private warn(message: string): void {
    if (this.warnings.size < 50) this.warnings.add(message);
  }

  private target(): TemplateBlock[] {
    return this.open.length > 0
      ? (this.open[this.open.length - 1] as OpenBlock).node.content
      : this.root;
  }

  // Reads the block starting at `index`; answers the index after it.
  private block(lines: string[], index: number): number {
    const line = lines[index] as string;
    const trimmed = line.trim();
    if (trimmed === '' || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) return index + 1;
    if (/^\\(pagebreak|newpage)$/.test(trimmed)) {
      this.target().push({ type: 'pageBreak' });
      return index + 1;
    }
    const section = /^\{\s*([#^/])\s*([^{}]*?)\s*\}$/.exec(trimmed);
    if (section) {
      this.section(section[1] as string, section[2] as string);
      return index + 1;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(trimmed);
    if (heading) {
      const level = Math.min((heading[1] as string).length, 4) as 1 | 2 | 3 | 4;
      const content = this.inlines(heading[2] as string);
      this.target().push({
        type: 'heading',
        attrs: { level },
        ...(content.length > 0 && { content }),
      });
      return index + 1;
    }
    if (/^```|^~~~/.test(trimmed)) return this.fence(lines, index);
    if (isListLine(line)) return this.list(lines, index);
    if (trimmed.startsWith('|') && isTableSeparator(lines[index + 1]))
      return this.table(lines, index);
    return this.paragraph(lines, index);
  }

  private paragraph(lines: string[], index: number): number {
    const parts: string[] = [];
    let next = index;
    while (next < lines.length) {
      const line = lines[next] as string;
      const trimmed = line.trim();
      if (trimmed === '' || (next > index && startsBlock(lines, next))) break;
      parts.push(line.replace(/^\s*>\s?/, ''));
      next += 1;
    }
    this.target().push(this.paragraphNode(parts));
    return next;
  }

  private paragraphNode(parts: string[]): TemplateBlock {
    const content: TemplateInline[] = [];
    parts.forEach((part, i) => {
      const hardBreak = /( {2,}|\\)$/.test(part);
      const text = part.replace(/( {2,}|\\)$/, '').trim();
      if (i > 0 && content.length > 0 && content[content.length - 1]?.type !== 'hardBreak') {
        content.push({ type: 'text', text: ' ' });
      }
      content.push(...this.inlines(text));
      if (hardBreak && i < parts.length - 1) content.push({ type: 'hardBreak' });
    });
    return { type: 'paragraph', ...(content.length > 0 && { content: mergeTexts(content) }) };
  }

  private fence(lines: string[], index: number): number {
    this.warn(markdownMessages.code);
    let next = index + 1;
    while (next < lines.length && !/^\s*(```|~~~)/.test(lines[next] as string)) {
      const text = (lines[next] as string).slice(0, templateLimits.textLength);
      this.target().push({ type: 'paragraph', ...(text && { content: [{ type: 'text', text }] }) });
      next += 1;
    }
    return next + 1;
  }

  private list(lines: string[], index: number): number {
    interface Level {
      indent: number;
      node: Extract<TemplateBlock, { type: 'bulletList' | 'orderedList' }>;
    }
    const stack: Level[] = [];
    let next = index;
    while (next < lines.length) {
      const line = lines[next] as string;
      const item = /^(\s*)([-*+]|(\d{1,6})[.)])\s+(.*)$/.exec(line);
      if (!item) {
        // An indented line continues the last item's paragraph.
        const last = stack[stack.length - 1];
        if (line.trim() !== '' && /^\s{2,}/.test(line) && last) {
          const paragraph = lastItem(last.node).content[0];
          if (paragraph?.type === 'paragraph') {
            paragraph.content = mergeTexts([
              ...(paragraph.content ?? []),
              { type: 'text', text: ' ' },
              ...this.inlines(line.trim()),
            ]);
          }
          next += 1;
          continue;
        }
        break;
      }
      const indent = (item[1] as string).replace(/\t/g, '    ').length;
      const ordered = item[3] !== undefined;
      while (stack.length > 0 && indent < (stack[stack.length - 1] as Level).indent) stack.pop();
      let top = stack[stack.length - 1];
      const newList = (): Level['node'] =>
        ordered
          ? {
              type: 'orderedList',
              ...(Number(item[3]) !== 1 && {
                attrs: { start: Math.min(Number(item[3]), 100_000) },
              }),
              content: [],
            }
          : { type: 'bulletList', content: [] };
      if (top && indent === top.indent && (top.node.type === 'orderedList') !== ordered) {
        // Another kind of marker at the same level starts a new list next to the last one.
        stack.pop();
        const parent = stack[stack.length - 1];
        const node = newList();
        if (parent) lastItem(parent.node).content.push(node);
        else this.target().push(node);
        top = { indent, node };
        stack.push(top);
      } else if (!top || indent > top.indent) {
        if (stack.length >= maxListDepth) {
          this.warn(markdownMessages.tooDeep);
        } else {
          const node = newList();
          if (top) lastItem(top.node).content.push(node);
          else this.target().push(node);
          top = { indent, node };
          stack.push(top);
        }
      }
      const listTop = top as Level;
      listTop.node.content.push({
        type: 'listItem',
        content: [this.paragraphNode([item[4] as string])],
      });
      next += 1;
    }
    return next;
  }

  private table(lines: string[], index: number): number {
    const rows: TemplateTableRow[] = [];
    const header = splitRow(lines[index] as string);
    rows.push(this.row(header, true));
    let next = index + 2;
    while (next < lines.length && (lines[next] as string).trim().startsWith('|')) {
      rows.push(this.row(splitRow(lines[next] as string), false));
      next += 1;
    }
    this.target().push({ type: 'table', content: rows });
    return next;
  }

  private row(cells: string[], header: boolean): TemplateTableRow {
    return {
      type: 'tableRow',
      content: cells.slice(0, templateLimits.tableColumns).map((cell) => {
        const content = this.inlines(cell);
        return {
          type: header ? ('tableHeader' as const) : ('tableCell' as const),
          content: [{ type: 'paragraph' as const, ...(content.length > 0 && { content }) }],
        };
      }),
    };
  }

  private section(kind: string, rawName: string): void {
    const name = rawName.trim();
    if (kind === '/') {
      const at = this.open.map((block) => block.name).lastIndexOf(name);
      if (at === -1) {
        this.warn(markdownMessages.strayClose(name));
        return;
      }
      while (this.open.length > at + 1) {
        const unclosed = this.open.pop() as OpenBlock;
        this.warn(markdownMessages.unclosedBlock(unclosed.name));
      }
      this.open.pop();
      return;
    }
    const path = this.resolvePath(name);
    if (!path) {
      this.warn(markdownMessages.invalidTag(`${kind}${name}`));
      return;
    }
    const variable = this.variables?.get(path);
    if (this.variables && !variable) this.warn(markdownMessages.unknownVariable(path));
    let node: OpenBlock['node'];
    if (kind === '#' && variable?.type === 'repeatingList') {
      node = { type: 'repeatBlock', attrs: { path }, content: [] };
    } else {
      const condition: Statement =
        variable?.type === 'yesNo'
          ? { type: 'equals', variable: path, condition: kind === '#' }
          : { type: kind === '#' ? 'isNotEmpty' : 'isEmpty', variable: path };
      node = { type: 'conditionalBlock', attrs: { condition }, content: [] };
    }
    if (this.open.length >= limits.statementDepth + limits.nestingDepth) {
      this.warn(markdownMessages.tooDeep);
      return;
    }
    this.target().push(node);
    this.open.push({ name, node, repeat: node.type === 'repeatBlock' ? path : null });
  }

  // A name written in the Markdown → a variable path: inside repeats, the innermost list's field
  // first (`nombre` in `{#herederos}` → `herederos.nombre`), then outwards, then the name itself.
  private resolvePath(name: string): string | null {
    if (name.length > limits.nameLength || !name.split('.').every(isValidVariableName)) return null;
    const lists = this.open.flatMap((block) => (block.repeat ? [block.repeat] : [])).reverse();
    const candidates = [...lists.map((list) => `${list}.${name}`), name];
    if (this.variables) return candidates.find((path) => this.variables?.has(path)) ?? name;
    return candidates[0] ?? name;
  }

  // Inline text: marks, links, placeholders. Each construct is looked for in a window of the next
  // 500 characters only, and a delimiter with no closer left in the text is not looked for again,
  // so pathological input ('[[[[…', '****…') costs linear time.
  private inlines(text: string, marks: TemplateMark[] = [], depth = 0): TemplateInline[] {
    const out: TemplateInline[] = [];
    const exhausted = new Set<string>();
    const hasCloser = (closer: string, from: number) => {
      if (exhausted.has(closer)) return false;
      if (text.indexOf(closer, from) !== -1) return true;
      exhausted.add(closer);
      return false;
    };
    let plain = '';
    const flush = () => {
      if (plain) {
        out.push({
          type: 'text',
          text: plain.slice(0, templateLimits.textLength),
          ...(marks.length > 0 && { marks }),
        });
      }
      plain = '';
    };
    let i = 0;
    while (i < text.length) {
      const char = text[i] as string;
      const next = text[i + 1];
      if (char === '\\' && next !== undefined && /[\\`*_{}[\]()#+\-.!|<>~]/.test(next)) {
        plain += next;
        i += 2;
        continue;
      }
      if (!'*_![<{'.includes(char)) {
        plain += char;
        i += 1;
        continue;
      }
      const rest = text.slice(i, i + 500);
      const pair = rest.slice(0, 2);
      const strong =
        depth < 3 && (pair === '**' || pair === '__') && hasCloser(pair, i + 2)
          ? /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest)
          : null;
      if (strong) {
        flush();
        out.push(...this.inlines(strong[2] as string, addMark(marks, { type: 'bold' }), depth + 1));
        i += (strong[0] as string).length;
        continue;
      }
      const emphasis =
        depth < 3 && (char === '*' || char === '_')
          ? /^([*_])(?=\S)([^*_]*?\S)\1(?![*_\w])/.exec(rest)
          : null;
      if (emphasis) {
        flush();
        out.push(
          ...this.inlines(emphasis[2] as string, addMark(marks, { type: 'italic' }), depth + 1),
        );
        i += (emphasis[0] as string).length;
        continue;
      }
      const linkable = (char === '[' || char === '!') && hasCloser('](', i);
      const image = linkable ? /^!\[([^\]]*)\]\([^)]*\)/.exec(rest) : null;
      if (image) {
        this.warn(markdownMessages.images);
        plain += image[1];
        i += (image[0] as string).length;
        continue;
      }
      const link =
        linkable && depth < 3
          ? /^\[([^\]]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\s*\)/.exec(rest)
          : null;
      const autolink = char === '<' ? /^<((?:https?:\/\/|mailto:)[^\s>]+)>/.exec(rest) : null;
      if (link || autolink) {
        const whole = (link ?? autolink)?.[0] as string;
        const href = (link ? link[2] : autolink?.[1]) as string;
        const label = (link ? link[1] : autolink?.[1]) as string;
        flush();
        if (/^(https?:\/\/|mailto:)\S+$/i.test(href) && href.length <= templateLimits.hrefLength) {
          out.push(
            ...this.inlines(label, addMark(marks, { type: 'link', attrs: { href } }), depth + 1),
          );
        } else {
          this.warn(markdownMessages.unsafeLink(href.slice(0, 80)));
          out.push(...this.inlines(label, marks, depth + 1));
        }
        i += whole.length;
        continue;
      }
      const tag = char === '{' && hasCloser('}', i) ? /^\{([^{}\n]{1,250})\}/.exec(rest) : null;
      if (tag) {
        const variable = this.placeholder(tag[1] as string, marks);
        if (variable) {
          flush();
          out.push(variable);
        } else {
          plain += tag[0];
        }
        i += (tag[0] as string).length;
        continue;
      }
      if (char === '<' && /^<\/?[A-Za-z]/.test(rest)) this.warn(markdownMessages.html);
      plain += char;
      i += 1;
    }
    flush();
    return out;
  }

  private placeholder(raw: string, marks: TemplateMark[]): TemplateInline | null {
    const [rawName = '', ...rest] = raw.split('|');
    const name = rawName.trim();
    const path = /^[#^/@]/.test(name) ? null : this.resolvePath(name);
    if (!path) {
      this.warn(markdownMessages.invalidTag(raw.trim().slice(0, 80)));
      return null;
    }
    const variable = this.variables?.get(path);
    if (this.variables && !variable) this.warn(markdownMessages.unknownVariable(path));
    const formatName = rest.join('|').trim();
    let format: FormatKey = variable ? defaultFormatFor(variable.type) : 'plain';
    if (formatName) {
      const parsed = parseFormatName(formatName, variable?.type);
      if (parsed) format = parsed;
      else this.warn(markdownMessages.unknownFormat(formatName.slice(0, 40)));
    }
    return { type: 'variable', attrs: { path, format }, ...(marks.length > 0 && { marks }) };
  }
}

function isListLine(line: string): boolean {
  return /^\s*([-*+]|\d{1,6}[.)])\s+\S/.test(line);
}

function isTableSeparator(line: string | undefined): boolean {
  return (
    line !== undefined &&
    /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line) &&
    line.includes('-')
  );
}

function startsBlock(lines: string[], index: number): boolean {
  const line = lines[index] as string;
  const trimmed = line.trim();
  return (
    /^#{1,6}\s/.test(trimmed) ||
    isListLine(line) ||
    /^\{\s*[#^/][^{}]*\}$/.test(trimmed) ||
    /^\\(pagebreak|newpage)$/.test(trimmed) ||
    /^```|^~~~/.test(trimmed) ||
    (trimmed.startsWith('|') && isTableSeparator(lines[index + 1]))
  );
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function lastItem(
  list: Extract<TemplateBlock, { type: 'bulletList' | 'orderedList' }>,
): TemplateListItem {
  return list.content[list.content.length - 1] as TemplateListItem;
}

function addMark(marks: TemplateMark[], mark: TemplateMark): TemplateMark[] {
  return marks.some((m) => m.type === mark.type) ? marks : [...marks, mark];
}

// Adjacent texts with the same marks become one.
function mergeTexts(content: TemplateInline[]): TemplateInline[] {
  const out: TemplateInline[] = [];
  for (const node of content) {
    const last = out[out.length - 1];
    if (
      node.type === 'text' &&
      last?.type === 'text' &&
      JSON.stringify(last.marks) === JSON.stringify(node.marks)
    ) {
      out[out.length - 1] = { ...last, text: last.text + node.text };
    } else {
      out.push(node);
    }
  }
  return out;
}
