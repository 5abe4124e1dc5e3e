import type { DiagnosticCode } from '@schemas/diagnostic';
import type { CalculationType, FormulaOperation } from '@schemas/formula';
import type { ConditionRule, Statement } from '@schemas/statement';
import { collectRules } from '../conditions/measureStatement';
import { checkOperatorAndValue } from '../lint/checkOperatorAndValue';
import { formulaKindLabels, formulaMessages, formulaOperationLabels } from '../messages';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import { resolveReference } from '../model/resolveReference';
import { readFormulaNode } from './formulaShape';

// What a formula means, checked against the interview (after its shape, formulaShape.ts): every
// variable it reads exists and is read where it has one value (a list's field only through a list
// operation, or inside a row operation on that list), every operation gets the kinds of values it
// works on (no date added to a text), and its conditions fit their questions. Also lists what it
// reads, for the dependency graph, unused calculations and where a rule's message is shown.

export type FormulaKind = keyof typeof formulaKindLabels | 'isoText' | 'unknown';

export interface FormulaProblem {
  code: DiagnosticCode;
  message: string;
}

export interface FormulaCheck {
  kind: FormulaKind;
  problems: FormulaProblem[];
  // The questions and calculations it reads (a list field's list too), in order of appearance.
  reads: QuestionEntry[];
}

export function checkFormula(
  index: InterviewIndex,
  formula: unknown,
  listStack: readonly string[] = [],
): FormulaCheck {
  const checker = new FormulaChecker(index);
  const kind = formula === null ? 'empty' : checker.kindOf(formula, listStack, false);
  return { kind, problems: checker.problems, reads: [...checker.reads] };
}

// The kind a calculation of each type must give.
export const calculationKinds: { readonly [Type in CalculationType]: FormulaKind } = {
  number: 'number',
  currency: 'number',
  date: 'date',
  text: 'text',
  yesNo: 'boolean',
};

// Whether a formula's kind can stand where `expected` is wanted (an empty or unresolved value
// always can: the first is a blank, the second is reported where it is read).
export function fitsKind(actual: FormulaKind, expected: FormulaKind): boolean {
  if (actual === expected || actual === 'empty' || actual === 'unknown') return true;
  return actual === 'isoText' && (expected === 'text' || expected === 'date');
}

export function kindLabel(kind: FormulaKind): string {
  if (kind === 'isoText') return formulaKindLabels.text;
  if (kind === 'unknown') return formulaKindLabels.empty;
  return formulaKindLabels[kind];
}

function kindOfEntry(entry: QuestionEntry): FormulaKind {
  if (entry.calculation) return calculationKinds[entry.calculation.type];
  switch (entry.definition.kind) {
    case 'text':
    case 'choice':
      return 'text';
    case 'number':
    case 'date':
    case 'boolean':
    case 'multi':
    case 'list':
    case 'group':
      return entry.definition.kind;
  }
}

class FormulaChecker {
  readonly problems: FormulaProblem[] = [];
  readonly reads = new Set<QuestionEntry>();

  constructor(private readonly index: InterviewIndex) {}

  private report(code: DiagnosticCode, message: string): void {
    if (!this.problems.some((problem) => problem.message === message))
      this.problems.push({ code, message });
  }

  // `column`: the node is an argument of a list operation, where a list's field stands for its
  // answers in every row.
  kindOf(node: unknown, listStack: readonly string[], column: boolean): FormulaKind {
    const read = readFormulaNode(node);
    if (read === null) return 'unknown';
    switch (read.kind) {
      case 'constant': {
        const { value } = read;
        if (value === null) return 'empty';
        if (typeof value === 'number') return 'number';
        if (typeof value === 'boolean') return 'boolean';
        return /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'isoText' : 'text';
      }
      case 'list':
        return 'unknown';
      case 'var':
        return this.variableKind(read.path, listStack, column);
      case 'condition':
        this.checkStatement(read.statement as Statement, listStack);
        return 'boolean';
      case 'operation':
        return this.operationKind(read.operation, read.args, listStack);
    }
  }

  private variableKind(path: string, listStack: readonly string[], column: boolean): FormulaKind {
    const resolution = resolveReference(this.index, path, listStack);
    if (resolution.status === 'unknown') {
      this.report('unknown-variable', formulaMessages.unknownVariable(path));
      return 'unknown';
    }
    this.reads.add(resolution.entry);
    if (resolution.status === 'outsideList' && !column) {
      this.report(
        'list-field-outside-list',
        formulaMessages.listFieldOutsideList(path, resolution.list),
      );
      return 'unknown';
    }
    return kindOfEntry(resolution.entry);
  }

  private checkStatement(statement: Statement, listStack: readonly string[]): void {
    for (const rule of collectRules(statement as Statement) as ConditionRule[]) {
      const resolution = resolveReference(this.index, rule.variable, listStack);
      if (resolution.status === 'unknown') {
        this.report('unknown-variable', formulaMessages.unknownVariable(rule.variable));
      } else if (resolution.status === 'outsideList') {
        this.reads.add(resolution.entry);
        this.report(
          'list-field-outside-list',
          formulaMessages.listFieldOutsideList(rule.variable, resolution.list),
        );
      } else {
        this.reads.add(resolution.entry);
        const problem = checkOperatorAndValue(rule, resolution.entry);
        if (problem) this.report(problem.code, problem.message);
      }
    }
  }

  private expect(
    operation: FormulaOperation,
    kind: FormulaKind,
    expected: readonly FormulaKind[],
  ): void {
    if (expected.some((candidate) => fitsKind(kind, candidate))) return;
    this.report(
      'formula-type',
      formulaMessages.wrongKind(
        formulaOperationLabels[operation],
        expected.map(kindLabel).join(' o '),
        kindLabel(kind),
      ),
    );
  }

  // One kind for values that must agree (the branches of an `if`, the sides of a comparison).
  private unify(operation: FormulaOperation, kinds: readonly FormulaKind[]): FormulaKind {
    let result: FormulaKind = 'empty';
    for (const kind of kinds) {
      if (kind === 'empty' || kind === 'unknown') continue;
      if (result === 'empty' || result === kind) result = kind;
      else if (fitsKind(kind, result)) continue;
      else if (fitsKind(result, kind)) result = kind;
      else {
        this.report('formula-type', formulaMessages.mixedKinds(formulaOperationLabels[operation]));
        return 'unknown';
      }
    }
    return result;
  }

  private operationKind(
    operation: FormulaOperation,
    args: readonly unknown[],
    listStack: readonly string[],
  ): FormulaKind {
    const kinds = (column = false, from = 0) =>
      args.slice(from).map((arg) => this.kindOf(arg, listStack, column));
    switch (operation) {
      case '+':
      case '-':
      case '*':
      case '/':
      case 'min':
      case 'max':
      case 'abs':
        for (const kind of kinds()) this.expect(operation, kind, ['number']);
        return 'number';
      case 'round': {
        this.expect(operation, this.kindOf(args[0], listStack, false), ['number']);
        if (args.length > 1) {
          const decimals = args[1];
          if (
            typeof decimals !== 'number' ||
            !Number.isInteger(decimals) ||
            decimals < 0 ||
            decimals > 6
          )
            this.report('formula-type', formulaMessages.decimals);
        }
        return 'number';
      }
      case '==':
      case '!=':
        this.unify(operation, kinds());
        return 'boolean';
      case '>':
      case '>=':
      case '<':
      case '<=': {
        const sides = kinds();
        for (const kind of sides) this.expect(operation, kind, ['number', 'date', 'text']);
        this.unify(operation, sides);
        return 'boolean';
      }
      case 'and':
      case 'or':
      case '!':
        kinds();
        return 'boolean';
      case 'if': {
        const branches: FormulaKind[] = [];
        for (let i = 0; i < args.length; i++) {
          const kind = this.kindOf(args[i], listStack, false);
          // Conditions at even places, except the last argument of an odd count (the "else").
          const isCondition = i % 2 === 0 && i !== args.length - 1;
          if (!isCondition) branches.push(kind);
        }
        return this.unify(operation, branches);
      }
      case 'today':
        return 'date';
      case 'yearsBetween':
      case 'monthsBetween':
      case 'daysBetween':
      case 'businessDaysBetween':
        for (const kind of kinds(false).slice(0, 2)) this.expect(operation, kind, ['date']);
        return 'number';
      case 'addDays':
      case 'addMonths':
      case 'addYears':
      case 'addBusinessDays': {
        this.expect(operation, this.kindOf(args[0], listStack, false), ['date']);
        this.expect(operation, this.kindOf(args[1], listStack, false), ['number']);
        return 'date';
      }
      case 'count':
      case 'anyRow':
      case 'allRows':
        return this.rowOperationKind(operation, args, listStack);
      case 'sum':
      case 'minOf':
      case 'maxOf':
        this.expect(operation, this.kindOf(args[0], listStack, true), ['number']);
        return 'number';
      case 'join': {
        this.expect(operation, this.kindOf(args[0], listStack, false), ['text']);
        for (const kind of kinds(true, 1))
          this.expect(operation, kind, ['text', 'number', 'date', 'boolean', 'multi']);
        return 'text';
      }
      case 'upper':
      case 'lower':
        this.expect(operation, this.kindOf(args[0], listStack, false), ['text']);
        return 'text';
      case 'firstNonEmpty':
        return this.unify(operation, kinds());
    }
  }

  // `count` (of a list's rows, or of the options chosen), `anyRow`, `allRows`: the condition is
  // read inside each row, where the list's fields have one value.
  private rowOperationKind(
    operation: FormulaOperation,
    args: readonly unknown[],
    listStack: readonly string[],
  ): FormulaKind {
    const result = operation === 'count' ? 'number' : 'boolean';
    const target = readFormulaNode(args[0]);
    if (target?.kind !== 'var') return result;
    const resolution = resolveReference(this.index, target.path, listStack);
    if (resolution.status === 'unknown') {
      this.report('unknown-variable', formulaMessages.unknownVariable(target.path));
      return result;
    }
    this.reads.add(resolution.entry);
    const kind = kindOfEntry(resolution.entry);
    const isList = kind === 'list';
    if (!isList && !(operation === 'count' && kind === 'multi' && args.length === 1)) {
      this.report('formula-type', formulaMessages.listOnly(formulaOperationLabels[operation]));
      return result;
    }
    if (resolution.status === 'outsideList') {
      this.report(
        'list-field-outside-list',
        formulaMessages.listFieldOutsideList(target.path, resolution.list),
      );
    }
    if (args.length > 1) this.kindOf(args[1], [...listStack, resolution.entry.path], false);
    return result;
  }
}
