import type { CompiledInterview } from '@schemas/compiledInterview';
import { evaluateVisibility, type Visibility } from '../evaluate/evaluateVisibility';
import { getEvaluationPlan, type PlanVariable } from '../evaluate/getEvaluationPlan';
import { isRecord, readOwnKey } from '../evaluate/readOwnKey';
import { formatAnswer } from './formatAnswer';

export interface SummaryLine {
  // Answer path: 'nombre', 'comprador.cedula', 'herederos.1.nombre'.
  path: string;
  label: string;
  // The answer as a person reads it; '' when the question was left blank.
  value: string;
}

export interface SummarySection {
  pageId: string;
  title: string;
  lines: SummaryLine[];
}

// The answers as a person reads them, page by page: every visible question in order (blank ones
// too, with an empty value), a group's fields under the group's name, a list's fields numbered by
// row ('Herederos 2 · Nombre'), and the calculations shown to the client with their value. Hidden
// pages and questions, and calculations not shown, are left out. The player's review
// screen and the server's submission summary both come from here, so they never disagree.
export function summarizeAnswers(
  compiled: CompiledInterview,
  answers: unknown,
  visibility: Visibility = evaluateVisibility(compiled, answers),
): SummarySection[] {
  const plan = getEvaluationPlan(compiled);
  const sections: SummarySection[] = [];
  for (const page of compiled.pages) {
    if (visibility.pages[page.id] !== true) continue;
    const lines: SummaryLine[] = [];
    for (const path of page.variables) {
      const root = plan.variables.get(path);
      if (root?.variable.parent === null)
        collect(root, path, root.variable.label, readOwnKey(answers, root.key));
    }
    sections.push({ pageId: page.id, title: page.title, lines });

    function collect(variable: PlanVariable, at: string, label: string, value: unknown): void {
      if (visibility.fields[at] !== true) return;
      if (variable.kind === 'computed') {
        if (variable.variable.computed?.show)
          lines.push({
            path: at,
            label,
            value: formatAnswer(variable.variable, visibility.values[at]),
          });
        return;
      }
      if (variable.kind === 'scalar') {
        lines.push({ path: at, label, value: formatAnswer(variable.variable, value) });
        return;
      }
      if (variable.kind === 'group') {
        const group = isRecord(value) ? value : undefined;
        for (const child of variable.children)
          collect(
            child,
            `${at}.${child.key}`,
            `${label} · ${child.variable.label}`,
            readOwnKey(group, child.key),
          );
        return;
      }
      const rows = Array.isArray(value) ? value : [];
      if (rows.length === 0) {
        lines.push({ path: at, label, value: '' });
        return;
      }
      rows.forEach((row, index) => {
        const record = isRecord(row) ? row : undefined;
        for (const child of variable.children)
          collect(
            child,
            `${at}.${index}.${child.key}`,
            `${label} ${index + 1} · ${child.variable.label}`,
            readOwnKey(record, child.key),
          );
      });
    }
  }
  return sections;
}
