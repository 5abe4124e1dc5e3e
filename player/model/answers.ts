import type { ErrorSchema } from '@rjsf/utils';
import type { CompiledInterview, CompiledPage, JsonObject } from '@schemas/compiledInterview';

export type Answers = Record<string, unknown>;

// The top-level answers an edit changed (by identity: rjsf copies what it changes).
export function changedKeys(previous: Answers, next: Answers): string[] {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].filter((key) => previous[key] !== next[key]);
}

// The page's questions that have a default (the lawyer's `value`) and no answer yet take it, so
// what the guest sees in the field is also what is saved and reviewed. Given before drawing, rjsf
// has no default to report back, and the answers do not depend on whether a part of a long page
// is drawn yet. A yes/no question has no default unless the lawyer gave one: a required one must
// be answered, "No" included (PageForm tells rjsf not to fill in `false`).
export function withDefaults(schema: JsonObject, answers: Answers): Answers {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  let next: Answers | null = null;
  for (const [key, fragment] of Object.entries(properties)) {
    if (answers[key] !== undefined) continue;
    if (fragment.default !== undefined) {
      next ??= { ...answers };
      next[key] = fragment.default;
    } else if (fragment.type === 'object' && fragment.properties) {
      const inner = withDefaults(fragment, {});
      if (Object.keys(inner).length > 0) {
        next ??= { ...answers };
        next[key] = inner;
      }
    }
  }
  return next ?? answers;
}

// Engine errors ('herederos.0.nombre' → messages) of the given top-level keys, as rjsf's
// nested ErrorSchema.
export function errorSchemaFor(
  errors: Record<string, string[]>,
  keys: readonly string[],
): ErrorSchema {
  const wanted = new Set(keys);
  const root: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const segments = path.split('.');
    if (!wanted.has(segments[0] as string)) continue;
    let node = root;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return root as ErrorSchema;
}

// The page holding an answer path's question ('herederos.0.nombre' → the page of 'herederos'), or
// the page of the validation rule whose own name it is.
export function pageOfPath(compiled: CompiledInterview, path: string): string | undefined {
  const top = path.split('.')[0];
  return (
    compiled.pages.find((page) => page.variables.includes(top as string))?.id ??
    compiled.rules?.find((rule) => rule.key === path)?.pageId
  );
}

export function errorsOnPage(
  errors: Record<string, string[]>,
  page: CompiledPage,
  compiled: CompiledInterview,
): Array<[string, string[]]> {
  return Object.entries(errors).filter(([path]) => pageOfPath(compiled, path) === page.id);
}

// The messages of validation rules that failed under their own name (the questions they read are
// elsewhere or hidden), for the page they are on.
export function ruleMessagesOnPage(
  errors: Record<string, string[]>,
  page: CompiledPage,
  compiled: CompiledInterview,
): string[] {
  const messages: string[] = [];
  for (const rule of compiled.rules ?? []) {
    if (rule.pageId === page.id) messages.push(...(errors[rule.key] ?? []));
  }
  return [...new Set(messages)];
}

// The errors without those of rules checked only on submission: leaving a page is blocked by its
// questions and its page rules, never by a rule about the whole interview.
export function withoutInterviewRules(
  errors: Record<string, string[]>,
  failedRules: ReadonlyArray<{ scope: string; message: string; paths: readonly string[] }>,
): Record<string, string[]> {
  let next: Record<string, string[]> | null = null;
  for (const rule of failedRules) {
    if (rule.scope !== 'interview') continue;
    next ??= { ...errors };
    for (const path of rule.paths) {
      const left = (next[path] ?? []).filter((message) => message !== rule.message);
      if (left.length > 0) next[path] = left;
      else delete next[path];
    }
  }
  return next ?? errors;
}
