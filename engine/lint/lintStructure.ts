import type { Diagnostic } from '@schemas/diagnostic';
import { defaultQuestionTitle } from '@schemas/question';
import type { Validation } from '@schemas/validation';
import { parseDefault } from '../compile/compileQuestion';
import { questionContextOf } from '../compile/questionContextOf';
import { lintMessages, questionTypeLabels } from '../messages';
import { type InterviewIndex, locationOf } from '../model/indexInterview';

const ranges: ReadonlyArray<[keyof Validation, keyof Validation]> = [
  ['minLength', 'maxLength'],
  ['minimum', 'maximum'],
  ['minItems', 'maxItems'],
  ['minDate', 'maxDate'],
];

// The shape of pages and questions: empty pages, choice questions without options, repeated
// options, groups without fields, items a type does not use, constraints that do not apply or
// exclude every answer, defaults the type cannot hold, bad currency codes, untitled questions.
export function lintStructure(index: InterviewIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { page } of index.pages) {
    if (page.elements.length === 0) {
      diagnostics.push({
        code: 'empty-page',
        severity: 'warning',
        message: lintMessages.emptyPage(page.name.trim()),
        pageId: page.id,
      });
    }
  }
  for (const entry of index.questions) {
    const { question, definition } = entry;
    const title = question.title.trim();
    const at = locationOf(entry);
    const report = (code: Diagnostic['code'], severity: Diagnostic['severity'], message: string) =>
      diagnostics.push({ code, severity, message, ...at });

    if (title === '' || title === defaultQuestionTitle) {
      report('untitled-question', 'warning', lintMessages.untitledQuestion);
    }
    if (definition.children === 'options') {
      if (entry.options.length === 0) {
        report('choice-without-options', 'error', lintMessages.choiceWithoutOptions(title));
      }
      const seen = new Set<string>();
      for (const option of entry.options) {
        if (seen.has(option.value)) {
          report('duplicate-option', 'error', lintMessages.duplicateOption(option.value, title));
        }
        seen.add(option.value);
      }
    }
    if (definition.children === 'questions') {
      if (entry.children.length === 0) {
        report('group-without-questions', 'error', lintMessages.groupWithoutQuestions(title));
      }
      if (question.items.some((item) => item.name === 'option')) {
        report('unexpected-items', 'warning', lintMessages.unexpectedItems(title));
      }
    } else if (definition.children === 'none' && question.items.length > 0) {
      report('unexpected-items', 'warning', lintMessages.unexpectedItems(title));
    }

    const validation = question.validation ?? {};
    for (const key of Object.keys(validation) as Array<keyof Validation>) {
      if (validation[key] !== undefined && !definition.validation.includes(key)) {
        report(
          'validation-not-applicable',
          'warning',
          lintMessages.validationNotApplicable(key, questionTypeLabels[entry.type]),
        );
      }
    }
    for (const [low, high] of ranges) {
      const min = validation[low];
      const max = validation[high];
      if (min !== undefined && max !== undefined && min > max) {
        report('invalid-validation', 'error', lintMessages.invalidRange(String(min), String(max)));
      }
    }

    const context = questionContextOf(entry);
    const written = question.value.filter((value) => value.trim() !== '');
    if (
      written.length > 0 &&
      definition.children !== 'questions' &&
      parseDefault(entry, context) === undefined
    ) {
      report(
        'invalid-default',
        'warning',
        lintMessages.invalidDefault(written.join(', '), questionTypeLabels[entry.type]),
      );
    }
    const symbol = question.simbol.trim();
    if (entry.type === 'currency' && symbol !== '' && !/^[A-Za-z]{3}$/.test(symbol)) {
      report('invalid-symbol', 'error', lintMessages.invalidSymbol(symbol));
    }
  }
  return diagnostics;
}
