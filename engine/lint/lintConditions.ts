import type { Diagnostic } from '@schemas/diagnostic';
import type { ConditionRule } from '@schemas/statement';
import { collectRules } from '../conditions/measureStatement';
import { checkFormula } from '../formulas/checkFormula';
import { checkFormulaShape } from '../formulas/formulaShape';
import { lintMessages } from '../messages';
import type { InterviewIndex, QuestionEntry } from '../model/indexInterview';
import { resolveReference } from '../model/resolveReference';
import { checkOperatorAndValue } from './checkOperatorAndValue';
import { findStronglyConnected } from './findStronglyConnected';
import { forEachRuleOwner, type RuleOwner } from './forEachRuleOwner';

// What a condition refers to and how: unknown variables, fields of a list read from outside it,
// conditions that depend on themselves, on a later question or on each other in a cycle, and
// operators or values that do not fit the question's type.
export function lintConditions(index: InterviewIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const references: Array<{ owner: RuleOwner; rule: ConditionRule; target: QuestionEntry }> = [];

  forEachRuleOwner(index, (owner) => {
    if (!owner.conditional) return;
    if (!owner.statement) {
      diagnostics.push(warning('missing-condition', lintMessages.missingCondition, owner));
      return;
    }
    for (const rule of collectRules(owner.statement)) {
      const resolution = resolveReference(index, rule.variable, owner.listStack);
      if (resolution.status === 'unknown') {
        diagnostics.push(
          error('unknown-variable', lintMessages.unknownVariable(rule.variable), owner),
        );
      } else if (resolution.status === 'outsideList') {
        diagnostics.push(
          error(
            'list-field-outside-list',
            lintMessages.listFieldOutsideList(rule.variable, resolution.list),
            owner,
          ),
        );
      } else {
        references.push({ owner, rule, target: resolution.entry });
        const problem = checkOperatorAndValue(rule, resolution.entry);
        if (problem) diagnostics.push(error(problem.code, problem.message, owner));
      }
    }
  });

  // Dependency graph over pages and questions (numbered by document order): a rule's owner depends
  // on what it reads, a question on its page or parent. A reference inside a strongly connected
  // component is a cycle.
  const nodeCount = index.questions.length + index.pages.length;
  const edges: number[][] = Array.from({ length: nodeCount }, () => []);
  const pageOrders = new Map(index.pages.map((page) => [page.page, page.order]));
  for (const entry of index.questions) {
    edges[entry.order]?.push(entry.parent?.order ?? pageOrders.get(entry.page) ?? entry.order);
  }
  // A calculation depends on what its formula reads.
  for (const entry of index.calculations) {
    const formula = entry.calculation?.formula ?? null;
    if (formula === null || checkFormulaShape(formula)) continue;
    for (const read of checkFormula(index, formula).reads) {
      if (read !== entry) edges[entry.order]?.push(read.order);
    }
  }
  const selfReferences = new Set<(typeof references)[number]>();
  for (const reference of references) {
    if (reference.owner.kind === 'rule') continue;
    if (isSelfReference(reference.owner, reference.target)) selfReferences.add(reference);
    else edges[reference.owner.order]?.push(reference.target.order);
  }
  const component = findStronglyConnected(edges);
  for (const reference of references) {
    const { owner, target } = reference;
    if (owner.kind === 'rule') continue;
    if (selfReferences.has(reference)) {
      diagnostics.push(error('self-reference', lintMessages.selfReference(target.path), owner));
    } else if (component[owner.order] === component[target.order]) {
      diagnostics.push(error('cycle', lintMessages.cycle(target.path), owner));
    } else if (target.order > owner.order && !target.calculation) {
      // A calculation may sit anywhere: it is computed as soon as what it reads is answered.
      diagnostics.push(
        error('forward-reference', lintMessages.forwardReference(target.path), owner),
      );
    }
  }
  return diagnostics;
}

// A rule reads the question it belongs to, a group or list it is inside, one of its own fields,
// or (for a page) a question on that same page.
function isSelfReference(owner: RuleOwner, target: QuestionEntry): boolean {
  if (!owner.entry) return target.page === owner.page && !target.calculation;
  for (let entry: QuestionEntry | null = owner.entry; entry; entry = entry.parent) {
    if (entry === target) return true;
  }
  for (let entry: QuestionEntry | null = target; entry; entry = entry.parent) {
    if (entry === owner.entry) return true;
  }
  return false;
}

function error(code: Diagnostic['code'], message: string, owner: RuleOwner): Diagnostic {
  return { code, severity: 'error', message, ...owner.location };
}

function warning(code: Diagnostic['code'], message: string, owner: RuleOwner): Diagnostic {
  return { code, severity: 'warning', message, ...owner.location };
}
