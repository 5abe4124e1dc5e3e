import type { CompiledInterview } from '@schemas/compiledInterview';
import type { ResolvedBlock, ResolvedDocument } from '@schemas/resolvedDocument';
import { resolvedSchemaVersion } from '@schemas/resolvedDocumentConstants';
import type { Statement } from '@schemas/statement';
import type { TemplateBlock, TemplateContent } from '@schemas/template';
import { evaluateVisibility, type Visibility } from '../evaluate/evaluateVisibility';
import { templateVariablePaths } from '../template/templateVariablePaths';
import { createBlockRenderer } from './renderTemplate';

export interface PreviewUpdate {
  /**
   * What each top-level block of the template writes, in template order (traced: runs carry
   * `source`, blocks `sources`). A part that did not need rendering again is the same array as
   * in the previous update, so a view can skip it by identity.
   */
  parts: readonly (readonly ResolvedBlock[])[];
  /** How many parts this update rendered (all of them the first time). */
  rendered: number;
}

// The live preview of a rich template beside the interview: renderTemplate's own renderer
// (the one the DOCX is generated from), traced, run one top-level block at a time, and run again
// only for the blocks that read something that changed. A block reads the answers under the
// first segment of each path it names (variables, agreement questions, lists, conditions): it is
// rendered again when one of those answers changed (answers are replaced, never mutated, so
// identity tells), when the visibility of a question under one of them flipped, or when a
// calculation it names took another value. Everything else keeps its previous output.
//
// Without `showHidden`, joining the parts gives the very document renderTemplate writes for the
// DOCX, plus the trace fields (a test holds them equal). Throws TemplateRenderError when the
// whole output would exceed renderTemplate's budget, as renderTemplate does.
export class TemplatePreview {
  private readonly roots: ReadonlyArray<ReadonlySet<string>>;
  private readonly rules = new Map<Statement, unknown>();
  private readonly calculations: ReadonlySet<string>;
  private parts: (readonly ResolvedBlock[])[] = [];
  private produced: number[] = [];
  private answers: Record<string, unknown> | null = null;
  private visibility: Visibility | null = null;
  private fields = new Map<string, boolean>();
  private values = new Map<string, unknown>();
  private showHidden = false;

  constructor(
    private readonly template: TemplateContent,
    private readonly compiled?: CompiledInterview,
  ) {
    this.roots = template.content.map(
      (node) => new Set(templateVariablePaths({ content: [node] }).map(rootOf)),
    );
    this.calculations = new Set(
      (compiled?.variables ?? [])
        .filter((variable) => variable.computed !== undefined)
        .map((variable) => variable.path),
    );
  }

  /**
   * The preview for these answers. `visibility` is the engine's for the same answers (the
   * player's, or computed here when absent).
   */
  update(
    answers: Record<string, unknown>,
    options: { visibility?: Visibility; showHidden?: boolean } = {},
  ): PreviewUpdate {
    const compiled = this.compiled;
    const visibility = compiled
      ? (options.visibility ?? evaluateVisibility(compiled, answers))
      : null;
    const showHidden = options.showHidden === true;
    const changed = this.changedRoots(answers, visibility, showHidden);
    const renderer = createBlockRenderer(
      answers,
      compiled,
      visibility,
      { trace: true, showHidden },
      this.rules,
    );
    let total = this.produced.reduce((sum, count) => sum + count, 0);
    let rendered = 0;
    const nodes = this.template.content;
    const parts = this.parts.slice(0, nodes.length);
    for (let index = 0; index < nodes.length; index++) {
      if (changed !== null && parts[index] !== undefined && !this.reads(index, changed)) continue;
      const before = this.produced[index] ?? 0;
      const { blocks, produced } = renderer.render(nodes[index] as TemplateBlock, total - before);
      total += produced - before;
      parts[index] = blocks;
      this.produced[index] = produced;
      rendered += 1;
    }
    this.parts = parts;
    return { parts, rendered };
  }

  private reads(index: number, changed: ReadonlySet<string>): boolean {
    const roots = this.roots[index];
    if (!roots) return true;
    for (const root of roots) if (changed.has(root)) return true;
    return false;
  }

  // The first segments whose answers, visibility or calculated values changed since the last
  // update; null when everything must be rendered (the first update, «Mostrar todo» switched).
  private changedRoots(
    answers: Record<string, unknown>,
    visibility: Visibility | null,
    showHidden: boolean,
  ): Set<string> | null {
    const previous = this.answers;
    const first = previous === null || showHidden !== this.showHidden;
    this.answers = answers;
    this.showHidden = showHidden;
    const changed = new Set<string>();
    if (previous !== null && previous !== answers) {
      for (const key of Object.keys(previous)) if (previous[key] !== answers[key]) changed.add(key);
      for (const key of Object.keys(answers)) if (!Object.hasOwn(previous, key)) changed.add(key);
    }
    // The engine updates a visibility's maps in place and returns the same object when nothing
    // was shown or hidden: our own copy tells what flipped.
    if (visibility && visibility !== this.visibility) {
      const seen = new Map<string, boolean>();
      for (const [key, shown] of Object.entries(visibility.fields)) {
        seen.set(key, shown);
        if (this.fields.get(key) !== shown) changed.add(rootOf(key));
      }
      for (const key of this.fields.keys()) if (!seen.has(key)) changed.add(rootOf(key));
      this.fields = seen;
    }
    this.visibility = visibility;
    for (const name of this.calculations) {
      const value = visibility?.values[name] ?? null;
      if (!Object.is(this.values.get(name) ?? null, value)) changed.add(name);
      this.values.set(name, value);
    }
    return first ? null : changed;
  }
}

/** The parts of a preview as one document (what the DOCX of the same answers holds). */
export function joinPreviewParts(parts: PreviewUpdate['parts']): ResolvedDocument {
  return { schemaVersion: resolvedSchemaVersion, blocks: parts.flat() };
}

function rootOf(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}
