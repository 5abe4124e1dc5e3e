// Every text in an answer set is normalised before it is stored or rendered, so an answer the
// server accepts can always be written into a document (XML 1.0 admits no C0 control but tab,
// line feed and carriage return, no lone surrogate and no U+FFFE/U+FFFF):
// - line separators become a line feed: CR LF, CR, the vertical tab Word uses for a manual line
//   break in pasted text (U+000B), form feed, NEL (U+0085), U+2028 and U+2029;
// - tabs and line feeds stay;
// - every other control character (C0, DEL, C1), lone surrogates and noncharacters are removed:
//   they are invisible, a guest cannot know they pasted them, so refusing would only puzzle them;
// - the text is put in Unicode NFC, so "é" typed and "é" pasted compare and print alike.
// Object keys are left as they are (they name variables, which validation checks).
const lineSeparators = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const removable = /[\0-\x08\x0E-\x1F\x7F-\x84\x86-\x9F\p{Cs}\p{Noncharacter_Code_Point}]/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const needsWork = /[\0-\x08\v-\x1F\x7F-\x9F\u2028\u2029\p{Cs}\p{Noncharacter_Code_Point}]/u;

export function normalizeAnswerText(text: string): string {
  const cleaned = needsWork.test(text)
    ? text.replace(lineSeparators, '\n').replace(removable, '')
    : text;
  return isAscii(cleaned) ? cleaned : cleaned.normalize('NFC');
}

// A copy of `value` with every string normalised; iterative, so a deeply nested body cannot
// exhaust the stack (the request's depth is bounded before this runs).
export function normalizeAnswers<T>(value: T): T {
  if (typeof value === 'string') return normalizeAnswerText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const root: unknown = Array.isArray(value) ? [] : {};
  const pending: Array<{ from: object; to: Record<string, unknown> | unknown[] }> = [
    { from: value, to: root as Record<string, unknown> },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const [key, inner] of Object.entries(next.from)) {
      let copy: unknown = inner;
      if (typeof inner === 'string') copy = normalizeAnswerText(inner);
      else if (inner !== null && typeof inner === 'object') {
        copy = Array.isArray(inner) ? [] : {};
        pending.push({ from: inner, to: copy as Record<string, unknown> });
      }
      if (Array.isArray(next.to)) next.to[Number(key)] = copy;
      else
        Object.defineProperty(next.to, key, {
          value: copy,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return root as T;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
