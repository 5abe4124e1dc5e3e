import { limits } from '@schemas/limits';
import { patternMessages } from '../messages';

// A lawyer's regular expression runs on our servers (ajv `pattern`) and in guests' browsers, where
// a pattern such as `^(a+)+$` can keep the event loop busy for minutes on a 30-character answer.
// This parses the pattern (JavaScript syntax, `u` flag, as ajv compiles it) and refuses the shapes
// that backtrack catastrophically:
// - a repetition of something of variable length that itself repeats without bound, or the
//   reverse (`(a+)+`, `(\w+\s?)*`, `(a{1,3})+`, `(a+){2,9}`);
// - an unbounded repetition of alternatives that can start with the same character (`(a|ab)*`);
// - two unbounded repetitions in a row that can match the same characters (`\d+\d+`, `.*\s*.*`);
// - back-references and look-arounds, which the check cannot reason about.
// It errs on the side of refusing: a refused pattern can always be rewritten more simply.
export type PatternSafety = { safe: true } | { safe: false; reason: string };

export function checkPatternSafety(pattern: string): PatternSafety {
  if (pattern.length > limits.patternLength) {
    return { safe: false, reason: patternMessages.tooLong(limits.patternLength) };
  }
  try {
    new RegExp(pattern, 'u');
  } catch {
    return { safe: false, reason: patternMessages.invalid };
  }
  let tree: Alternation;
  try {
    tree = new PatternParser(pattern).parse();
  } catch (error) {
    if (error instanceof RefusedPattern) return { safe: false, reason: error.reason };
    return { safe: false, reason: patternMessages.invalid };
  }
  const alphabet = createAlphabet(pattern);
  const problem = findProblem({ kind: 'group', body: tree }, alphabet);
  return problem ? { safe: false, reason: problem } : { safe: true };
}

type Node =
  | { kind: 'char'; source: string }
  | { kind: 'assert' }
  | { kind: 'group'; body: Alternation }
  | { kind: 'repeat'; body: Node; min: number; max: number };
type Sequence = Node[];
type Alternation = Sequence[];

class RefusedPattern extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

class PatternParser {
  private readonly chars: string[];
  private position = 0;

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }

  parse(): Alternation {
    const result = this.parseAlternation();
    if (this.position < this.chars.length) throw new Error('unbalanced');
    return result;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.position + offset];
  }

  private next(): string {
    const char = this.chars[this.position];
    if (char === undefined) throw new Error('end of pattern');
    this.position += 1;
    return char;
  }

  private parseAlternation(): Alternation {
    const alternatives = [this.parseSequence()];
    while (this.peek() === '|') {
      this.next();
      alternatives.push(this.parseSequence());
    }
    return alternatives;
  }

  private parseSequence(): Sequence {
    const items: Sequence = [];
    while (this.position < this.chars.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.parseQuantifier(this.parseAtom()));
    }
    return items;
  }

  private parseAtom(): Node {
    const char = this.next();
    switch (char) {
      case '^':
      case '$':
        return { kind: 'assert' };
      case '.':
        return { kind: 'char', source: '.' };
      case '[':
        return { kind: 'char', source: this.readClass() };
      case '(':
        return this.parseGroup();
      case '\\':
        return this.parseEscape();
      default:
        return { kind: 'char', source: char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&') };
    }
  }

  private readClass(): string {
    let source = '[';
    while (this.peek() !== ']') {
      const char = this.next();
      source += char;
      if (char === '\\') source += this.next();
    }
    return `${source}${this.next()}`;
  }

  private parseGroup(): Node {
    if (this.peek() === '?') {
      this.next();
      const kind = this.next();
      if (kind === '=' || kind === '!' || (kind === '<' && /[=!]/.test(this.peek() ?? ''))) {
        throw new RefusedPattern(patternMessages.lookaround);
      }
      if (kind === '<') while (this.next() !== '>') {}
    }
    const body = this.parseAlternation();
    this.next(); // ')'
    return { kind: 'group', body };
  }

  private parseEscape(): Node {
    const char = this.next();
    if (char === 'b' || char === 'B') return { kind: 'assert' };
    if (/[1-9]/.test(char) || char === 'k') throw new RefusedPattern(patternMessages.backreference);
    let source = `\\${char}`;
    if ((char === 'p' || char === 'P' || char === 'u') && this.peek() === '{') {
      while (!source.endsWith('}')) source += this.next();
    } else if (char === 'u') {
      for (let i = 0; i < 4; i += 1) source += this.next();
    } else if (char === 'x') {
      source += this.next() + this.next();
    } else if (char === 'c') {
      source += this.next();
    }
    return { kind: 'char', source };
  }

  private parseQuantifier(body: Node): Node {
    let min: number;
    let max: number;
    const char = this.peek();
    if (char === '*') [min, max] = [0, Number.POSITIVE_INFINITY];
    else if (char === '+') [min, max] = [1, Number.POSITIVE_INFINITY];
    else if (char === '?') [min, max] = [0, 1];
    else if (char === '{') {
      const rest = this.chars.slice(this.position).join('');
      const match = /^\{(\d+)(,(\d*))?\}/.exec(rest);
      if (!match) return body;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Number.POSITIVE_INFINITY;
      this.position += Array.from(match[0]).length - 1;
    } else {
      return body;
    }
    this.next();
    if (this.peek() === '?') this.next(); // lazy: backtracks just as much
    return this.parseQuantifier({ kind: 'repeat', body, min, max });
  }
}

// Characters sampled to decide whether two parts of a pattern can match the same character: a
// broad base set plus every character the pattern names literally.
function createAlphabet(pattern: string): string[] {
  const base = 'aAzZmM09 5\t\n-._@,/+()áéñÑüß€$#%&*:;!?¿¡"\'[]{}|\\^~<>=';
  return Array.from(new Set([...Array.from(base), ...Array.from(pattern)]));
}

type CharSet = boolean[];

function charSetOf(source: string, alphabet: string[]): CharSet {
  const matcher = new RegExp(`^(?:${source})$`, 'u');
  return alphabet.map((char) => matcher.test(char));
}

const overlaps = (a: CharSet, b: CharSet) => a.some((value, index) => value && b[index]);
const union = (a: CharSet, b: CharSet) => a.map((value, index) => value || (b[index] ?? false));

function nullable(node: Node): boolean {
  switch (node.kind) {
    case 'char':
      return false;
    case 'assert':
      return true;
    case 'group':
      return node.body.some((sequence) => sequence.every(nullable));
    case 'repeat':
      return node.min === 0 || nullable(node.body);
  }
}

function firstChars(node: Node, alphabet: string[]): CharSet {
  switch (node.kind) {
    case 'char':
      return charSetOf(node.source, alphabet);
    case 'assert':
      return alphabet.map(() => false);
    case 'group':
      return node.body
        .map((sequence) => sequenceFirstChars(sequence, alphabet))
        .reduce(
          union,
          alphabet.map(() => false),
        );
    case 'repeat':
      return firstChars(node.body, alphabet);
  }
}

function sequenceFirstChars(sequence: Sequence, alphabet: string[]): CharSet {
  let result = alphabet.map(() => false);
  for (const node of sequence) {
    result = union(result, firstChars(node, alphabet));
    if (!nullable(node)) break;
  }
  return result;
}

function allChars(node: Node, alphabet: string[]): CharSet {
  switch (node.kind) {
    case 'char':
      return charSetOf(node.source, alphabet);
    case 'assert':
      return alphabet.map(() => false);
    case 'group':
      return node.body
        .flat()
        .map((child) => allChars(child, alphabet))
        .reduce(
          union,
          alphabet.map(() => false),
        );
    case 'repeat':
      return allChars(node.body, alphabet);
  }
}

function innerRepeats(node: Node): Array<Extract<Node, { kind: 'repeat' }>> {
  if (node.kind === 'group') return node.body.flat().flatMap((child) => selfAndInnerRepeats(child));
  if (node.kind === 'repeat') return selfAndInnerRepeats(node.body);
  return [];
}

function selfAndInnerRepeats(node: Node): Array<Extract<Node, { kind: 'repeat' }>> {
  return node.kind === 'repeat' ? [node, ...innerRepeats(node)] : innerRepeats(node);
}

function findProblem(node: Node, alphabet: string[]): string | null {
  if (node.kind === 'repeat') {
    const unbounded = node.max === Number.POSITIVE_INFINITY;
    if (node.max >= 2) {
      const nested = innerRepeats(node).some(
        (inner) => inner.min !== inner.max && (unbounded || inner.max === Number.POSITIVE_INFINITY),
      );
      if (nested) return patternMessages.nestedQuantifier;
    }
    if (unbounded && node.body.kind === 'group' && node.body.body.length > 1) {
      const starts = node.body.body.map((sequence) => sequenceFirstChars(sequence, alphabet));
      for (let i = 0; i < starts.length; i += 1) {
        for (let j = i + 1; j < starts.length; j += 1) {
          const [a, b] = [starts[i], starts[j]];
          if (a && b && overlaps(a, b)) return patternMessages.overlappingAlternatives;
        }
      }
    }
    return findProblem(node.body, alphabet);
  }
  if (node.kind !== 'group') return null;
  for (const sequence of node.body) {
    const problem = findSequenceProblem(sequence, alphabet);
    if (problem) return problem;
    for (const child of sequence) {
      const childProblem = findProblem(child, alphabet);
      if (childProblem) return childProblem;
    }
  }
  return null;
}

// Unbounded repetitions separated only by parts that may match nothing compete for the same
// characters when their character sets overlap.
function findSequenceProblem(sequence: Sequence, alphabet: string[]): string | null {
  let open: CharSet[] = [];
  for (const node of sequence) {
    if (node.kind === 'repeat' && node.max === Number.POSITIVE_INFINITY) {
      const chars = allChars(node.body, alphabet);
      if (open.some((previous) => overlaps(previous, chars))) {
        return patternMessages.adjacentQuantifiers;
      }
      open.push(chars);
    } else if (!nullable(node)) {
      open = [];
    }
  }
  return null;
}
