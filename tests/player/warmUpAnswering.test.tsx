// @vitest-environment happy-dom
import { compileInterview, evaluateVisibility } from '@engine/index';
import { InterviewPlayer } from '@player/index';
import { answerWarmUpInterview } from '@player/warmUp/warmUpAnswering';
import warmUpInterview from '@player/warmUp/warmUpInterview.json';
import type { CompiledInterview } from '@schemas/compiledInterview';
import { describe, expect, it, vi } from 'vitest';
import {
  createCalculation,
  createElement,
  createInterview,
  createPage,
  options,
  when,
} from '../factories';

// The interview the player answers once, detached, to warm the code of a first answer.

// A choice, nine texts, and a text the choice's first option shows: the last question falls in
// a second part of the page, as a dependent usually does on a long page; then a value computed
// from the choice, shown to the client (the formula evaluator and its display warm up too).
const source = createInterview(
  [
    createPage(
      'w',
      [
        createElement('singleChoice', 'w0', { items: options('a', 'b') }),
        ...Array.from({ length: 9 }, (_, index) => createElement('shortText', `w${index + 1}`)),
        createElement('shortText', 'w10', { statement: when('w0', 'equals', 'a') }),
        createCalculation(
          'w11',
          'text',
          { if: [{ condition: when('w0', 'equals', 'a') }, 'Sí', 'No'] },
          { show: true },
        ),
      ],
      null,
      'Calentamiento',
    ),
  ],
  'Calentamiento',
);

describe('warming up the answer path', () => {
  it('keeps the warm-up interview equal to what the engine compiles today', () => {
    // When this fails, write compileInterview(source) to player/warmUp/warmUpInterview.json.
    expect(warmUpInterview).toEqual(JSON.parse(JSON.stringify(compileInterview(source))));
  });

  it('is asked for once, when the browser is idle, with no deadline that would cut into drawing a long page', async () => {
    vi.resetModules();
    const asked: Array<IdleRequestOptions | undefined> = [];
    vi.stubGlobal(
      'requestIdleCallback',
      (_run: IdleRequestCallback, options?: IdleRequestOptions) => {
        asked.push(options);
        return asked.length;
      },
    );
    try {
      const { warmUpAnswering } = await import('@player/warmUp/warmUpAnswering');
      warmUpAnswering(InterviewPlayer);
      warmUpAnswering(InterviewPlayer);
      expect(asked).toEqual([undefined]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('answers the warm-up interview through the player, which then shows its last question', () => {
    const compiled = warmUpInterview as CompiledInterview;
    expect(evaluateVisibility(compiled, {}).fields.w10).toBe(false);
    expect(answerWarmUpInterview(InterviewPlayer)).toBe(12);
  });
});
