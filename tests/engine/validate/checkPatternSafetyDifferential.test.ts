import { checkPatternSafety } from '@engine/index';
import { fc, test } from '@fast-check/vitest';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';

// A differential test of our pattern check against recheck, a maintained ReDoS detector that
// builds the pattern's automaton and classifies its backtracking. On generated patterns built from
// the pieces lawyers' patterns use (classes, groups, alternatives, bounded and unbounded
// repetitions, anchors): whatever recheck finds exponential, ours refuses. Ours may refuse more
// (it refuses some polynomial and some harmless shapes): a refused pattern can be rewritten.

const atom = fc.constantFrom('a', 'b', 'ab', '\\d', '\\w', '\\s', '.', '[ab]', '[a-z]', '-');
const quantifier = fc.constantFrom('', '', '*', '+', '?', '{1,3}', '{2,}');

const { pattern } = fc.letrec<{ pattern: string; piece: string; group: string }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([body, times]) => body + times),
    tie('group'),
  ),
  group: fc
    .tuple(
      fc.array(fc.array(tie('piece'), { minLength: 1, maxLength: 2 }), {
        minLength: 1,
        maxLength: 2,
      }),
      fc.constantFrom('(', '(?:'),
      quantifier,
    )
    .map(([alternatives, open, times]) => {
      const body = alternatives.map((sequence) => sequence.join('')).join('|');
      return `${open}${body})${times}`;
    }),
  // As long as a lawyer's pattern usually is; longer ones grow the detector's automaton past its
  // time limit.
  pattern: fc
    .tuple(fc.boolean(), fc.array(tie('piece'), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([start, pieces, end]) => `${start ? '^' : ''}${pieces.join('')}${end ? '$' : ''}`)
    .filter((source) => source.length <= 30),
}));

// The automaton checker decides from the pattern's structure (exact for patterns without
// back-references or look-arounds, which these are), without running attack strings.
const complexity = (source: string) => {
  const result = checkSync(source, 'u', {
    checker: 'automaton',
    recallTimeout: -1,
    timeout: 3_000,
  });
  return result.status === 'vulnerable' ? result.complexity.type : result.status;
};

describe('checkPatternSafety against recheck', () => {
  test.prop([pattern], { numRuns: 60 })(
    'refuses every generated pattern recheck finds exponential',
    (source) => {
      if (complexity(source) === 'exponential') expect(checkPatternSafety(source).safe).toBe(false);
    },
  );

  it('is given exponential patterns to refuse, not only harmless ones', () => {
    const kinds = fc
      .sample(pattern, { numRuns: 60, seed: 20 })
      .map((source) => ({ source, kind: complexity(source) }));
    const exponential = kinds.filter(({ kind }) => kind === 'exponential');
    expect(exponential.length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter(({ kind }) => kind === 'safe').length).toBeGreaterThanOrEqual(5);
    for (const { source } of exponential) expect(checkPatternSafety(source).safe).toBe(false);
  });
});
