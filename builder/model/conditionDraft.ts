import { operatorTable, questionTypeRegistry } from '@engine/index';
import {
  type ConditionGroup,
  type ConditionRule,
  type ConditionValue,
  isConditionGroup,
  type Operator,
  type Statement,
} from '@schemas/statement';
import type { QuestionInfo } from './listQuestions';

// A condition being composed in an editor: the same and/or tree as a stored statement, whose
// rules may still lack a part (a question, or the value an operator compares with). It lives in
// the editor only; it becomes a statement, and is saved, once every rule is complete. The root
// is always a group (a stored single rule is a group of one).
export type ConditionDraft = ConditionGroup;

// The part a rule still lacks, which the editor marks.
export type MissingPart = 'variable' | 'value';

export function toConditionDraft(statement: Statement | null): ConditionDraft {
  if (!statement) return { connector: 'and', conditions: [] };
  return isConditionGroup(statement) ? statement : { connector: 'and', conditions: [statement] };
}

// The statement to store for a draft: null for no rules, a group of one as that rule (the spec's
// simple form); `incomplete` while any rule lacks a part.
export function fromConditionDraft(draft: ConditionDraft): Statement | null | 'incomplete' {
  if (hasMissingPart(draft)) return 'incomplete';
  return simplifyGroup(draft);
}

export function simplifyGroup(group: ConditionGroup): Statement | null {
  if (group.conditions.length === 0) return null;
  if (group.conditions.length === 1) return group.conditions[0] ?? null;
  return group;
}

// A rule lacks its question when it names none, and its value when its operator compares with
// one and it is empty (blank text included). A value of the wrong kind is not "missing": the
// editor's inputs cannot produce one, and lint names it when it comes from elsewhere.
export function findMissingPart(rule: ConditionRule): MissingPart | null {
  if (rule.variable.trim() === '') return 'variable';
  if (!operatorTable[rule.type].needsValue) return null;
  return isBlank(rule.condition) ? 'value' : null;
}

function hasMissingPart(statement: Statement): boolean {
  if (!isConditionGroup(statement)) return findMissingPart(statement) !== null;
  return statement.conditions.some(hasMissingPart);
}

function isBlank(value: ConditionValue | undefined): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

// A new rule reads the latest question the owner may use (usually the one just before it).
export function createRule(candidates: readonly QuestionInfo[]): ConditionRule {
  const question = candidates.at(-1);
  return question ? ruleFor(question) : { type: 'equals', variable: '' };
}

// The rule for `question`, keeping the operator when the question's type admits it and the value
// when the previous question held the same kind of answer and the value fits this one.
export function ruleFor(
  question: QuestionInfo,
  operator?: Operator,
  previous?: { question: QuestionInfo | undefined; value: ConditionValue | undefined },
): ConditionRule {
  const definition = questionTypeRegistry[question.type];
  const type =
    operator && definition.operators.includes(operator)
      ? operator
      : (definition.operators[0] ?? 'isNotEmpty');
  if (!operatorTable[type].needsValue) return { type, variable: question.path };
  const kept =
    previous?.question &&
    questionTypeRegistry[previous.question.type].kind === definition.kind &&
    !isBlank(previous.value) &&
    definition.parseValue(previous.value, answerContextOf(question)).ok
      ? previous.value
      : undefined;
  return { type, variable: question.path, condition: kept ?? defaultValue(question) };
}

// Values that are always meaningful are proposed (yes, the first option); what the guest types
// (text, numbers, dates) starts empty, for the lawyer to write.
function defaultValue(question: QuestionInfo): ConditionValue {
  const kind = questionTypeRegistry[question.type].kind;
  if (kind === 'boolean') return true;
  if (kind === 'choice' || kind === 'multi') return question.options[0]?.value ?? '';
  return '';
}

function answerContextOf(question: QuestionInfo) {
  return {
    options: question.options.map((option) => ({ itemId: '', ...option })),
    symbol: '',
  };
}
