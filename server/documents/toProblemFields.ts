import type { FieldError } from '@schemas/api/errors';
import type { Diagnostic, DiagnosticCode } from '@schemas/diagnostic';
import { documentMessages } from './documentMessages';
import { anchorOf } from './findAddedProblems';
import type { LoadedDocument } from './LoadedDocument';

/** What a problem is about, to find the body field that caused it. */
type ProblemTopic = 'variable' | 'statement' | 'formula' | 'pattern' | 'name' | 'other';

/** The body fields of one call, by topic. `other` takes what the write caused elsewhere. */
export type ProblemFields = Partial<Record<Exclude<ProblemTopic, 'other'>, string>> & {
  other: string;
};

const topics: Partial<Record<DiagnosticCode, ProblemTopic>> = {
  'missing-variable': 'variable',
  'invalid-variable': 'variable',
  'duplicate-variable': 'variable',
  'unknown-variable': 'statement',
  'list-field-outside-list': 'statement',
  'operator-not-allowed': 'statement',
  'value-not-allowed': 'statement',
  'statement-too-deep': 'statement',
  'unsafe-pattern': 'pattern',
  'nesting-too-deep': 'name',
  'formula-invalid': 'formula',
  'formula-type': 'formula',
  'formula-cycle': 'formula',
};

// Turns the problems a write added into the 400's `fields`: a problem on the page, element or
// item written points at the body field of its topic (`element_variable`, `statement`,
// `validation.pattern`…); one the write caused on another page or question (deleting a question a
// condition reads, changing a type an operator no longer fits) points at `other`, its message
// prefixed with where it is.
export function toProblemFields(
  problems: Diagnostic[],
  after: LoadedDocument,
  targetId: string | null,
  fields: ProblemFields,
): FieldError[] {
  const out: FieldError[] = [];
  for (const problem of problems) {
    const topic = topics[problem.code] ?? 'other';
    const anchor = anchorOf(problem);
    const onTarget = anchor === targetId || (topic === 'variable' && fields.variable !== undefined);
    const field = onTarget && topic !== 'other' ? (fields[topic] ?? fields.other) : fields.other;
    const message = onTarget ? problem.message : locate(after, anchor, problem.message);
    if (!out.some((known) => known.field === field && known.message === message)) {
      out.push({ field, message });
    }
  }
  return out;
}

function locate(after: LoadedDocument, anchor: string, message: string): string {
  const question = after.itemById.get(anchor) ?? after.elementById.get(anchor);
  if (question) return documentMessages.inQuestion(question.title.trim(), message);
  const page = after.pageById.get(anchor);
  if (page) return documentMessages.inPage(page.name.trim(), message);
  return message;
}
