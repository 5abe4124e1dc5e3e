import type { Visibility } from '@engine/index';
import type { CompiledInterview } from '@schemas/compiledInterview';

// What the player's own fields need from the runner, through rjsf's formContext.
export interface PlayerFormContext {
  compiled: CompiledInterview;
  // The current visibility. A getter, not the object: rjsf compares formContext deeply, and the
  // engine updates visibility maps in place, so the old and new objects would compare equal.
  // `visibilityVersion` changes with every new visibility, which is what makes rjsf redraw.
  visibility(): Visibility;
  visibilityVersion: number;
  // Says something to screen readers (a row added, moved, removed).
  announce(message: string): void;
  // An answer to one of the part's questions, given in the event that changed it.
  answer?(name: string, value: unknown): void;
}
