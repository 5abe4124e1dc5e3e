import { innermostFrame, RuleScope, readOwnPath } from '../conditions/evaluateRule';

// What a rule or formula sees while the evaluator walks the interview: answers of questions
// already decided are masked by their visibility (a hidden question's answer reads as empty),
// inside a list row a path through the list (`herederos.es_menor`) means that row's field, and a
// calculation's name reads its computed value (never an answer sent under that name).
// `rawPaths`: the reads of the rule being evaluated that see the raw answer (a question decided
// after it, in a cycle lint reports); a calculation read that way is empty, since it is not
// computed yet in a full evaluation either.
export class EvaluationScope extends RuleScope {
  rawPaths: ReadonlySet<string> | null = null;

  constructor(
    private readonly answers: unknown,
    private readonly fields: Readonly<Record<string, boolean>>,
    private readonly values: Readonly<Record<string, unknown>>,
    // Names of the calculations; null when the interview has none.
    private readonly computed: ReadonlySet<string> | null,
  ) {
    super();
  }

  read(path: string): unknown {
    const frame = this.rows.length > 0 ? innermostFrame(this.rows, path) : null;
    if (frame) {
      const rest = path.slice(frame.listPath.length + 1);
      const value = readOwnPath(frame.row, rest);
      if (this.rawPaths?.has(path)) return value;
      return this.fields[`${frame.rowPath}.${rest}`] === true ? value : undefined;
    }
    if (this.computed?.has(path)) return this.rawPaths?.has(path) ? undefined : this.values[path];
    const value = readOwnPath(this.answers, path);
    if (this.rawPaths?.has(path)) return value;
    return this.fields[path] === true ? value : undefined;
  }

  override collect(path: string): unknown[] {
    if (this.computed?.has(path)) {
      const value = this.read(path);
      return value === undefined || value === null ? [] : [value];
    }
    this.unmasked = this.rawPaths?.has(path) === true;
    try {
      return super.collect(path);
    } finally {
      this.unmasked = false;
    }
  }

  private unmasked = false;

  protected override root(): unknown {
    return this.answers;
  }

  protected override counts(key: string): boolean {
    return this.unmasked || this.fields[key] === true;
  }
}
