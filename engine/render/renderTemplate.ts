import type { CompiledInterview } from '@schemas/compiledInterview';
import type {
  ResolvedBlock,
  ResolvedDocument,
  ResolvedListItem,
  ResolvedRun,
  ResolvedTableRow,
} from '@schemas/resolvedDocument';
import { missingValuePlaceholder, resolvedSchemaVersion } from '@schemas/resolvedDocumentConstants';
import type { Statement } from '@schemas/statement';
import type {
  TemplateAgreement,
  TemplateBlock,
  TemplateContent,
  TemplateInline,
  TemplateTableRow,
} from '@schemas/template';
import { compileStatement, type ReferencedQuestion } from '../conditions/compileStatement';
import { evaluateRule } from '../conditions/evaluateRule';
import { collectRules } from '../conditions/measureStatement';
import { evaluateVisibility, type Visibility } from '../evaluate/evaluateVisibility';
import { chooseAgreementForm, genderOf } from '../format/agreement';
import { formatValue } from '../format/formatValue';
import { templateMessages } from '../messages';
import { keepShapeAlive } from '../model/keepShapeAlive';
import { parseText } from '../questions/questionTypeDefinition';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
import { TemplateScope } from './TemplateScope';

/** Blocks and runs one rendering may produce (a nested repeat over long lists could explode). */
export const maxResolvedNodes = 200_000;

export class TemplateRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRenderError';
  }
}

export interface RenderOptions {
  /** Visibility already computed for these answers (the player has it); computed when absent. */
  visibility?: Visibility;
  /**
   * The live preview: runs written from answers carry `source`, blocks inside conditional or
   * repeated content carry `sources` (schemas/resolvedDocument.ts). The text is unchanged.
   */
  trace?: boolean;
  /**
   * With `trace`, content whose condition is false (and a repeat over a list without rows, once)
   * is written too, marked `hidden` (the operators' «Mostrar todo»). Never for a document.
   */
  showHidden?: boolean;
}

// A rich template written out for a set of answers: the document a lawyer signs, as blocks and
// runs (schemas/resolvedDocument.ts). Pure: the preview runs it on every keystroke, the server
// before packaging DOCX.
//
// - Variables read answers by own-property paths (see TemplateScope) and are written with their
//   format (formatValue) and, given the compiled interview, their question's type (option labels,
//   currency, unit).
// - A missing answer — not given, blank, or its question hidden for these answers — is written as
//   `missingValuePlaceholder` ('__________', a line to fill in by hand) with `missing: true`:
//   never 'undefined', never silently nothing, since a contract with a hole that nobody sees is
//   worse than one with a visible blank.
// - Conditional blocks are decided by the engine's own condition compiler and guarded JSON Logic
//   runner, exactly like a question's visibility; no expression is ever evaluated.
// - Repeat blocks (and repeated table rows) are written once per row; inside, paths through the
//   list read that row. Nesting follows the lists. Adjacent lists produced by one repeat are
//   merged, so a repeat around a one-item list gives one list with an item per row.
// - A list item or list left empty by a false condition disappears; a table cell keeps an empty
//   paragraph (Word needs one).
// - Without a compiled interview (tests, a bare preview), answers are read as they are, with no
//   visibility and no types.
// Throws TemplateRenderError when the output would exceed `maxResolvedNodes`.
export function renderTemplate(
  template: TemplateContent,
  answers: unknown,
  compiled?: CompiledInterview,
  options: RenderOptions = {},
): ResolvedDocument {
  const visibility = compiled
    ? (options.visibility ?? evaluateVisibility(compiled, answers))
    : null;
  const renderer = new Renderer(TemplateScope.create(answers, compiled, visibility), options);
  return { schemaVersion: resolvedSchemaVersion, blocks: renderer.blocks(template.content) };
}

/**
 * Renders top-level blocks one at a time against one scope (the incremental preview,
 * engine/render/templatePreview.ts): `render(node)` gives what that block writes; `produced` is
 * the output so far, for the shared budget.
 */
export function createBlockRenderer(
  answers: unknown,
  compiled: CompiledInterview | undefined,
  visibility: Visibility | null,
  options: Pick<RenderOptions, 'trace' | 'showHidden'>,
  // Compiled conditions kept from one rendering to the next (the same template and interview).
  rules?: Map<Statement, unknown>,
) {
  const renderer = new Renderer(
    TemplateScope.create(answers, compiled, visibility),
    options,
    rules,
  );
  return {
    render: (node: TemplateBlock, budgetUsed: number) => renderer.render(node, budgetUsed),
  };
}

type Flags = Omit<Extract<ResolvedRun, { type: 'text' }>, 'type' | 'text'>;

class Renderer {
  private produced = 0;
  private readonly trace: boolean;
  private readonly showHidden: boolean;
  // Traced rendering: the answer paths of the conditions and lists around the current block.
  private readonly sources: string[] = [];
  // Traced rendering with showHidden: how many false conditions the current block is inside.
  private hiddenDepth = 0;

  constructor(
    private readonly scope: TemplateScope,
    options: Pick<RenderOptions, 'trace' | 'showHidden'> = {},
    private readonly rules = new Map<Statement, unknown>(),
  ) {
    this.trace = options.trace === true;
    this.showHidden = this.trace && options.showHidden === true;
  }

  // One top-level block, counting against a budget already partly used by the other blocks.
  render(node: TemplateBlock, budgetUsed: number): { blocks: ResolvedBlock[]; produced: number } {
    this.produced = budgetUsed;
    const out: ResolvedBlock[] = [];
    this.block(node, out);
    return { blocks: out, produced: this.produced - budgetUsed };
  }

  blocks(nodes: readonly TemplateBlock[]): ResolvedBlock[] {
    const out: ResolvedBlock[] = [];
    for (const node of nodes) this.block(node, out);
    return out;
  }

  private tick(count = 1): void {
    this.produced += count;
    if (this.produced > maxResolvedNodes)
      throw new TemplateRenderError(templateMessages.outputTooLarge);
  }

  private block(node: TemplateBlock, out: ResolvedBlock[]): void {
    switch (node.type) {
      case 'paragraph':
      case 'heading': {
        this.tick();
        const runs = this.runs(node.content ?? []);
        const align = node.attrs?.textAlign ?? undefined;
        const alignment = align && align !== 'left' ? { align } : {};
        const traced = this.trace ? this.traceOf() : {};
        if (node.type === 'paragraph')
          out.push({ type: 'paragraph', ...alignment, runs, ...traced });
        else out.push({ type: 'heading', level: node.attrs.level, ...alignment, runs, ...traced });
        return;
      }
      case 'bulletList':
      case 'orderedList': {
        this.tick();
        const items: ResolvedListItem[] = [];
        for (const item of node.content) {
          const blocks = this.blocks(item.content);
          if (blocks.length > 0) items.push({ blocks });
        }
        if (items.length === 0) return;
        const start = node.type === 'orderedList' ? (node.attrs?.start ?? 1) : 1;
        out.push({ type: 'list', ordered: node.type === 'orderedList', start, items });
        return;
      }
      case 'table': {
        this.tick();
        const rows: ResolvedTableRow[] = [];
        for (const row of node.content) this.tableRow(row, rows);
        if (rows.length > 0) out.push({ type: 'table', rows });
        return;
      }
      case 'pageBreak':
        this.tick();
        out.push({ type: 'pageBreak' });
        return;
      case 'conditionalBlock': {
        const holds = this.holds(node.attrs.condition);
        if (!holds && !this.showHidden) return;
        if (!this.trace) {
          this.blocksInto(node.content, out);
          return;
        }
        const pushed = this.pushSources(conditionPaths(node.attrs.condition));
        if (!holds) this.hiddenDepth += 1;
        try {
          this.blocksInto(node.content, out);
        } finally {
          if (!holds) this.hiddenDepth -= 1;
          this.sources.length -= pushed;
        }
        return;
      }
      case 'repeatBlock': {
        const repeated: ResolvedBlock[] = [];
        const pushed = this.trace ? this.pushSources([node.attrs.path]) : 0;
        try {
          const frames = this.scope.readRows(node.attrs.path);
          for (const frame of frames) {
            this.scope.rows.push(frame);
            try {
              this.blocksInto(node.content, repeated);
            } finally {
              this.scope.rows.pop();
            }
          }
          // «Mostrar todo»: a list without rows shows what one row would write, greyed.
          if (frames.length === 0 && this.showHidden) {
            this.hiddenDepth += 1;
            try {
              this.blocksInto(node.content, repeated);
            } finally {
              this.hiddenDepth -= 1;
            }
          }
        } finally {
          this.sources.length -= pushed;
        }
        out.push(...mergeAdjacentLists(repeated));
        return;
      }
    }
  }

  private blocksInto(nodes: readonly TemplateBlock[], out: ResolvedBlock[]): void {
    for (const node of nodes) this.block(node, out);
  }

  private tableRow(row: TemplateTableRow, out: ResolvedTableRow[]): void {
    const write = () => {
      this.tick();
      out.push({
        cells: row.content.map((cell) => {
          this.tick();
          const blocks = this.blocks(cell.content);
          return {
            header: cell.type === 'tableHeader',
            colspan: cell.attrs?.colspan ?? 1,
            rowspan: cell.attrs?.rowspan ?? 1,
            widths: cell.attrs?.colwidth ?? null,
            blocks: blocks.length > 0 ? blocks : [{ type: 'paragraph', runs: [] }],
          };
        }),
      });
    };
    const repeat = row.attrs?.repeat;
    if (!repeat) {
      write();
      return;
    }
    const pushed = this.trace ? this.pushSources([repeat]) : 0;
    try {
      const frames = this.scope.readRows(repeat);
      for (const frame of frames) {
        this.scope.rows.push(frame);
        try {
          write();
        } finally {
          this.scope.rows.pop();
        }
      }
      if (frames.length === 0 && this.showHidden) {
        this.hiddenDepth += 1;
        try {
          write();
        } finally {
          this.hiddenDepth -= 1;
        }
      }
    } finally {
      this.sources.length -= pushed;
    }
  }

  // The answer paths read by a condition or a list, with the current rows (`herederos.0.menor`
  // inside a repeat over `herederos`), the condition's first question last: the last source of a
  // block names the question its innermost condition starts with. Returns how many were pushed.
  private pushSources(paths: readonly string[]): number {
    let pushed = 0;
    for (const path of [...paths].reverse()) {
      const key = this.scope.readForTemplate(path).key ?? path;
      if (!this.sources.includes(key)) {
        this.sources.push(key);
        pushed += 1;
      }
    }
    return pushed;
  }

  private traceOf(): { sources?: string[]; hidden?: boolean } {
    const traced: { sources?: string[]; hidden?: boolean } = {};
    if (this.sources.length > 0) traced.sources = [...this.sources];
    if (this.hiddenDepth > 0) traced.hidden = true;
    return traced;
  }

  private holds(condition: Statement): boolean {
    let rule = this.rules.get(condition);
    if (rule === undefined) {
      rule = compileStatement(condition, (path) => this.referenced(path));
      this.rules.set(condition, rule);
    }
    return evaluateRule(rule, this.scope);
  }

  private referenced(path: string): ReferencedQuestion | null {
    const variable = this.scope.variable(path);
    if (!variable)
      return this.scope.hasInterview() ? null : { kind: 'text', parseValue: parseText };
    const definition = questionTypeRegistry[variable.type];
    const context = { options: variable.options, symbol: variable.symbol };
    return { kind: definition.kind, parseValue: (raw) => definition.parseValue(raw, context) };
  }

  private runs(nodes: readonly TemplateInline[]): ResolvedRun[] {
    const runs: ResolvedRun[] = [];
    for (const node of nodes) {
      this.tick();
      const flags = flagsOf(node.marks);
      if (node.type === 'hardBreak') runs.push({ type: 'lineBreak' });
      else if (node.type === 'text') pushText(runs, node.text, flags);
      else if (node.type === 'agreement') {
        const text = this.agreementText(node.attrs);
        const traced = this.trace ? this.sourced(flags, node.attrs.gender) : flags;
        if (text === null) pushText(runs, missingValuePlaceholder, { ...traced, missing: true });
        else pushText(runs, text, traced);
      } else {
        const text = this.variableText(node.attrs.path, node.attrs.format);
        const traced = this.trace ? this.sourced(flags, node.attrs.path) : flags;
        if (text === '') pushText(runs, missingValuePlaceholder, { ...traced, missing: true });
        else pushText(runs, text, traced);
      }
    }
    return runs;
  }

  private sourced(flags: Flags, path: string): Flags {
    return { ...flags, source: this.scope.readForTemplate(path).key ?? path };
  }

  // The form that agrees with the people: each row of the list the gender question belongs to
  // (the current row inside a repeat over it), or one person (`count` people) for a question
  // outside lists.
  private agreementText(attrs: TemplateAgreement['attrs']): string | null {
    const scope = this.scope;
    const feminine = attrs.feminine ?? [];
    const variable = scope.variable(attrs.gender);
    const labelOf = (value: unknown) =>
      variable?.options.find((option) => option.value === value)?.label ?? null;
    const genderAt = (value: unknown) => genderOf(value, feminine, labelOf(value));
    const list = variable?.list ?? null;
    if (list !== null && !scope.rows.some((frame) => frame.listPath === list)) {
      const genders: Array<'feminine' | 'masculine' | null> = [];
      for (const frame of scope.readRows(list)) {
        scope.rows.push(frame);
        try {
          genders.push(genderAt(scope.read(attrs.gender)));
        } finally {
          scope.rows.pop();
        }
      }
      return chooseAgreementForm(genders, attrs.forms);
    }
    if (list === null && !scope.hasInterview()) {
      // A bare preview: a list field collects every row's answer.
      const { value, key } = scope.readForTemplate(attrs.gender);
      if (key === null && Array.isArray(value))
        return chooseAgreementForm(value.map(genderAt), attrs.forms);
    }
    const gender = genderAt(scope.read(attrs.gender));
    let count = 1;
    if (attrs.count) {
      const written = scope.read(attrs.count);
      if (typeof written !== 'number' || !Number.isInteger(written) || written < 1) return null;
      count = Math.min(written, 2);
    }
    return chooseAgreementForm(
      Array.from({ length: count }, () => gender),
      attrs.forms,
    );
  }

  private variableText(path: string, format: Parameters<typeof formatValue>[1]): string {
    const { value } = this.scope.readForTemplate(path);
    const variable = this.scope.variable(path);
    if (!variable) return this.scope.hasInterview() ? '' : formatValue(value, format);
    return formatValue(value, format, {
      type: variable.type,
      symbol: variable.symbol,
      options: variable.options,
    });
  }
}

function conditionPaths(statement: Statement): string[] {
  return collectRules(statement).map((rule) => rule.variable);
}

function flagsOf(marks: readonly { type: string; attrs?: { href: string } }[] | undefined): Flags {
  const flags: Flags = {};
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') flags.bold = true;
    else if (mark.type === 'italic') flags.italic = true;
    else if (mark.type === 'underline') flags.underline = true;
    else if (mark.type === 'link' && mark.attrs) flags.link = mark.attrs.href;
  }
  return flags;
}

// Appends text as runs: line breaks inside an answer (a long text) become line-break runs, and a
// run with the same flags as the one before it is merged into it.
function pushText(runs: ResolvedRun[], text: string, flags: Flags): void {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((line, index) => {
    if (index > 0) runs.push({ type: 'lineBreak' });
    if (line === '') return;
    const last = runs[runs.length - 1];
    if (last?.type === 'text' && sameFlags(last, flags)) last.text += line;
    else runs.push({ type: 'text', text: line, ...flags });
  });
}

function sameFlags(run: Flags, flags: Flags): boolean {
  return (
    run.bold === flags.bold &&
    run.italic === flags.italic &&
    run.underline === flags.underline &&
    run.link === flags.link &&
    run.missing === flags.missing &&
    run.source === flags.source
  );
}

function mergeAdjacentLists(blocks: ResolvedBlock[]): ResolvedBlock[] {
  const merged: ResolvedBlock[] = [];
  for (const block of blocks) {
    const last = merged[merged.length - 1];
    if (block.type === 'list' && last?.type === 'list' && last.ordered === block.ordered) {
      merged[merged.length - 1] = { ...last, items: [...last.items, ...block.items] };
    } else {
      merged.push(block);
    }
  }
  return merged;
}

keepShapeAlive(new Renderer(TemplateScope.create({}, undefined, null)));
