import { RuleScope, readOwnPath } from '../conditions/evaluateRule';

export interface RowFrame {
  // Static path of the list ('herederos', 'herederos.hijos').
  listPath: string;
  // Path of the row being evaluated ('herederos.2', 'herederos.2.hijos.0').
  rowPath: string;
  row: Record<string, unknown>;
}

// What a rule sees while the evaluator walks the interview: answers of questions already decided
// are masked by their visibility (a hidden question's answer reads as empty), and inside a list
// row a path through the list (`herederos.es_menor`) means that row's field.
export class EvaluationScope extends RuleScope {
  rawPaths: ReadonlySet<string> | null = null;
  readonly rows: RowFrame[] = [];

  constructor(
    private readonly answers: unknown,
    private readonly fields: () => Readonly<Record<string, boolean>>,
  ) {
    super();
  }

  read(path: string): unknown {
    for (let i = this.rows.length - 1; i >= 0; i -= 1) {
      const frame = this.rows[i] as RowFrame;
      const { listPath } = frame;
      if (
        path.length > listPath.length &&
        path.startsWith(listPath) &&
        path[listPath.length] === '.'
      ) {
        const rest = path.slice(listPath.length + 1);
        const value = readOwnPath(frame.row, rest);
        if (this.rawPaths?.has(path)) return value;
        return this.fields()[`${frame.rowPath}.${rest}`] === true ? value : undefined;
      }
    }
    const value = readOwnPath(this.answers, path);
    if (this.rawPaths?.has(path)) return value;
    return this.fields()[path] === true ? value : undefined;
  }
}
