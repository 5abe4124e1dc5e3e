// @vitest-environment happy-dom
import { compileInterview, evaluateVisibility } from '@engine/index';
import { InterviewPlayer } from '@player/index';
import { answerWarmUpInterview } from '@player/warmUp/warmUpAnswering';
import warmUpInterview from '@player/warmUp/warmUpInterview.json';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Interview, InterviewElement } from '@schemas/interview';
import { describe, expect, it } from 'vitest';

// The interview the player answers once, detached, to warm the code of a first answer.

const element = (index: number, extra: Partial<InterviewElement> = {}): InterviewElement => ({
  id: `w${index}`,
  pageId: 'w',
  name: 'shortText',
  simbol: '',
  title: `Pregunta ${index + 1}`,
  value: [],
  variable: [`w${index}`],
  expand: false,
  conditional: false,
  required: false,
  statement: null,
  items: [],
  ...extra,
});

// A choice, nine texts, and a text the choice's first option shows: the last question falls in
// a second part of the page, as a dependent usually does on a long page.
const source: Interview = {
  schemaVersion: 1,
  documentId: 'warm-up',
  name: 'Calentamiento',
  pages: [
    {
      id: 'w',
      documentId: 'warm-up',
      name: 'Calentamiento',
      conditional: false,
      statement: null,
      elements: [
        element(0, {
          name: 'singleChoice',
          items: ['a', 'b'].map((value, position) => ({
            id: `w0-${position}`,
            elementId: 'w0',
            parentItemId: null,
            name: 'option',
            simbol: '',
            title: value.toUpperCase(),
            value: [value],
            variable: [],
            expand: false,
            conditional: false,
            required: false,
            statement: null,
            items: [],
          })),
        }),
        ...Array.from({ length: 9 }, (_, index) => element(index + 1)),
        element(10, {
          conditional: true,
          statement: { type: 'equals', variable: 'w0', condition: 'a' },
        }),
      ],
    },
  ],
};

describe('warming up the answer path', () => {
  it('keeps the warm-up interview equal to what the engine compiles today', () => {
    // When this fails, write compileInterview(source) to player/warmUp/warmUpInterview.json.
    expect(warmUpInterview).toEqual(JSON.parse(JSON.stringify(compileInterview(source))));
  });

  it('answers the warm-up interview through the player, which then shows its last question', () => {
    const compiled = warmUpInterview as CompiledInterview;
    expect(evaluateVisibility(compiled, {}).fields.w10).toBe(false);
    expect(answerWarmUpInterview(InterviewPlayer)).toBe(11);
  });
});
