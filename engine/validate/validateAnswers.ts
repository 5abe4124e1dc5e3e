import type { CompiledInterview, JsonObject } from '@schemas/compiledInterview';
import type { RuleScope } from '@schemas/formula';
import { evaluateFormula, evaluateRule } from '../conditions/evaluateRule';
import { EvaluationScope } from '../evaluate/EvaluationScope';
import { evaluateVisibility, type Visibility } from '../evaluate/evaluateVisibility';
import {
  type EvaluationPlan,
  getEvaluationPlan,
  type PlanVariable,
} from '../evaluate/getEvaluationPlan';
import { isRecord, readOwnKey } from '../evaluate/readOwnKey';
import { answerMessages } from '../messages';
import { createRecord } from '../model/createRecord';
import { keepShapeAlive } from '../model/keepShapeAlive';
import { checkFragment } from './checkFragment';
import { localizeErrors } from './localizeErrors';

export interface AnswerValidation {
  ok: boolean;
  // Answer path ('nombre', 'comprador.cedula', 'herederos.1.nombre') → Spanish messages.
  errors: Record<string, string[]>;
  // The answers of visible questions only, in the shape of the interview; blank answers dropped.
  answers: Record<string, unknown>;
  // Paths that were sent but dropped: hidden questions, calculations (computed, never taken from
  // the answers) and names the interview does not have.
  pruned: string[];
  // The validation rules that failed (their messages are in `errors` too, at `paths`): a page
  // rule blocks leaving its page, an interview rule only the submission.
  failedRules: FailedRule[];
}

export interface FailedRule {
  key: string;
  pageId: string;
  scope: RuleScope;
  message: string;
  // Where the message is shown: the visible questions the rule reads, else the rule's own key.
  paths: string[];
}

// Validates a whole answer set as the server must before generating a document: only visible
// questions count, each answer is checked against its own schema fragment (checkFragment), required
// questions must be answered, the validation rules of shown pages must hold, and whatever is
// hidden or unknown is pruned from the result.
export function validateAnswers(compiled: CompiledInterview, answers: unknown): AnswerValidation {
  const plan = getEvaluationPlan(compiled);
  const visibility = evaluateVisibility(compiled, answers);
  const validation = new AnswerValidator(visibility);
  const result = createRecord<unknown>();
  // Answers the interview has a question for; when they are all the keys sent (the usual case),
  // no key needs looking up to find the unknown ones.
  let known = 0;
  for (const root of plan.roots) {
    const answer = readOwnKey(answers, root.key);
    if (answer !== undefined) known++;
    const value = validation.validate(root, root.path, answer);
    if (value !== undefined) result[root.key] = value;
  }
  if (isRecord(answers) && countOwnKeys(answers) !== known) {
    for (const key in answers) {
      if (!Object.hasOwn(answers, key)) continue;
      if (plan.variables.get(key)?.variable.parent !== null) validation.pruned.push(key);
    }
  }
  const failedRules =
    plan.rules.length > 0 ? checkRules(plan, visibility, answers, validation) : [];
  return {
    ok: Object.keys(validation.errors).length === 0,
    errors: validation.errors,
    answers: result,
    pruned: validation.pruned,
    failedRules,
  };
}

// A rule applies while its page is shown and its own condition holds; it fails when its formula
// gives false (not when it is undecided because an answer it compares is missing: whether that
// answer is required is its question's business).
function checkRules(
  plan: EvaluationPlan,
  visibility: Visibility,
  answers: unknown,
  validation: AnswerValidator,
): FailedRule[] {
  const failed: FailedRule[] = [];
  const scope = new EvaluationScope(answers, visibility.fields, visibility.values, plan.computed);
  for (const { rule, visibleIf, formula } of plan.rules) {
    if (visibility.pages[rule.pageId] !== true) continue;
    if (visibleIf !== null && !evaluateRule(visibleIf, scope)) continue;
    if (evaluateFormula(formula, scope) !== false) continue;
    const paths = rule.showAt.filter((path) => visibility.fields[path] === true);
    if (paths.length === 0) paths.push(rule.key);
    for (const path of paths) validation.fail(path, rule.message);
    failed.push({
      key: rule.key,
      pageId: rule.pageId,
      scope: rule.scope,
      message: rule.message,
      paths,
    });
  }
  return failed;
}

function countOwnKeys(value: Record<string, unknown>): number {
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key)) count++;
  return count;
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

class AnswerValidator {
  readonly errors = createRecord<string[]>();
  readonly pruned: string[] = [];

  constructor(private readonly visibility: Visibility) {}

  validate(variable: PlanVariable, path: string, value: unknown): unknown {
    if (this.visibility.fields[path] !== true) {
      if (value !== undefined) this.pruned.push(path);
      return undefined;
    }
    switch (variable.kind) {
      case 'computed':
        if (value !== undefined) this.pruned.push(path);
        return undefined;
      case 'group':
        return this.validateGroup(variable, path, value);
      case 'list':
        return this.validateList(variable, path, value);
      case 'scalar':
        return this.validateScalar(variable, path, value);
    }
  }

  fail(path: string, message: string): void {
    const messages = this.errors[path] ?? [];
    messages.push(message);
    this.errors[path] = messages;
  }

  private validateFields(variable: PlanVariable, path: string, value: Record<string, unknown>) {
    const result = createRecord<unknown>();
    for (const child of variable.children) {
      const childValue = this.validate(child, `${path}.${child.key}`, readOwnKey(value, child.key));
      if (childValue !== undefined) result[child.key] = childValue;
    }
    for (const key in value) {
      if (Object.hasOwn(value, key) && !hasChild(variable, key)) this.pruned.push(`${path}.${key}`);
    }
    return result;
  }

  private validateGroup(variable: PlanVariable, path: string, value: unknown): unknown {
    if (value !== undefined && value !== null && !isRecord(value)) {
      this.fail(path, answerMessages.notGroup);
      return undefined;
    }
    const result = this.validateFields(variable, path, value ?? {});
    return Object.keys(result).length > 0 ? result : undefined;
  }

  private validateList(variable: PlanVariable, path: string, value: unknown): unknown {
    if (isBlank(value)) {
      if (variable.variable.required) this.fail(path, answerMessages.required);
      return undefined;
    }
    if (!Array.isArray(value)) {
      this.fail(path, answerMessages.notList);
      return undefined;
    }
    const { minItems, maxItems } = variable.schema as { minItems?: number; maxItems?: number };
    if (minItems !== undefined && value.length < minItems) {
      this.fail(path, answerMessages.minRows(minItems));
    }
    if (maxItems !== undefined && value.length > maxItems) {
      this.fail(path, answerMessages.maxRows(maxItems));
      return undefined;
    }
    return value.map((row, index) => {
      const rowPath = `${path}.${index}`;
      if (!isRecord(row)) {
        this.fail(rowPath, answerMessages.notGroup);
        return {};
      }
      return this.validateFields(variable, rowPath, row);
    });
  }

  private validateScalar(variable: PlanVariable, path: string, value: unknown): unknown {
    if (isBlank(value)) {
      if (variable.variable.required) this.fail(path, answerMessages.required);
      return undefined;
    }
    const problems = checkFragment(variable.schema as JsonObject, value);
    if (problems.length > 0) {
      for (const message of localizeErrors(problems, variable.variable)) {
        this.fail(path, message);
      }
      return value;
    }
    const offered = this.visibility.options[path];
    if (offered) {
      const chosen = Array.isArray(value) ? value : [value];
      if (chosen.some((choice) => !offered.includes(choice as string))) {
        this.fail(path, answerMessages.optionUnavailable);
      }
    }
    return value;
  }
}

keepShapeAlive(new AnswerValidator({ pages: {}, fields: {}, options: {}, values: {} }));

function hasChild(variable: PlanVariable, key: string): boolean {
  for (const child of variable.children) if (child.key === key) return true;
  return false;
}
