import type { InterviewIndex, QuestionEntry } from './indexInterview';

export type Resolution =
  | { status: 'ok'; entry: QuestionEntry }
  | { status: 'unknown' }
  | { status: 'outsideList'; entry: QuestionEntry; list: string };

// What a condition's variable names, seen from a rule whose owner sits inside `ownerListStack`.
// A field of a repeating list has one value per row, so only rules evaluated in that row (those
// of questions inside the same list) can read it.
export function resolveReference(
  index: InterviewIndex,
  path: string,
  ownerListStack: readonly string[],
): Resolution {
  const entry = index.byPath.get(path);
  if (!entry) return { status: 'unknown' };
  const lists = entry.listStack;
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i] as string;
    if (ownerListStack[i] !== list) return { status: 'outsideList', entry, list };
  }
  return { status: 'ok', entry };
}
