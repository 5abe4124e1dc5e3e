import { limits } from '@schemas/limits';
import { type Operator, operators, type Statement } from '@schemas/statement';
import {
  type FormatKey,
  formatKeys,
  type TemplateBlock,
  type TemplateContent,
  type TemplateInline,
  type TemplateListItem,
  type TemplateMark,
  type TemplateTableCell,
  type TemplateTableRow,
  templateLimits,
  templateSchemaVersion,
  textAligns,
} from '@schemas/template';
import { templateMessages } from '../messages';
import { isValidVariableName } from '../model/variableName';

export interface TemplateProblem {
  /** Where, as a JSON pointer into the content ('/content/3/content/0'). */
  path: string;
  message: string;
}

export type ParsedTemplate =
  | { ok: true; content: TemplateContent }
  | { ok: false; problems: TemplateProblem[] };

// Turns untrusted JSON (a template sent to the API, pasted, or imported) into a clean
// `TemplateContent`, or says in Spanish what is wrong. A template is tenant content that guests'
// browsers and the server render, so this is the one gate every stored template passes:
// - only the nodes and marks of schemas/template.ts; an unknown one is refused, not dropped, so
//   nothing a lawyer wrote disappears silently;
// - attributes outside the allowlist are dropped (tiptap adds defaults such as a link's `target`
//   and `rel`, or `textAlign: null`); allowed ones must have the right type;
// - links only http, https or mailto;
// - variable paths and repeat paths are variable names joined by dots (never `constructor` or
//   `__proto__`); formats from the format list; conditions are statements within the same caps as
//   the builder's (depth 5, 50 rules);
// - bounded: serialized size, node count, nesting depth, repeat nesting.
// A missing `schemaVersion` reads as the current one (tiptap's getJSON() does not write it); the
// result always carries it. Iterative size checks run before the walk; the walk itself never
// recurses deeper than `templateLimits.depth`. No code is evaluated and nothing is parsed as HTML.
export function parseTemplateContent(input: unknown): ParsedTemplate {
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    return fail('', templateMessages.notJson);
  }
  if (size > templateLimits.bytes) {
    return fail('', templateMessages.tooLarge(Math.round(templateLimits.bytes / 1024)));
  }
  const walker = new TemplateWalker();
  const content = walker.doc(input);
  if (walker.problems.length > 0 || !content) {
    return { ok: false, problems: walker.problems };
  }
  return { ok: true, content };
}

function fail(path: string, message: string): ParsedTemplate {
  return { ok: false, problems: [{ path, message }] };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const read = (node: Json, key: string): unknown =>
  Object.hasOwn(node, key) ? node[key] : undefined;

const maxProblems = 20;
const allowedHref = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

class TemplateWalker {
  readonly problems: TemplateProblem[] = [];
  private nodes = 0;
  private stopped = false;

  doc(input: unknown): TemplateContent | null {
    if (!isObject(input) || read(input, 'type') !== 'doc') {
      this.problem('', templateMessages.notTemplate);
      return null;
    }
    const version = read(input, 'schemaVersion');
    if (version !== undefined && version !== templateSchemaVersion) {
      this.problem('/schemaVersion', templateMessages.unknownVersion);
      return null;
    }
    const content = this.blocks(read(input, 'content'), '/content', 0, 0);
    return {
      type: 'doc',
      schemaVersion: templateSchemaVersion,
      content: content.length > 0 ? content : [{ type: 'paragraph' }],
    };
  }

  private problem(path: string, message: string): void {
    if (this.problems.length >= maxProblems) {
      this.stopped = true;
      return;
    }
    this.problems.push({ path, message });
  }

  // Counts a node; false once the template holds too many (reported once).
  private count(path: string): boolean {
    this.nodes += 1;
    if (this.nodes === templateLimits.nodes + 1) {
      this.problem(path, templateMessages.tooManyNodes(templateLimits.nodes));
      this.stopped = true;
    }
    return !this.stopped;
  }

  private list<T>(
    value: unknown,
    path: string,
    each: (item: unknown, path: string) => T | null,
    required = false,
  ): T[] {
    if (value === undefined && !required) return [];
    if (!Array.isArray(value)) {
      this.problem(path, templateMessages.notAList);
      return [];
    }
    const out: T[] = [];
    for (let index = 0; index < value.length && !this.stopped; index += 1) {
      const item = each(value[index], `${path}/${index}`);
      if (item !== null) out.push(item);
    }
    return out;
  }

  private blocks(value: unknown, path: string, depth: number, repeats: number): TemplateBlock[] {
    if (depth >= templateLimits.depth) {
      this.problem(path, templateMessages.tooDeep(templateLimits.depth));
      this.stopped = true;
      return [];
    }
    return this.list(value, path, (item, itemPath) => this.block(item, itemPath, depth, repeats));
  }

  private block(node: unknown, path: string, depth: number, repeats: number): TemplateBlock | null {
    if (!this.count(path)) return null;
    if (!isObject(node)) {
      this.problem(path, templateMessages.notANode);
      return null;
    }
    const attrs = isObject(read(node, 'attrs')) ? (read(node, 'attrs') as Json) : {};
    const type = read(node, 'type');
    switch (type) {
      case 'paragraph': {
        const textAlign = this.align(attrs, path);
        const content = this.inlines(read(node, 'content'), `${path}/content`);
        return {
          type: 'paragraph',
          ...(textAlign && { attrs: { textAlign } }),
          ...(content.length > 0 && { content }),
        };
      }
      case 'heading': {
        const level = read(attrs, 'level') ?? 1;
        if (level !== 1 && level !== 2 && level !== 3 && level !== 4) {
          this.problem(`${path}/attrs/level`, templateMessages.headingLevel);
          return null;
        }
        const textAlign = this.align(attrs, path);
        const content = this.inlines(read(node, 'content'), `${path}/content`);
        return {
          type: 'heading',
          attrs: { level, ...(textAlign && { textAlign }) },
          ...(content.length > 0 && { content }),
        };
      }
      case 'bulletList':
      case 'orderedList': {
        const items = this.list(
          read(node, 'content'),
          `${path}/content`,
          (item, itemPath) => this.listItem(item, itemPath, depth + 1, repeats),
          true,
        );
        if (items.length === 0) return null;
        if (type === 'bulletList') return { type, content: items };
        const start = read(attrs, 'start');
        const validStart =
          Number.isInteger(start) && (start as number) >= 0 && (start as number) <= 100_000;
        if (start !== undefined && start !== null && !validStart) {
          this.problem(`${path}/attrs/start`, templateMessages.listStart);
        }
        return {
          type,
          ...(validStart && start !== 1 && { attrs: { start: start as number } }),
          content: items,
        };
      }
      case 'table': {
        const rows = this.list(
          read(node, 'content'),
          `${path}/content`,
          (row, rowPath) => this.tableRow(row, rowPath, depth + 1, repeats),
          true,
        );
        return rows.length > 0 ? { type: 'table', content: rows } : null;
      }
      case 'pageBreak':
        return { type: 'pageBreak' };
      case 'conditionalBlock': {
        const condition = this.statement(read(attrs, 'condition'), `${path}/attrs/condition`);
        const content = this.blocks(read(node, 'content'), `${path}/content`, depth + 1, repeats);
        return condition ? { type: 'conditionalBlock', attrs: { condition }, content } : null;
      }
      case 'repeatBlock': {
        const repeatPath = this.variablePath(read(attrs, 'path'), `${path}/attrs/path`);
        if (repeats + 1 > templateLimits.repeatDepth) {
          this.problem(path, templateMessages.tooManyRepeats(templateLimits.repeatDepth));
          return null;
        }
        const content = this.blocks(
          read(node, 'content'),
          `${path}/content`,
          depth + 1,
          repeats + 1,
        );
        return repeatPath ? { type: 'repeatBlock', attrs: { path: repeatPath }, content } : null;
      }
      default:
        this.problem(`${path}/type`, templateMessages.unknownNode(String(type).slice(0, 40)));
        return null;
    }
  }

  private listItem(
    node: unknown,
    path: string,
    depth: number,
    repeats: number,
  ): TemplateListItem | null {
    if (!this.count(path)) return null;
    if (!isObject(node) || read(node, 'type') !== 'listItem') {
      this.problem(path, templateMessages.misplaced('listItem'));
      return null;
    }
    return {
      type: 'listItem',
      content: this.blocks(read(node, 'content'), `${path}/content`, depth + 1, repeats),
    };
  }

  private tableRow(
    node: unknown,
    path: string,
    depth: number,
    repeats: number,
  ): TemplateTableRow | null {
    if (!this.count(path)) return null;
    if (!isObject(node) || read(node, 'type') !== 'tableRow') {
      this.problem(path, templateMessages.misplaced('tableRow'));
      return null;
    }
    const attrs = isObject(read(node, 'attrs')) ? (read(node, 'attrs') as Json) : {};
    const repeatValue = read(attrs, 'repeat');
    let repeat: string | null = null;
    if (repeatValue !== undefined && repeatValue !== null && repeatValue !== '') {
      repeat = this.variablePath(repeatValue, `${path}/attrs/repeat`);
      if (repeat && repeats + 1 > templateLimits.repeatDepth) {
        this.problem(path, templateMessages.tooManyRepeats(templateLimits.repeatDepth));
        return null;
      }
    }
    const cells = this.list(
      read(node, 'content'),
      `${path}/content`,
      (cell, cellPath) => this.tableCell(cell, cellPath, depth + 1, repeat ? repeats + 1 : repeats),
      true,
    );
    if (cells.length > templateLimits.tableColumns) {
      this.problem(path, templateMessages.tooManyColumns(templateLimits.tableColumns));
      return null;
    }
    if (cells.length === 0) return null;
    return { type: 'tableRow', ...(repeat && { attrs: { repeat } }), content: cells };
  }

  private tableCell(
    node: unknown,
    path: string,
    depth: number,
    repeats: number,
  ): TemplateTableCell | null {
    if (!this.count(path)) return null;
    const type = isObject(node) ? read(node, 'type') : undefined;
    if (!isObject(node) || (type !== 'tableCell' && type !== 'tableHeader')) {
      this.problem(path, templateMessages.misplaced('tableCell'));
      return null;
    }
    const attrs = isObject(read(node, 'attrs')) ? (read(node, 'attrs') as Json) : {};
    const span = (key: 'colspan' | 'rowspan', max: number) => {
      const value = read(attrs, key);
      if (value === undefined || value === null || value === 1) return undefined;
      if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max)
        return value as number;
      this.problem(`${path}/attrs/${key}`, templateMessages.cellSpan);
      return undefined;
    };
    const colspan = span('colspan', templateLimits.tableColumns);
    const rowspan = span('rowspan', 1000);
    const widths = read(attrs, 'colwidth');
    let colwidth: number[] | undefined;
    if (Array.isArray(widths)) {
      if (
        widths.length <= templateLimits.tableColumns &&
        widths.every((w) => Number.isInteger(w) && w >= 1 && w <= 5000)
      ) {
        colwidth = widths as number[];
      } else {
        this.problem(`${path}/attrs/colwidth`, templateMessages.cellWidth);
      }
    }
    const cellAttrs = {
      ...(colspan !== undefined && { colspan }),
      ...(rowspan !== undefined && { rowspan }),
      ...(colwidth !== undefined && { colwidth }),
    };
    return {
      type: type as 'tableCell' | 'tableHeader',
      ...(Object.keys(cellAttrs).length > 0 && { attrs: cellAttrs }),
      content: this.blocks(read(node, 'content'), `${path}/content`, depth + 1, repeats),
    };
  }

  private inlines(value: unknown, path: string): TemplateInline[] {
    return this.list(value, path, (node, nodePath) => this.inline(node, nodePath));
  }

  private inline(node: unknown, path: string): TemplateInline | null {
    if (!this.count(path)) return null;
    if (!isObject(node)) {
      this.problem(path, templateMessages.notANode);
      return null;
    }
    const type = read(node, 'type');
    const marks = this.marks(read(node, 'marks'), `${path}/marks`);
    const withMarks = marks.length > 0 ? { marks } : {};
    switch (type) {
      case 'text': {
        const text = read(node, 'text');
        if (typeof text !== 'string') {
          this.problem(`${path}/text`, templateMessages.notText);
          return null;
        }
        if (text.length > templateLimits.textLength) {
          this.problem(`${path}/text`, templateMessages.textTooLong(templateLimits.textLength));
          return null;
        }
        return text === '' ? null : { type: 'text', text, ...withMarks };
      }
      case 'hardBreak':
        return { type: 'hardBreak' };
      case 'variable': {
        const attrs = isObject(read(node, 'attrs')) ? (read(node, 'attrs') as Json) : {};
        const variablePath = this.variablePath(read(attrs, 'path'), `${path}/attrs/path`);
        const format = read(attrs, 'format') ?? 'plain';
        if (!formatKeys.includes(format as FormatKey)) {
          this.problem(
            `${path}/attrs/format`,
            templateMessages.unknownFormat(String(format).slice(0, 40)),
          );
          return null;
        }
        const label = read(attrs, 'label');
        const validLabel =
          typeof label === 'string' && label.length <= limits.titleLength ? label : undefined;
        if (!variablePath) return null;
        return {
          type: 'variable',
          attrs: {
            path: variablePath,
            format: format as FormatKey,
            ...(validLabel !== undefined && { label: validLabel }),
          },
          ...withMarks,
        };
      }
      case 'agreement': {
        const attrs = isObject(read(node, 'attrs')) ? (read(node, 'attrs') as Json) : {};
        const gender = this.variablePath(read(attrs, 'gender'), `${path}/attrs/gender`);
        const rawCount = read(attrs, 'count');
        const count =
          rawCount === undefined || rawCount === null
            ? null
            : this.variablePath(rawCount, `${path}/attrs/count`);
        const forms = read(attrs, 'forms');
        const feminine = read(attrs, 'feminine') ?? [];
        const validForms =
          Array.isArray(forms) &&
          forms.length === 4 &&
          forms.every(
            (form) =>
              typeof form === 'string' &&
              form.trim() !== '' &&
              form.length <= templateLimits.agreementFormLength,
          );
        if (!validForms) {
          this.problem(`${path}/attrs/forms`, templateMessages.agreementForms);
          return null;
        }
        const validFeminine =
          Array.isArray(feminine) &&
          feminine.length <= templateLimits.agreementFeminineValues &&
          feminine.every(
            (value) => typeof value === 'string' && value.length <= limits.valueLength,
          );
        if (!validFeminine) {
          this.problem(`${path}/attrs/feminine`, templateMessages.agreementFeminine);
          return null;
        }
        if (!gender || (rawCount !== undefined && rawCount !== null && !count)) return null;
        return {
          type: 'agreement',
          attrs: {
            gender,
            ...(count !== null && { count }),
            ...((feminine as string[]).length > 0 && { feminine: feminine as string[] }),
            forms: forms as string[],
          },
          ...withMarks,
        };
      }
      default:
        this.problem(`${path}/type`, templateMessages.unknownNode(String(type).slice(0, 40)));
        return null;
    }
  }

  private marks(value: unknown, path: string): TemplateMark[] {
    const seen = new Set<string>();
    return this.list(value, path, (mark, markPath): TemplateMark | null => {
      if (!isObject(mark)) {
        this.problem(markPath, templateMessages.unknownMark('?'));
        return null;
      }
      const type = read(mark, 'type');
      if (typeof type !== 'string' || seen.has(type)) return null;
      seen.add(type);
      if (type === 'bold' || type === 'italic' || type === 'underline') return { type };
      if (type === 'link') {
        const attrs = isObject(read(mark, 'attrs')) ? (read(mark, 'attrs') as Json) : {};
        const href = read(attrs, 'href');
        if (
          typeof href !== 'string' ||
          href.length > templateLimits.hrefLength ||
          !allowedHref.test(href)
        ) {
          this.problem(`${markPath}/attrs/href`, templateMessages.unsafeLink);
          return null;
        }
        return { type: 'link', attrs: { href } };
      }
      this.problem(`${markPath}/type`, templateMessages.unknownMark(type.slice(0, 40)));
      return null;
    });
  }

  private align(attrs: Json, path: string): (typeof textAligns)[number] | undefined {
    const value = read(attrs, 'textAlign');
    if (value === undefined || value === null || value === 'left') return undefined;
    if (textAligns.includes(value as (typeof textAligns)[number])) {
      return value as (typeof textAligns)[number];
    }
    this.problem(`${path}/attrs/textAlign`, templateMessages.textAlign);
    return undefined;
  }

  private variablePath(value: unknown, path: string): string | null {
    if (
      typeof value !== 'string' ||
      value.length > limits.nameLength ||
      value.split('.').length > limits.nestingDepth + 2 ||
      !value.split('.').every(isValidVariableName)
    ) {
      this.problem(path, templateMessages.variablePath);
      return null;
    }
    return value;
  }

  // The builder's condition data, checked by hand (no schema compiler: this also runs in the
  // browser, whose Content-Security-Policy forbids generated code).
  private statement(value: unknown, path: string): Statement | null {
    let rules = 0;
    const check = (node: unknown, depth: number): Statement | null => {
      if (!isObject(node) || depth > limits.statementDepth) return null;
      if (Object.hasOwn(node, 'connector')) {
        const connector = read(node, 'connector');
        const conditions = read(node, 'conditions');
        if (
          (connector !== 'and' && connector !== 'or') ||
          !Array.isArray(conditions) ||
          conditions.length === 0 ||
          conditions.length > limits.conditionsPerGroup ||
          Object.keys(node).some((key) => key !== 'connector' && key !== 'conditions')
        ) {
          return null;
        }
        const checked: Statement[] = [];
        for (const condition of conditions) {
          const inner = check(condition, depth + 1);
          if (!inner) return null;
          checked.push(inner);
        }
        return { connector, conditions: checked } as Statement;
      }
      rules += 1;
      const type = read(node, 'type');
      const variable = read(node, 'variable');
      const condition = read(node, 'condition');
      const validCondition =
        condition === undefined ||
        condition === null ||
        typeof condition === 'boolean' ||
        (typeof condition === 'number' && Number.isFinite(condition)) ||
        (typeof condition === 'string' && condition.length <= limits.conditionValueLength);
      if (
        !operators.includes(type as Operator) ||
        typeof variable !== 'string' ||
        variable.length === 0 ||
        variable.length > limits.nameLength ||
        !validCondition ||
        Object.keys(node).some((key) => key !== 'type' && key !== 'variable' && key !== 'condition')
      ) {
        return null;
      }
      return {
        type: type as Operator,
        variable,
        ...(condition !== undefined && {
          condition: condition as string | number | boolean | null,
        }),
      };
    };
    const statement = check(value, 1);
    if (!statement || rules > limits.statementRules) {
      this.problem(path, templateMessages.condition);
      return null;
    }
    return statement;
  }
}
