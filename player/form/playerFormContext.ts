import type { Visibility } from '@engine/index';
import type { CompiledInterview } from '@schemas/compiledInterview';

// What the player's own fields need from the runner, through rjsf's formContext.
export interface PlayerFormContext {
  compiled: CompiledInterview;
  visibility: Visibility;
  // Says something to screen readers (a row added, moved, removed).
  announce(message: string): void;
}
