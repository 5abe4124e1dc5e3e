import type { Diagnostic } from '@schemas/diagnostic';

// The blocking problems a write added: those after it that were not there before. A problem is
// its code, what it points at (the most specific of item, element, page) and its message, counted
// as a multiset so a second identical problem counts as added. A repeated variable name is
// reported on whichever question comes later, so reordering moves it without adding one: that
// code is compared without its location.
export function findAddedProblems(before: Diagnostic[], after: Diagnostic[]): Diagnostic[] {
  const remaining = new Map<string, number>();
  for (const problem of before) {
    const key = keyOf(problem);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const added: Diagnostic[] = [];
  for (const problem of after) {
    const key = keyOf(problem);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else added.push(problem);
  }
  return added;
}

/** The id a problem is about: the item, else the element, else the page (none: the document). */
export function anchorOf(problem: Diagnostic): string {
  return problem.itemId ?? problem.elementId ?? problem.pageId ?? '';
}

function keyOf(problem: Diagnostic): string {
  const anchor = problem.code === 'duplicate-variable' ? '' : anchorOf(problem);
  return `${problem.code}\u0000${anchor}\u0000${problem.message}`;
}
