import type { ErrorSchema } from '@rjsf/utils';
import type { CompiledInterview, CompiledPage, JsonObject } from '@schemas/compiledInterview';

export type Answers = Record<string, unknown>;

// The top-level answers an edit changed (by identity: rjsf copies what it changes).
export function changedKeys(previous: Answers, next: Answers): string[] {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].filter((key) => previous[key] !== next[key]);
}

// The answers of one page's questions, as rjsf's formData for that page.
export function pageAnswers(page: CompiledPage, answers: Answers): Answers {
  const slice: Answers = {};
  for (const key of page.variables) if (answers[key] !== undefined) slice[key] = answers[key];
  return slice;
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

// The page holding an answer path's question ('herederos.0.nombre' → the page of 'herederos').
export function pageOfPath(compiled: CompiledInterview, path: string): string | undefined {
  const top = path.split('.')[0];
  return compiled.pages.find((page) => page.variables.includes(top as string))?.id;
}

export function errorsOnPage(
  errors: Record<string, string[]>,
  page: CompiledPage,
): Array<[string, string[]]> {
  return Object.entries(errors).filter(([path]) =>
    page.variables.includes(path.split('.')[0] as string),
  );
}
