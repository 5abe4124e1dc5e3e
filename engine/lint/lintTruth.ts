import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Diagnostic } from '@schemas/diagnostic';
import type { Statement } from '@schemas/statement';
import { compileVisibility } from '../compile/compileVisibility';
import { questionContextOf } from '../compile/questionContextOf';
import { evaluateRule } from '../conditions/evaluateRule';
import { collectRules } from '../conditions/measureStatement';
import { evaluateVisibility } from '../evaluate/evaluateVisibility';
import { lintMessages } from '../messages';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import { resolveReference } from '../model/resolveReference';
import { checkOperatorAndValue } from './checkOperatorAndValue';
import { forEachRuleOwner } from './forEachRuleOwner';
import { sampleAnswers } from './sampleAnswers';

const maxCombinations = 4096;
const maxReachabilityCombinations = 1024;

// Conditions that are always true or always false, and pages that can never be shown. Decided by
// trying every combination of representative answers (sampleAnswers) for the questions involved,
// when there are few enough combinations; otherwise nothing is claimed.
export function lintTruth(index: InterviewIndex, compiled: CompiledInterview | null): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const constants = collectConstants(index);
  const decided = new Set<string>();

  forEachRuleOwner(index, (owner) => {
    if (!owner.conditional || !owner.statement) return;
    const entries = referencedEntries(index, owner.statement, owner.listStack);
    if (!entries) return;
    const rule = compileVisibility(index, true, owner.statement, owner.listStack);
    let seenTrue = false;
    let seenFalse = false;
    const complete = forEachCombination(entries, constants, maxCombinations, (answers) => {
      if (evaluateRule(rule, answers)) seenTrue = true;
      else seenFalse = true;
      return seenTrue && seenFalse;
    });
    if (!complete || (seenTrue && seenFalse)) return;
    if (owner.kind === 'page') decided.add(owner.page.id);
    diagnostics.push({
      code: seenTrue ? 'always-true' : 'always-false',
      severity: 'warning',
      message: seenTrue ? lintMessages.alwaysTrue : lintMessages.alwaysFalse,
      ...owner.location,
    });
  });

  if (compiled) {
    for (const { page } of index.pages) {
      if (!page.conditional || !page.statement || decided.has(page.id)) continue;
      const entries = reachabilityEntries(index, page.statement);
      if (!entries) continue;
      let shown = false;
      const complete = forEachCombination(
        entries,
        constants,
        maxReachabilityCombinations,
        (answers) => {
          shown = evaluateVisibility(compiled, answers).pages[page.id] === true;
          return shown;
        },
      );
      if (complete && !shown) {
        diagnostics.push({
          code: 'unreachable-page',
          severity: 'warning',
          message: lintMessages.unreachablePage(page.name.trim()),
          pageId: page.id,
        });
      }
    }
  }
  return diagnostics;
}

// The questions a statement reads, or null when a rule cannot be resolved or does not fit its
// question: lintConditions reports the cause, and whatever follows from it would only repeat it.
function referencedEntries(
  index: InterviewIndex,
  statement: Statement,
  listStack: readonly string[],
): QuestionEntry[] | null {
  const entries = new Set<QuestionEntry>();
  for (const rule of collectRules(statement)) {
    const resolution = resolveReference(index, rule.variable, listStack);
    if (resolution.status !== 'ok' || checkOperatorAndValue(rule, resolution.entry)) return null;
    entries.add(resolution.entry);
  }
  return [...entries];
}

// Everything that decides whether a page is shown: the questions its condition reads, and,
// recursively, what decides whether those questions (and their pages and groups) are shown.
function reachabilityEntries(index: InterviewIndex, statement: Statement): QuestionEntry[] | null {
  const found = new Set<QuestionEntry>();
  const pending: Statement[] = [statement];
  while (pending.length > 0) {
    const next = pending.pop() as Statement;
    const entries = referencedEntries(index, next, []);
    // A calculation's value comes from its formula, not from a sample: nothing can be claimed.
    if (!entries || entries.some((entry) => entry.calculation)) return null;
    for (const entry of entries) {
      if (found.has(entry) || entry.listStack.length > 0) continue;
      found.add(entry);
      for (let at: QuestionEntry | null = entry; at; at = at.parent) {
        if (at.question.conditional && at.question.statement) pending.push(at.question.statement);
      }
      if (entry.page.conditional && entry.page.statement) pending.push(entry.page.statement);
    }
  }
  return [...found];
}

// Calls `visit` with answers for every combination of samples; stops early when it returns true.
// Returns false when there were too many combinations to try.
function forEachCombination(
  entries: readonly QuestionEntry[],
  constants: ReadonlyMap<QuestionEntry, unknown[]>,
  limit: number,
  visit: (answers: Record<string, unknown>) => boolean,
): boolean {
  const samples = entries.map((entry) => sampleAnswers(entry, constants.get(entry) ?? []));
  if (samples.reduce((total, values) => total * values.length, 1) > limit) return false;
  const walk = (position: number, answers: Record<string, unknown>): boolean => {
    const entry = entries[position];
    if (!entry) return visit(answers);
    for (const value of samples[position] ?? []) {
      if (walk(position + 1, withValue(answers, entry.path, value))) return true;
    }
    return false;
  };
  walk(0, {});
  return true;
}

function withValue(
  answers: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return answers;
  if (rest.length === 0) return { ...answers, [head]: value };
  const inner = answers[head];
  return {
    ...answers,
    [head]: withValue(
      typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {},
      rest.join('.'),
      value,
    ),
  };
}

// Every value conditions compare a question with, parsed by its type.
function collectConstants(index: InterviewIndex): Map<QuestionEntry, unknown[]> {
  const constants = new Map<QuestionEntry, unknown[]>();
  forEachRuleOwner(index, (owner) => {
    if (!owner.statement) return;
    for (const rule of collectRules(owner.statement)) {
      const resolution = resolveReference(index, rule.variable, owner.listStack);
      if (resolution.status === 'unknown' || rule.condition === undefined) continue;
      const { entry } = resolution;
      const parsed = entry.definition.parseValue(rule.condition, questionContextOf(entry));
      const list = constants.get(entry) ?? [];
      list.push(parsed.ok ? parsed.value : rule.condition);
      constants.set(entry, list);
    }
  });
  return constants;
}
