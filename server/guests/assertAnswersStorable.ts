import { guestAnswersMaxBytes } from '@schemas/api/guests';
import { documentErrors } from '../documents/documentErrors';
import { guestErrors } from './guestErrors';
import { guestMessages } from './guestMessages';

// Deeper than any interview's answers can be (lists nest 4 levels: list, row, field… twice over).
const maxDepth = 24;

// Guest answers are any JSON (work in progress is stored as sent), so their shape is bounded
// here: nesting first (measured without recursion, so a hostile body cannot exhaust the stack
// before JSON.stringify does), then the serialized size (guestAnswersMaxBytes).
export function assertAnswersStorable(answers: Record<string, unknown>): void {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: answers, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > maxDepth) {
      throw documentErrors.field('answers', guestMessages.answersTooDeep);
    }
    if (next.value !== null && typeof next.value === 'object') {
      for (const inner of Object.values(next.value)) {
        if (inner !== null && typeof inner === 'object') {
          pending.push({ value: inner, depth: next.depth + 1 });
        }
      }
    }
  }
  if (Buffer.byteLength(JSON.stringify(answers)) > guestAnswersMaxBytes) {
    throw guestErrors.answersTooLarge();
  }
}
