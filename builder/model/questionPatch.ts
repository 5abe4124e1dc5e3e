import type { InterviewElement, InterviewItem } from '@schemas/interview';
import type { QuestionPatch } from './editorCommand';

// The fields elements and items share (schemas/question.ts), plus `name` (type or 'option').
export type Question = Pick<
  InterviewElement | InterviewItem,
  | 'id'
  | 'name'
  | 'simbol'
  | 'title'
  | 'value'
  | 'variable'
  | 'expand'
  | 'conditional'
  | 'required'
  | 'statement'
  | 'help'
  | 'placeholder'
  | 'validation'
  | 'items'
> &
  Pick<InterviewElement, 'calculation' | 'validationRule'>;

export const patchableKeys = [
  'name',
  'simbol',
  'title',
  'value',
  'variable',
  'conditional',
  'required',
  'statement',
  'help',
  'placeholder',
  'validation',
  'calculation',
  'validationRule',
] as const satisfies ReadonlyArray<keyof QuestionPatch>;

// The values `patch` would replace, so the same patch shape undoes it.
export function previousValues(question: Question, patch: QuestionPatch): QuestionPatch {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as Array<keyof QuestionPatch>)
    previous[key] = question[key] ?? null;
  return previous as QuestionPatch;
}

const clearable = new Set(['help', 'placeholder', 'validation', 'calculation', 'validationRule']);

export function applyPatch<T extends Question>(question: T, patch: QuestionPatch): T {
  const next = { ...question } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    // Optional fields cleared by an undo come back as null: drop them instead.
    if (value === null && clearable.has(key)) delete next[key];
    else next[key] = value;
  }
  return next as T;
}
