import type { Visibility } from '@engine/index';
import type { CompiledInterview, CompiledPage, JsonObject } from '@schemas/compiledInterview';
import { variablesByPath } from './pageForm';

// "Una pregunta a la vez": a page's visible questions one per screen. A calculation shown to the
// client is not a question: it goes on the screen of the question before it (or the first one).
export function stepsOf(
  compiled: CompiledInterview,
  page: CompiledPage,
  visibility: Visibility,
): string[][] {
  const properties = ((page.schema as JsonObject).properties ?? {}) as Record<string, unknown>;
  const byPath = variablesByPath(compiled);
  const steps: string[][] = [];
  let pendingComputed: string[] = [];
  for (const name of page.variables) {
    if (!(name in properties) || visibility.fields[name] !== true) continue;
    if (byPath.get(name)?.computed) {
      const last = steps.at(-1);
      if (last) last.push(name);
      else pendingComputed.push(name);
      continue;
    }
    steps.push([...pendingComputed, name]);
    pendingComputed = [];
  }
  if (pendingComputed.length > 0) steps.push(pendingComputed);
  return steps;
}

// The step of a page that shows an answer path ('herederos.0.nombre' → the step of 'herederos').
export function stepOfPath(steps: readonly string[][], path: string): number {
  const top = path.split('.')[0] ?? path;
  const index = steps.findIndex((names) => names.includes(top));
  return index === -1 ? 0 : index;
}

// One step's questions as a page of their own (the same schema, fewer variables), kept by
// identity per page and step so its rjsf parts are reused while it stays on screen.
const stepPages = new WeakMap<CompiledPage, Map<string, CompiledPage>>();

export function stepPage(page: CompiledPage, names: readonly string[]): CompiledPage {
  let byKey = stepPages.get(page);
  if (!byKey) {
    byKey = new Map();
    stepPages.set(page, byKey);
  }
  const key = names.join('\u0000');
  let step = byKey.get(key);
  if (!step) {
    step = { ...page, variables: [...names] };
    byKey.set(key, step);
  }
  return step;
}
