import type { Diagnostic } from '@schemas/diagnostic';
import type { Interview } from '@schemas/interview';
import { findCompileBlockers } from '../compile/findCompileBlockers';
import { calculationKinds, checkFormula, fitsKind, kindLabel } from '../formulas/checkFormula';
import { checkFormulaShape } from '../formulas/formulaShape';
import { calculationTypeLabels, formulaMessages } from '../messages';
import {
  type InterviewIndex,
  indexInterview,
  locationOf,
  type QuestionEntry,
} from '../model/indexInterview';
import { findStronglyConnected } from './findStronglyConnected';

export interface FormulaLintOptions {
  // Variables the document's templates write: with it, a calculation nobody uses is reported.
  templatePaths?: ReadonlySet<string>;
}

// Calculations and validation rules: formulas that read what does not exist or mix kinds of
// values, a calculation whose formula gives another type than its own, calculations that depend
// on each other in a cycle (none could ever be computed), a calculation shown to the client that
// reads an answer given on a later page, one nobody uses, rules without formula or message.
// (A formula whose shape is wrong is reported by findCompileBlockers.)
export function lintFormulas(
  index: InterviewIndex,
  options: FormulaLintOptions = {},
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const readsOf = new Map<QuestionEntry, QuestionEntry[]>();
  const used = new Set<QuestionEntry>();

  for (const entry of index.calculations) {
    const calculation = entry.calculation;
    if (!calculation) continue;
    const at = locationOf(entry);
    if (calculation.formula === null || calculation.formula === undefined) {
      diagnostics.push({
        code: 'missing-formula',
        severity: 'warning',
        message: formulaMessages.missingFormula(entry.path),
        ...at,
      });
      continue;
    }
    if (checkFormulaShape(calculation.formula)) continue;
    const check = checkFormula(index, calculation.formula);
    readsOf.set(entry, check.reads);
    for (const read of check.reads) used.add(topOf(read));
    for (const problem of check.problems)
      diagnostics.push({ code: problem.code, severity: 'error', message: problem.message, ...at });
    const expected = calculationKinds[calculation.type];
    if (check.problems.length === 0 && !fitsKind(check.kind, expected)) {
      diagnostics.push({
        code: 'formula-type',
        severity: 'error',
        message: formulaMessages.resultKind(
          entry.path,
          calculationTypeLabels[calculation.type],
          kindLabel(check.kind),
        ),
        ...at,
      });
    }
    if (calculation.show) {
      const pageOrder = pageOrderOf(index, entry);
      const later = check.reads.map(topOf).find((read) => pageOrderOf(index, read) > pageOrder);
      if (later) {
        diagnostics.push({
          code: 'formula-reads-later',
          severity: 'warning',
          message: formulaMessages.readsLater(later.path),
          ...at,
        });
      }
    }
  }

  for (const rule of index.rules) {
    const at = { pageId: rule.page.id, elementId: rule.element.id };
    const settings = rule.settings;
    if (!settings || settings.formula === null || settings.formula === undefined) {
      diagnostics.push({
        code: 'missing-formula',
        severity: 'warning',
        message: formulaMessages.ruleMissingFormula,
        ...at,
      });
      continue;
    }
    if (settings.message.trim() === '') {
      diagnostics.push({
        code: 'rule-without-message',
        severity: 'warning',
        message: formulaMessages.ruleMissingMessage,
        ...at,
      });
    }
    if (checkFormulaShape(settings.formula)) continue;
    const check = checkFormula(index, settings.formula);
    for (const read of check.reads) used.add(topOf(read));
    for (const problem of check.problems)
      diagnostics.push({ code: problem.code, severity: 'error', message: problem.message, ...at });
    if (check.problems.length === 0 && !fitsKind(check.kind, 'boolean')) {
      diagnostics.push({
        code: 'formula-type',
        severity: 'error',
        message: formulaMessages.ruleNotYesNo,
        ...at,
      });
    }
  }

  diagnostics.push(...findCalculationCycles(index, readsOf));

  const templatePaths = options.templatePaths;
  if (templatePaths) {
    for (const entry of readsByConditions(index)) used.add(entry);
    for (const entry of index.calculations) {
      if (entry.calculation?.show || used.has(entry) || templatePaths.has(entry.path)) continue;
      diagnostics.push({
        code: 'unused-calculation',
        severity: 'warning',
        message: formulaMessages.unused(entry.path),
        ...locationOf(entry),
      });
    }
  }
  return diagnostics;
}

// Calculations reading each other in a cycle, or themselves: none of them can be computed.
function findCalculationCycles(
  index: InterviewIndex,
  readsOf: ReadonlyMap<QuestionEntry, QuestionEntry[]>,
): Diagnostic[] {
  const calculations = index.calculations;
  const numbers = new Map(calculations.map((entry, position) => [entry, position]));
  const edges = calculations.map((entry) =>
    (readsOf.get(entry) ?? [])
      .map((read) => numbers.get(read))
      .filter((target): target is number => target !== undefined),
  );
  const component = findStronglyConnected(edges);
  const diagnostics: Diagnostic[] = [];
  calculations.forEach((entry, position) => {
    for (const target of edges[position] ?? []) {
      const other = calculations[target] as QuestionEntry;
      const message =
        target === position
          ? formulaMessages.selfReference(entry.path)
          : component[target] === component[position]
            ? formulaMessages.cycle(other.path)
            : null;
      if (message) {
        diagnostics.push({
          code: 'formula-cycle',
          severity: 'error',
          message,
          ...locationOf(entry),
        });
        return;
      }
    }
  });
  return diagnostics;
}

// Calculations read by the conditions of pages, questions and options.
function readsByConditions(index: InterviewIndex): QuestionEntry[] {
  const read: QuestionEntry[] = [];
  const names = new Set(index.calculations.map((entry) => entry.path));
  const visit = (statement: unknown) => {
    if (typeof statement !== 'object' || statement === null) return;
    const record = statement as { variable?: unknown; conditions?: unknown };
    if (typeof record.variable === 'string' && names.has(record.variable)) {
      const entry = index.byPath.get(record.variable);
      if (entry) read.push(entry);
    }
    if (Array.isArray(record.conditions)) for (const inner of record.conditions) visit(inner);
  };
  for (const { page } of index.pages) if (page.conditional) visit(page.statement);
  for (const entry of index.questions) {
    if (entry.question.conditional) visit(entry.question.statement);
    for (const option of entry.optionItems) if (option.conditional) visit(option.statement);
  }
  for (const rule of index.rules) if (rule.element.conditional) visit(rule.element.statement);
  return read;
}

function topOf(entry: QuestionEntry): QuestionEntry {
  let top = entry;
  while (top.parent) top = top.parent;
  return top;
}

function pageOrderOf(index: InterviewIndex, entry: QuestionEntry): number {
  return index.pages.findIndex((page) => page.page === entry.page);
}

// Everything said about formulas (their shape and their meaning), for the builder's formula
// editor, which shows a calculation's or rule's problems as they are typed.
export function formulaDiagnostics(interview: Interview): Diagnostic[] {
  const index = indexInterview(interview);
  return [
    ...findCompileBlockers(index).filter((diagnostic) => diagnostic.code === 'formula-invalid'),
    ...lintFormulas(index),
  ];
}
