import type { Diagnostic } from '@schemas/diagnostic';
import type { Calculation, ValidationRule } from '@schemas/formula';
import type {
  Interview,
  InterviewElement,
  InterviewItem,
  InterviewPage,
  InterviewQuestion,
} from '@schemas/interview';
import { limits } from '@schemas/limits';
import { isQuestionType, type QuestionType } from '@schemas/questionType';
import { calculationQuestionTypes, emptyCalculation } from '../formulas/calculationTypes';
import { lintMessages } from '../messages';
import type {
  QuestionContext,
  QuestionOption,
  QuestionTypeDefinition,
} from '../questions/questionTypeDefinition';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
import { keepShapeAlive } from './keepShapeAlive';
import { isReservedVariableName, isValidVariableName } from './variableName';

// The interview flattened into what compile and lint both need: every question with its full
// variable path, its enclosing lists, its options and its place in document order.
export interface QuestionEntry {
  question: InterviewQuestion;
  type: QuestionType;
  definition: QuestionTypeDefinition;
  page: InterviewPage;
  element: InterviewElement;
  item: InterviewItem | null;
  key: string;
  path: string;
  parent: QuestionEntry | null;
  // Static paths of the repeating lists this question is inside, outermost first (not itself).
  listStack: readonly string[];
  // 1 for a question on a page, 2 for a field of a group or list on the page, and so on.
  depth: number;
  // Position in document order: each page, then its questions depth first.
  order: number;
  options: QuestionOption[];
  optionItems: InterviewItem[];
  children: QuestionEntry[];
  // What the question type needs to know, filled in on first use by questionContextOf.
  context: Readonly<QuestionContext> | null;
  // For a calculation element: its settings (its `type` and `definition` are then those of the
  // question type its value takes, calculationQuestionTypes). Null for a question.
  calculation: Calculation | null;
}

// A validation rule element: never asked, not an answer, not readable by conditions or formulas.
export interface RuleEntry {
  element: InterviewElement;
  page: InterviewPage;
  key: string;
  settings: ValidationRule | null;
}

export interface PageEntry {
  page: InterviewPage;
  order: number;
  questions: QuestionEntry[];
}

export interface InterviewIndex {
  pages: PageEntry[];
  questions: QuestionEntry[];
  byPath: ReadonlyMap<string, QuestionEntry>;
  // Validation rules in document order.
  rules: RuleEntry[];
  // Calculations in document order.
  calculations: QuestionEntry[];
  // Problems found while indexing: variable names and nesting. All are errors.
  problems: Diagnostic[];
}

// The list stack of a question on a page: shared, never written to (a list's fields get a new one).
const noLists: readonly string[] = [];

export function indexInterview(interview: Interview): InterviewIndex {
  const indexer = new InterviewIndexer();
  const pages: PageEntry[] = [];
  for (const page of interview.pages) {
    const pageOrder = indexer.order++;
    const pageQuestions: QuestionEntry[] = [];
    for (const element of page.elements) {
      const name = element.name;
      if (name === 'validationRule') {
        indexer.addRule(element, page);
        continue;
      }
      if (name === 'calculation') {
        const calculation = element.calculation ?? emptyCalculation;
        const type = calculationQuestionTypes[calculation.type];
        const entry = indexer.visit(element, type, page, element, null, null, noLists, 1);
        entry.calculation = calculation;
        indexer.calculations.push(entry);
        pageQuestions.push(entry);
        continue;
      }
      pageQuestions.push(indexer.visit(element, name, page, element, null, null, noLists, 1));
    }
    pages.push({ page, order: pageOrder, questions: pageQuestions });
  }
  const { questions, byPath, problems, rules, calculations } = indexer;
  return { pages, questions, byPath, problems, rules, calculations };
}

// Methods and loops rather than closures made per call: V8 keeps a method's optimized code, while
// a closure's is lost at every full collection once the call that made it has returned.
class InterviewIndexer {
  readonly questions: QuestionEntry[] = [];
  readonly byPath = new Map<string, QuestionEntry>();
  readonly problems: Diagnostic[] = [];
  readonly rules: RuleEntry[] = [];
  readonly calculations: QuestionEntry[] = [];
  private readonly ruleKeys = new Set<string>();
  order = 0;

  // A validation rule's name only keys its messages, but shares the interview's names.
  addRule(element: InterviewElement, page: InterviewPage): void {
    const key = (element.variable[0] ?? '').trim();
    const location = { pageId: page.id, elementId: element.id };
    if (key === '') {
      this.problems.push({
        code: 'missing-variable',
        severity: 'error',
        message: lintMessages.missingVariable(element.title.trim()),
        ...location,
      });
    } else if (!isValidVariableName(key)) {
      this.problems.push({
        code: 'invalid-variable',
        severity: 'error',
        message: isReservedVariableName(key)
          ? lintMessages.reservedVariable(key)
          : lintMessages.invalidVariable(key),
        ...location,
      });
    } else if (this.byPath.has(key) || this.ruleKeys.has(key)) {
      this.problems.push({
        code: 'duplicate-variable',
        severity: 'error',
        message: lintMessages.duplicateVariable(key),
        ...location,
      });
    } else {
      this.ruleKeys.add(key);
    }
    this.rules.push({ element, page, key, settings: element.validationRule ?? null });
  }

  // Built field by field: object spread in this per-question function was measured 100× slower
  // on V8 (Node 20) for 5,000 questions.
  visit(
    question: InterviewQuestion,
    type: QuestionType,
    page: InterviewPage,
    element: InterviewElement,
    item: InterviewItem | null,
    parent: QuestionEntry | null,
    listStack: readonly string[],
    depth: number,
  ): QuestionEntry {
    const key = (question.variable[0] ?? '').trim();
    const path = parent ? `${parent.path}.${key}` : key;
    const definition = questionTypeRegistry[type];
    const entry: QuestionEntry = {
      question,
      type,
      definition,
      page,
      element,
      item,
      key,
      path,
      parent,
      listStack,
      depth,
      order: this.order++,
      options: [],
      optionItems: [],
      children: [],
      context: null,
      calculation: null,
    };
    this.questions.push(entry);
    const problems = this.problems;
    if (key === '') {
      problems.push(
        error('missing-variable', lintMessages.missingVariable(question.title.trim()), entry),
      );
    } else if (isReservedVariableName(key)) {
      problems.push(error('invalid-variable', lintMessages.reservedVariable(key), entry));
    } else if (!isValidVariableName(key)) {
      problems.push(error('invalid-variable', lintMessages.invalidVariable(key), entry));
    } else if (this.byPath.has(path) || (parent === null && this.ruleKeys.has(path))) {
      problems.push(error('duplicate-variable', lintMessages.duplicateVariable(path), entry));
    } else {
      this.byPath.set(path, entry);
    }
    if (definition.children === 'questions' && depth > limits.nestingDepth) {
      problems.push(
        error('nesting-too-deep', lintMessages.nestingTooDeep(limits.nestingDepth), entry),
      );
    }
    const childListStack = type === 'repeatingList' ? [...listStack, path] : listStack;
    for (const child of question.items) {
      if (definition.children === 'options') {
        const value = (child.value[0] ?? '').trim() || child.title.trim();
        entry.options.push({ itemId: child.id, value, label: child.title.trim() || value });
        entry.optionItems.push(child);
      } else if (definition.children === 'questions' && isQuestionType(child.name)) {
        entry.children.push(
          this.visit(child, child.name, page, element, child, entry, childListStack, depth + 1),
        );
      }
    }
    return entry;
  }
}

keepShapeAlive(new InterviewIndexer());

// Where a diagnostic about a question points: its page, its element and, for a sub-question, its
// item.
export function locationOf(
  entry: Pick<QuestionEntry, 'page' | 'element' | 'item'>,
): Pick<Diagnostic, 'pageId' | 'elementId' | 'itemId'> {
  return entry.item
    ? { pageId: entry.page.id, elementId: entry.element.id, itemId: entry.item.id }
    : { pageId: entry.page.id, elementId: entry.element.id };
}

function error(code: Diagnostic['code'], message: string, entry: QuestionEntry): Diagnostic {
  return { code, severity: 'error', message, ...locationOf(entry) };
}
