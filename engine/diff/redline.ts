// A redline between two versions of a document's text: what a lawyer reads to see exactly what
// changed in the output (a test scenario re-run, a regeneration against the current template).
//
// How it compares, and why it stays fast on very large documents:
// 1. Paragraphs first. The text is split into paragraphs (one per line of `resolvedToText`);
//    the common first and last paragraphs are set aside, and the middle is aligned by Myers'
//    O((N+M)·D) shortest edit script over paragraph identities (each distinct paragraph is
//    numbered once, so a comparison is one integer comparison).
// 2. Bounded. Alignment may spend at most `paragraphWorkLimit` steps (diagonals visited plus
//    paragraphs matched; a round in progress finishes, so at most one text's length more per
//    range) and reach an edit distance of 2,000 per range. The whole middle gets half; past that, the middle is split at the paragraphs that occur exactly
//    once on each side (patience anchors, O(n log n)), and each gap between anchors gets what is
//    left of the budget; a gap that still does not fit is shown as replaced (its old paragraphs
//    deleted, its new ones inserted) and the result is marked `coarse`. Whatever the input, the
//    work is O(paragraphWorkLimit + wordWorkLimit + n log n + the length of the texts).
// 3. Words only inside changed paragraphs. A deleted and an inserted paragraph facing each other
//    in one change are compared word by word (spaces and punctuation are tokens of their own);
//    when at least `similarityThreshold` of their characters survive they are shown as one
//    changed paragraph with the words inserted and deleted, otherwise as a paragraph deleted and
//    one inserted. All word comparisons share `wordWorkLimit`.
//
// Applying the redline gives back both texts: the old side (equal, deleted and the old words of
// changed paragraphs) is the old text and the new side the new text (`redlineOldText`,
// `redlineNewText`; a property test holds it).

export type RedlineSegmentKind = 'equal' | 'inserted' | 'deleted';

export interface RedlineSegment {
  kind: RedlineSegmentKind;
  text: string;
}

export type RedlineParagraph =
  | { kind: 'equal'; text: string; oldIndex: number; newIndex: number }
  | { kind: 'deleted'; text: string; oldIndex: number }
  | { kind: 'inserted'; text: string; newIndex: number }
  | { kind: 'changed'; segments: RedlineSegment[]; oldIndex: number; newIndex: number };

export interface RedlineCounts {
  equal: number;
  inserted: number;
  deleted: number;
  changed: number;
}

export interface Redline {
  paragraphs: RedlineParagraph[];
  counts: RedlineCounts;
  /** True when both texts are the same. */
  identical: boolean;
  /** True when the work bound was reached and part of the text is shown as replaced whole. */
  coarse: boolean;
  /** Steps spent (alignment plus words): never more than the documented bound, tests read it. */
  work: number;
}

export interface RedlineOptions {
  paragraphWorkLimit?: number;
  wordWorkLimit?: number;
}

/** Alignment steps allowed over paragraphs (also caps the edit distance kept in memory). */
export const paragraphWorkLimit = 4_000_000;
/** Alignment steps allowed over the words of all changed paragraphs together. */
export const wordWorkLimit = 4_000_000;
/** Share of characters two facing paragraphs must keep to be shown as one changed paragraph. */
export const similarityThreshold = 0.4;
/** Edits Myers may reach before giving up on a range: bounds the trace kept for backtracking. */
const maxEditDistance = 2_000;

/** The redline from one text to another; paragraphs are separated by '\n'. */
export function diffTexts(oldText: string, newText: string, options?: RedlineOptions): Redline {
  return diffParagraphs(splitParagraphs(oldText), splitParagraphs(newText), options);
}

export function splitParagraphs(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

export function diffParagraphs(
  oldParagraphs: readonly string[],
  newParagraphs: readonly string[],
  options: RedlineOptions = {},
): Redline {
  const budget: Budget = {
    remaining: options.paragraphWorkLimit ?? paragraphWorkLimit,
    spent: 0,
    coarse: false,
  };
  const [a, b] = numbered(oldParagraphs, newParagraphs);
  const ops = alignWithFallback(a, b, budget);

  const wordBudget: Budget = {
    remaining: options.wordWorkLimit ?? wordWorkLimit,
    spent: 0,
    coarse: false,
  };
  const paragraphs = buildParagraphs(ops, oldParagraphs, newParagraphs, wordBudget);
  const counts: RedlineCounts = { equal: 0, inserted: 0, deleted: 0, changed: 0 };
  for (const paragraph of paragraphs) counts[paragraph.kind] += 1;
  return {
    paragraphs,
    counts,
    identical: counts.inserted + counts.deleted + counts.changed === 0,
    coarse: budget.coarse,
    work: budget.spent + wordBudget.spent,
  };
}

/** The old text, read back from a redline. */
export function redlineOldText(redline: Pick<Redline, 'paragraphs'>): string {
  return sideOf(redline.paragraphs, 'deleted').join('\n');
}

/** The new text, read back from a redline. */
export function redlineNewText(redline: Pick<Redline, 'paragraphs'>): string {
  return sideOf(redline.paragraphs, 'inserted').join('\n');
}

function sideOf(paragraphs: readonly RedlineParagraph[], side: 'deleted' | 'inserted'): string[] {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'equal' || paragraph.kind === side) lines.push(paragraph.text);
    else if (paragraph.kind === 'changed') {
      lines.push(
        paragraph.segments
          .filter((segment) => segment.kind === 'equal' || segment.kind === side)
          .map((segment) => segment.text)
          .join(''),
      );
    }
  }
  return lines;
}

// --- alignment -------------------------------------------------------------------------------

/** Both sequences with each distinct string numbered once, so comparing is comparing integers. */
function numbered(left: readonly string[], right: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (text: string): number => {
    let id = ids.get(text);
    if (id === undefined) {
      id = ids.size;
      ids.set(text, id);
    }
    return id;
  };
  return [Int32Array.from(left, idOf), Int32Array.from(right, idOf)];
}

interface Budget {
  remaining: number;
  spent: number;
  coarse: boolean;
}

/** 0 = equal (a[i] = b[j]), 1 = delete a[i], 2 = insert b[j]; in order. */
type Op = 0 | 1 | 2;

function alignWithFallback(a: Int32Array, b: Int32Array, budget: Budget): Op[] {
  const ops: Op[] = [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  budget.spent += start + (a.length - endA);
  for (let i = 0; i < start; i++) ops.push(0);
  const middleA = a.subarray(start, endA);
  const middleB = b.subarray(start, endB);
  // The whole middle gets half the budget, so that anchored gaps still have the rest.
  const half: Budget = { remaining: Math.floor(budget.remaining / 2), spent: 0, coarse: false };
  const middle = myers(middleA, middleB, half);
  budget.spent += half.spent;
  budget.remaining -= half.spent;
  if (middle) ops.push(...middle);
  else alignByAnchors(middleA, middleB, budget, ops);
  for (let i = endA; i < a.length; i++) ops.push(0);
  return ops;
}

// Patience anchors: paragraphs found exactly once on each side, kept in an order both sides
// share (longest increasing subsequence). Gaps between anchors are aligned with what is left of
// the budget, or replaced whole.
function alignByAnchors(a: Int32Array, b: Int32Array, budget: Budget, ops: Op[]): void {
  const countA = new Map<number, number>();
  const countB = new Map<number, number>();
  const positionA = new Map<number, number>();
  a.forEach((id, index) => {
    countA.set(id, (countA.get(id) ?? 0) + 1);
    positionA.set(id, index);
  });
  for (const id of b) countB.set(id, (countB.get(id) ?? 0) + 1);
  const pairs: Array<[number, number]> = [];
  b.forEach((id, index) => {
    if (countA.get(id) === 1 && countB.get(id) === 1) {
      pairs.push([positionA.get(id) as number, index]);
    }
  });
  budget.spent += a.length + b.length;
  const anchors = longestIncreasing(pairs);
  let i = 0;
  let j = 0;
  for (const [anchorA, anchorB] of [...anchors, [a.length, b.length] as [number, number]]) {
    const gapA = a.subarray(i, anchorA);
    const gapB = b.subarray(j, anchorB);
    const gap = gapA.length + gapB.length === 0 ? [] : myers(gapA, gapB, budget);
    if (gap) ops.push(...gap);
    else {
      budget.coarse = true;
      for (let k = 0; k < gapA.length; k++) ops.push(1);
      for (let k = 0; k < gapB.length; k++) ops.push(2);
    }
    if (anchorA < a.length) ops.push(0);
    i = anchorA + 1;
    j = anchorB + 1;
  }
}

/** Pairs sorted by their second member; the longest run increasing in the first (patience). */
function longestIncreasing(pairs: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const tails: number[] = [];
  const previous: number[] = new Array(pairs.length).fill(-1);
  pairs.forEach(([value], index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((pairs[tails[mid] as number] as [number, number])[0] < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const result: Array<[number, number]> = [];
  let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1;
  while (index >= 0) {
    result.push(pairs[index] as [number, number]);
    index = previous[index] as number;
  }
  return result.reverse();
}

// Myers' greedy shortest edit script, keeping each round's furthest reach for backtracking.
// Returns null, having spent at most the budget, when the script is not found within it.
function myers(a: Int32Array, b: Int32Array, budget: Budget): Op[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) {
    budget.spent += n + m;
    return [...new Array<Op>(n).fill(1), ...new Array<Op>(m).fill(2)];
  }
  if (budget.remaining <= 0) return null;
  const max = Math.min(n + m, maxEditDistance);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let work = 0;
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
        work += 1;
      }
      v[offset + k] = x;
      work += 1;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        budget.spent += work;
        budget.remaining -= work;
        return backtrack(trace, n, m);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
    work += d + 1;
    if (work > budget.remaining) break;
  }
  budget.spent += work;
  budget.remaining -= work;
  return null;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Op[] {
  const reversed: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const previous = trace[d - 1] as Int32Array;
    const at = (k: number): number => previous[k + d - 1] as number;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      reversed.push(0);
      x -= 1;
      y -= 1;
    }
    reversed.push(previousK === k + 1 ? 2 : 1);
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    reversed.push(0);
    x -= 1;
    y -= 1;
  }
  return reversed.reverse();
}

// --- paragraphs and words -----------------------------------------------------------------------

function buildParagraphs(
  ops: readonly Op[],
  oldParagraphs: readonly string[],
  newParagraphs: readonly string[],
  wordBudget: Budget,
): RedlineParagraph[] {
  const result: RedlineParagraph[] = [];
  let i = 0;
  let j = 0;
  let index = 0;
  while (index < ops.length) {
    if (ops[index] === 0) {
      result.push({ kind: 'equal', text: oldParagraphs[i] as string, oldIndex: i, newIndex: j });
      i += 1;
      j += 1;
      index += 1;
      continue;
    }
    // One change: the deletions and insertions between two equal paragraphs.
    const deleted: number[] = [];
    const inserted: number[] = [];
    while (index < ops.length && ops[index] !== 0) {
      if (ops[index] === 1) deleted.push(i++);
      else inserted.push(j++);
      index += 1;
    }
    const facing = Math.max(deleted.length, inserted.length);
    const trailing: RedlineParagraph[] = [];
    for (let p = 0; p < facing; p++) {
      const oldIndex = deleted[p];
      const newIndex = inserted[p];
      if (oldIndex !== undefined && newIndex !== undefined) {
        const oldText = oldParagraphs[oldIndex] as string;
        const newText = newParagraphs[newIndex] as string;
        const segments = diffWords(oldText, newText, wordBudget);
        if (segments) {
          // Insertions held back so far come before this paragraph in the new text.
          result.push(...trailing.splice(0), { kind: 'changed', segments, oldIndex, newIndex });
          continue;
        }
        result.push({ kind: 'deleted', text: oldText, oldIndex });
        trailing.push({ kind: 'inserted', text: newText, newIndex });
      } else if (oldIndex !== undefined) {
        result.push({ kind: 'deleted', text: oldParagraphs[oldIndex] as string, oldIndex });
      } else if (newIndex !== undefined) {
        trailing.push({ kind: 'inserted', text: newParagraphs[newIndex] as string, newIndex });
      }
    }
    result.push(...trailing);
  }
  return result;
}

const tokenPattern = /[\p{L}\p{N}]+|\s+|[^\p{L}\p{N}\s]/gu;

/** Word-level segments of one changed paragraph, or null when the two are not alike enough. */
function diffWords(oldText: string, newText: string, budget: Budget): RedlineSegment[] | null {
  if (budget.remaining <= 0) {
    budget.coarse = true;
    return null;
  }
  const oldTokens = oldText.match(tokenPattern) ?? [];
  const newTokens = newText.match(tokenPattern) ?? [];
  const [a, b] = numbered(oldTokens, newTokens);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  budget.spent += a.length + b.length;
  budget.remaining -= a.length + b.length;
  const middle = myers(a.subarray(start, endA), b.subarray(start, endB), budget);
  if (!middle) {
    budget.coarse = true;
    return null;
  }
  const ops: Op[] = [...new Array<Op>(start).fill(0), ...middle];
  for (let t = endA; t < a.length; t++) ops.push(0);

  const segments: RedlineSegment[] = [];
  const push = (kind: RedlineSegmentKind, text: string): void => {
    const last = segments[segments.length - 1];
    if (last && last.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  let kept = 0;
  let x = 0;
  let y = 0;
  // Within one change, deletions come before insertions, so a replaced word reads "old new".
  let pendingInserted = '';
  for (const op of ops) {
    if (op === 0) {
      if (pendingInserted) {
        push('inserted', pendingInserted);
        pendingInserted = '';
      }
      const token = oldTokens[x] as string;
      kept += token.length;
      push('equal', token);
      x += 1;
      y += 1;
    } else if (op === 1) {
      push('deleted', oldTokens[x] as string);
      x += 1;
    } else {
      pendingInserted += newTokens[y] as string;
      y += 1;
    }
  }
  if (pendingInserted) push('inserted', pendingInserted);
  const longest = Math.max(oldText.length, newText.length);
  if (longest > 0 && kept / longest < similarityThreshold) return null;
  return segments;
}
