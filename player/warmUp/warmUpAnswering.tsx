import type { CompiledInterview } from '@schemas/compiledInterview';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { InterviewPlayerProps } from '../InterviewPlayer';
import warmUpInterview from './warmUpInterview.json';

// The first answer on a page runs code the drawing of the page never ran: React's handling of a
// change, rjsf's, the player's answer update and the engine's incremental evaluation. The browser
// parses and compiles that code then, on the guest's click: on a 1,000-question page a first
// answer took about 15–20 ms longer than a second one. So once a player is on screen and the
// browser is idle, the player answers a small interview of its own once (11 questions, a choice
// that shows the last one, and a value computed from it shown to the client, as in
// `warmUpInterview.json`, compiled by the engine; a test keeps it
// equal to what compileInterview gives), in a React root that is never attached to the document:
// nobody sees it, no event of it reaches the host page, nothing is saved or sent. Once per page
// load, and only where the browser has idle callbacks.
//
// Asked for with no deadline: while a long page is still being drawn (a task after another) the
// browser is never idle, and a deadline would run the warm-up in the middle of the drawing — on a
// phone at CPU 4× a 1,000-question page took 2 s to draw, and the warm-up's 200 ms landed in it.
let warmedUp = false;

export function warmUpAnswering(Player: ComponentType<InterviewPlayerProps>): void {
  if (warmedUp || typeof requestIdleCallback !== 'function') return;
  warmedUp = true;
  requestIdleCallback(() => answerWarmUpInterview(Player));
}

// Draws the warm-up interview detached, answers its choice with the first option, and says how
// many fields were then shown (all 12 when the answer went through and showed the last question).
export function answerWarmUpInterview(Player: ComponentType<InterviewPlayerProps>): number {
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => root.render(<Player compiled={warmUpInterview as CompiledInterview} />));
    container.querySelector<HTMLInputElement>('input[type="radio"]')?.click();
    return container.querySelectorAll('[data-field]').length;
  } finally {
    root.unmount();
  }
}
