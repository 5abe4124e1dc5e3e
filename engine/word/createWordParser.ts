import type { CompiledVariable } from '@schemas/compiledInterview';
import type { Statement } from '@schemas/statement';
import { compileStatement } from '../conditions/compileStatement';
import { evaluateRule, RuleScope } from '../conditions/evaluateRule';
import type { JsonLogic } from '../conditions/operatorTable';
import { chooseAgreementForm, genderOf } from '../format/agreement';
import { type FormatKey, formatValue } from '../format/formatValue';
import { parseFormatName } from '../format/parseFormatName';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';
import { parseWordTag, type WordTag } from './parseWordTag';
import { opensFrame, resolveTagPath, type SectionFrame } from './resolveTagPath';
import { traceMarks } from './wordTrace';

interface Frame extends SectionFrame {
  data: unknown;
  /** The answer path of this section's data, with row numbers (`herederos.1`). */
  key: string;
}

/** What docxtemplater hands a parser (the part of its ParserContext we read). */
export interface WordParserContext {
  scopeList: unknown[];
  scopePath: string[];
  scopePathItem: number[];
}

/** docxtemplater's `parser` option: one getter per tag. */
export interface WordTagParser {
  get(scope: unknown, context: WordParserContext): unknown;
}

// docxtemplater's `parser` option for uploaded templates: how each placeholder reads the
// answers. Nothing is evaluated as code: a tag is parsed by parseWordTag, paths resolve own
// properties only, values are written with the engine's formatValue, and conditions are compiled
// and evaluated by the engine. Answers are the validated ones (validateAnswers), so hidden
// questions are already absent.
//
// docxtemplater asks the innermost scope first and walks outwards while we answer null; we answer
// from the whole scope list at once (the enclosing sections tell which row a field belongs to)
// and never answer null, so each tag is resolved once: '' for a missing value, false for a
// missing section or condition.
//
// With `trace` (the live preview of a Word template, never a file), each value is written between
// private-use marks naming the answer path it read (`wordTrace.ts`), so the preview can lead a
// click back to its question and show a gap where no answer was given; the text between the
// marks is exactly what the file gets.
export function createWordParser(
  variables: ReadonlyMap<string, CompiledVariable>,
  options: { trace?: boolean } = {},
): (tag: string, meta?: { tag?: { module?: string } }) => WordTagParser {
  const tags = new Map<string, WordTag>();
  const parse = (text: string, loop: boolean): WordTag => {
    const key = `${loop ? '#' : ''}${text}`;
    let tag = tags.get(key);
    if (!tag) {
      tag = parseWordTag(text, loop);
      tags.set(key, tag);
    }
    return tag;
  };

  // A format name read once per question type (a 50-row loop asks for it 50 times).
  const formats = new Map<string, FormatKey>();
  const formatOf = (name: string, type: CompiledVariable['type'] | undefined): FormatKey => {
    const key = `${type ?? ''}\u0000${name}`;
    let format = formats.get(key);
    if (format === undefined) {
      format = parseFormatName(name, type) ?? 'plain';
      formats.set(key, format);
    }
    return format;
  };

  const framesOf = (context: WordParserContext): Frame[] => {
    const frames: Frame[] = [];
    context.scopePath.forEach((text, index) => {
      const tag = parse(text, true);
      if (tag.kind !== 'section') return;
      const resolved = resolveTagPath(variables, tag.path, frames);
      if (resolved && opensFrame(resolved.variable)) {
        const outer = resolved.frame === -1 ? '' : `${frames[resolved.frame]?.key}.`;
        const row =
          resolved.variable.type === 'repeatingList' ? `.${context.scopePathItem[index] ?? 0}` : '';
        frames.push({
          path: resolved.variable.path,
          data: context.scopeList[index + 1],
          key: `${outer}${resolved.relative}${row}`,
        });
      }
    });
    return frames;
  };

  const read = (path: string, frames: Frame[], context: WordParserContext) => {
    const resolved = resolveTagPath(variables, path, frames);
    if (resolved) {
      const data = resolved.frame === -1 ? context.scopeList[0] : frames[resolved.frame]?.data;
      const base = resolved.frame === -1 ? '' : `${frames[resolved.frame]?.key}.`;
      return {
        value: readCollecting(data, resolved.relative),
        variable: resolved.variable,
        key: `${base}${resolved.relative}`,
      };
    }
    // Not in the interview (the upload diagnostics said so): the nearest scope that has it.
    for (let i = context.scopeList.length - 1; i >= 0; i--) {
      const value = readCollecting(context.scopeList[i], path);
      if (value !== undefined) return { value, variable: null, key: null };
    }
    return { value: undefined, variable: null, key: null };
  };

  // The form of an agreement tag for the people it speaks of: the rows of the list its gender
  // question belongs to (the current row inside that list's section), else one person or the
  // number a `por` question gives. Blank when it cannot be told.
  const agreementText = (
    tag: Extract<WordTag, { kind: 'agreement' }>,
    frames: Frame[],
    context: WordParserContext,
  ): string | null => {
    const { variable } = read(tag.gender, frames, context);
    const labelOf = (value: unknown) =>
      variable?.options.find((option) => option.value === value)?.label ?? null;
    const genderAt = (value: unknown) => genderOf(value, tag.feminine, labelOf(value));
    const list = variable?.list ?? null;
    if (list !== null && !frames.some((frame) => frame.path === list)) {
      const rows = read(list, frames, context).value;
      const field = tag.gender.slice(tag.gender.lastIndexOf('.') + 1);
      if (!Array.isArray(rows)) return null;
      return chooseAgreementForm(
        rows.map((row) => genderAt(readCollecting(row, field))),
        tag.forms,
      );
    }
    const gender = genderAt(read(tag.gender, frames, context).value);
    let count = 1;
    if (tag.count !== null) {
      const written = read(tag.count, frames, context).value;
      if (typeof written !== 'number' || !Number.isInteger(written) || written < 1) return null;
      count = Math.min(written, 2);
    }
    return chooseAgreementForm(
      Array.from({ length: count }, () => gender),
      tag.forms,
    );
  };

  return (text, meta) => {
    const loop = meta?.tag?.module === 'loop';
    if (meta?.tag?.module === 'rawxml') {
      // Refused at upload; an answer is never inserted as raw XML.
      return { get: () => '' };
    }
    const tag = parse(text, loop);
    // A condition compiles once per set of enclosing sections, not once per row.
    const rules = new Map<string, unknown>();
    return {
      get(_scope, context) {
        const frames = framesOf(context);
        switch (tag.kind) {
          case 'value': {
            const { value, variable, key } = read(tag.path, frames, context);
            const format = tag.formatName ? formatOf(tag.formatName, variable?.type) : 'plain';
            const text = formatValue(value, format, variable ? formatContextOf(variable) : {});
            if (!options.trace || key === null) return text;
            return traceMarks.wrap(key, text, isUnanswered(value));
          }
          case 'section': {
            const { value } = read(tag.path, frames, context);
            return value ?? false;
          }
          case 'agreement':
            return agreementText(tag, frames, context) ?? '';
          case 'condition': {
            const key = frames.map((frame) => frame.path).join('|');
            let rule = rules.get(key);
            if (rule === undefined) {
              rule = compileCondition(variables, tag.statement, frames);
              rules.set(key, rule);
            }
            return evaluateRule(rule, new TagScope((path) => read(path, frames, context).value));
          }
          case 'invalid':
            return loop ? false : '';
        }
      },
    };
  };
}

/** A Word condition compiled by the engine, as the builder's conditions are. */
export function compileCondition(
  variables: ReadonlyMap<string, CompiledVariable>,
  statement: Statement,
  frames: readonly SectionFrame[],
): JsonLogic {
  return compileStatement(statement, (path) => {
    const resolved = resolveTagPath(variables, path, frames);
    if (!resolved) return null;
    const definition = questionTypeRegistry[resolved.variable.type];
    return {
      kind: definition.kind,
      parseValue: (raw) => definition.parseValue(raw, resolved.variable),
    };
  });
}

// An answer the preview shows as a gap: not given, blank, or a list with no rows.
function isUnanswered(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

class TagScope extends RuleScope {
  constructor(private readonly reader: (path: string) => unknown) {
    super();
  }

  read(path: string): unknown {
    return this.reader(path);
  }
}

function formatContextOf(variable: CompiledVariable) {
  return { type: variable.type, symbol: variable.symbol, options: variable.options };
}

// Own properties only, along a dotted path. Through a list, every row's value is collected
// (`herederos.nombre` outside the list's section: every heir's name).
export function readCollecting(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) {
      current = current.flatMap((row) => {
        const value = readCollecting(row, key);
        return value === undefined ? [] : [value];
      });
      continue;
    }
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
