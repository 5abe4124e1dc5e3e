import type { CompiledInterview, CompiledVariable } from '@schemas/compiledInterview';
import { innermostFrame, type RowFrame, RuleScope, readOwnPath } from '../conditions/evaluateRule';
import type { Visibility } from '../evaluate/evaluateVisibility';
import { readOwnKey } from '../evaluate/readOwnKey';

export type { RowFrame };

/** A value read for a template variable: one answer, or every row's answer of a list field. */
export interface ReadValue {
  value: unknown;
  /** The answer path it was read at (with row numbers), null when collected across rows. */
  key: string | null;
}

// How a template reads answers. The same rules as the interview's own conditions:
// - own properties only (a path can never reach `constructor` or `__proto__`);
// - inside a repeat, a path through the repeated list reads the current row (innermost first);
// - with a compiled interview, an answer counts only if its question is visible for these
//   answers: a hidden question's answer, a stale answer to a deleted question, or a row field of
//   a hidden list all read as empty, in variables and in conditions alike;
// - a calculation's name reads its value as the engine computed it for these answers.
export class TemplateScope extends RuleScope {
  constructor(
    private readonly answers: unknown,
    private readonly visibility: Visibility | null,
    private readonly variables: ReadonlyMap<string, CompiledVariable> | null,
  ) {
    super();
  }

  static create(
    answers: unknown,
    compiled: CompiledInterview | undefined,
    visibility: Visibility | null,
  ) {
    return new TemplateScope(answers, visibility, compiled ? variablesOf(compiled) : null);
  }

  hasInterview(): boolean {
    return this.variables !== null;
  }

  variable(path: string): CompiledVariable | null {
    return this.variables?.get(path) ?? null;
  }

  // One value, as conditions read it.
  read(path: string): unknown {
    const computed = this.computedValue(path);
    if (computed !== undefined) return computed ?? undefined;
    const { base, baseKey, rest } = this.locate(path);
    const value = readOwnPath(base, rest);
    return this.isVisible(join(baseKey, rest)) ? value : undefined;
  }

  // A variable's value. Reaching a list with path left to read collects that field over every
  // row (nested lists flattened), keeping only visible answers.
  readForTemplate(path: string): ReadValue {
    const computed = this.computedValue(path);
    if (computed !== undefined) return { value: computed, key: path };
    const { base, baseKey, rest } = this.locate(path);
    const segments = rest.split('.');
    const collected: unknown[] = [];
    let many = false;
    const walk = (value: unknown, key: string, from: number): unknown => {
      let current = value;
      let currentKey = key;
      for (let index = from; index < segments.length; index += 1) {
        if (Array.isArray(current)) {
          many = true;
          current.forEach((row, rowIndex) => {
            const item = walk(row, `${currentKey}.${rowIndex}`, index);
            if (item !== undefined) collected.push(item);
          });
          return undefined;
        }
        const segment = segments[index] as string;
        current = readOwnKey(current, segment);
        currentKey = join(currentKey, segment);
      }
      return this.isVisible(currentKey) ? current : undefined;
    };
    const value = walk(base, baseKey, 0);
    if (many) return { value: collected.flat(), key: null };
    return { value, key: join(baseKey, rest) };
  }

  // The rows of the list at `path` for a repeat; none when it is hidden or not a list.
  readRows(path: string): RowFrame[] {
    return this.rowsOf(path);
  }

  override collect(path: string): unknown[] {
    const computed = this.computedValue(path);
    if (computed !== undefined) return computed === null ? [] : [computed];
    return super.collect(path);
  }

  protected override root(): unknown {
    return this.answers;
  }

  protected override counts(key: string): boolean {
    return this.isVisible(key);
  }

  // A calculation's value (null when empty); undefined when `path` names no calculation.
  private computedValue(path: string): unknown {
    if (this.variables?.get(path)?.computed === undefined) return undefined;
    return this.visibility?.values[path] ?? null;
  }

  private locate(path: string): { base: unknown; baseKey: string; rest: string } {
    const frame = innermostFrame(this.rows, path);
    if (frame) {
      return {
        base: frame.row,
        baseKey: frame.rowPath,
        rest: path.slice(frame.listPath.length + 1),
      };
    }
    return { base: this.answers, baseKey: '', rest: path };
  }

  private isVisible(key: string): boolean {
    return this.visibility === null || this.visibility.fields[key] === true;
  }
}

const join = (base: string, rest: string) => (base ? `${base}.${rest}` : rest);

const variableMaps = new WeakMap<CompiledInterview, ReadonlyMap<string, CompiledVariable>>();

function variablesOf(compiled: CompiledInterview): ReadonlyMap<string, CompiledVariable> {
  let map = variableMaps.get(compiled);
  if (!map) {
    map = new Map(compiled.variables.map((variable) => [variable.path, variable]));
    variableMaps.set(compiled, map);
  }
  return map;
}
