import { parseFormatName } from '@engine/format/parseFormatName';
import {
  formatLabels,
  isFormatAllowed,
  operatorLabels,
  questionTypeLabels,
  questionTypeRegistry,
} from '@engine/index';
import { parseWordTag } from '@engine/word/parseWordTag';
import { opensFrame, resolveTagPath, type SectionFrame } from '@engine/word/resolveTagPath';
import type { WordPlaceholder } from '@schemas/api/generation';
import type { CompiledVariable } from '@schemas/compiledInterview';
import { isConditionGroup, type Statement } from '@schemas/statement';
import { wordTemplateMessages } from './wordTemplateMessages';

/** A placeholder as the lawyer wrote it, braces and prefix included. */
export function writtenTag(placeholder: WordPlaceholder): string {
  if (placeholder.module === 'raw') return `{@${placeholder.text}}`;
  if (placeholder.module === 'loop')
    return `{${placeholder.inverted ? '^' : '#'}${placeholder.text}}`;
  return `{${placeholder.text}}`;
}

// The template checked against the document's interview as it is now (run at upload and each
// time templates are listed, since the interview keeps changing): placeholders with no question,
// formats that do not fit the question's type, groups or lists written as a value, conditions
// whose operator or value the question cannot take. Warnings in Spanish, each once per place,
// with the paragraph in front when the upload recorded it.
export function checkPlaceholders(
  placeholders: readonly WordPlaceholder[],
  variables: ReadonlyMap<string, CompiledVariable>,
): string[] {
  const warnings = new Set<string>();
  for (const placeholder of placeholders) {
    if (placeholder.module === 'raw') continue;
    const frames = framesOf(placeholder.sections, variables);
    const tag = parseWordTag(placeholder.text, placeholder.module === 'loop');
    const written = writtenTag(placeholder);
    const warn = (message: string | null) => {
      if (!message) return;
      const where = placeholder.location;
      warnings.add(where ? wordTemplateMessages.located(where, message) : message);
    };
    switch (tag.kind) {
      case 'value':
        warn(checkValue(written, tag.path, tag.formatName, frames, variables));
        break;
      case 'section':
        if (!resolveTagPath(variables, tag.path, frames)) {
          warn(wordTemplateMessages.unknownVariable(written));
        }
        break;
      case 'condition':
        for (const rule of rulesOf(tag.statement)) {
          warn(checkRule(written, rule, frames, variables));
        }
        break;
      case 'agreement': {
        const gender = resolveTagPath(variables, tag.gender, frames);
        if (!gender) {
          warn(wordTemplateMessages.unknownVariable(written));
          break;
        }
        if (gender.variable.type === 'group' || gender.variable.type === 'repeatingList') {
          warn(wordTemplateMessages.groupAsValue(written, tag.gender));
          break;
        }
        if (tag.count === null) break;
        if (gender.variable.list !== null) {
          warn(wordTemplateMessages.agreementCountInList(written));
          break;
        }
        const count = resolveTagPath(variables, tag.count, frames);
        if (!count) warn(wordTemplateMessages.unknownVariable(written));
        else if (count.variable.type !== 'number')
          warn(wordTemplateMessages.agreementCount(written, tag.count));
        break;
      }
      case 'invalid':
        break;
    }
  }
  return [...warnings];
}

function checkValue(
  written: string,
  path: string,
  formatName: string | null,
  frames: SectionFrame[],
  variables: ReadonlyMap<string, CompiledVariable>,
): string | null {
  const resolved = resolveTagPath(variables, path, frames);
  if (!resolved) return wordTemplateMessages.unknownVariable(written);
  const { variable } = resolved;
  if (variable.type === 'group') return wordTemplateMessages.groupAsValue(written, path);
  if (variable.type === 'repeatingList') return wordTemplateMessages.listAsValue(written, path);
  if (formatName === null) return null;
  const format = parseFormatName(formatName, variable.type);
  if (format === null || isFormatAllowed(variable.type, format)) return null;
  // A list field read outside its list's section collects every row's answer: a list.
  const collects = variable.list !== null && !frames.some((frame) => frame.path === variable.list);
  if (collects && format === 'list') return null;
  return wordTemplateMessages.formatMismatch(
    written,
    formatLabels[format],
    variable.label,
    questionTypeLabels[variable.type],
  );
}

function checkRule(
  written: string,
  rule: Extract<Statement, { type: string }>,
  frames: SectionFrame[],
  variables: ReadonlyMap<string, CompiledVariable>,
): string | null {
  const resolved = resolveTagPath(variables, rule.variable, frames);
  if (!resolved) return wordTemplateMessages.unknownVariable(written);
  const { variable } = resolved;
  const definition = questionTypeRegistry[variable.type];
  if (!definition.operators.includes(rule.type)) {
    return wordTemplateMessages.operatorMismatch(
      written,
      operatorLabels[rule.type],
      variable.label,
      questionTypeLabels[variable.type],
    );
  }
  if (rule.condition === undefined || rule.condition === null) return null;
  if (definition.parseValue(rule.condition, variable).ok) return null;
  return wordTemplateMessages.valueMismatch(written, String(rule.condition), variable.label);
}

/** The enclosing sections that open a group or a list, resolved outermost first. */
export function framesOf(
  sections: readonly string[],
  variables: ReadonlyMap<string, CompiledVariable>,
): SectionFrame[] {
  const frames: SectionFrame[] = [];
  for (const text of sections) {
    const tag = parseWordTag(text, true);
    if (tag.kind !== 'section') continue;
    const resolved = resolveTagPath(variables, tag.path, frames);
    if (resolved && opensFrame(resolved.variable)) frames.push({ path: resolved.variable.path });
  }
  return frames;
}

function rulesOf(statement: Statement): Array<Extract<Statement, { type: string }>> {
  return isConditionGroup(statement) ? statement.conditions.flatMap(rulesOf) : [statement];
}
