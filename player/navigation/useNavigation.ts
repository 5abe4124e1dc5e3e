import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Answers } from '../model/answers';
import {
  type NavigationAction,
  type NavigationLayout,
  type NavigationState,
  reduceNavigation,
} from '../model/navigation';
import { useFieldFocus } from './useFieldFocus';

interface UseNavigationOptions {
  initial(): NavigationState;
  // The interview as the answers of this render make it.
  layout: NavigationLayout;
  onCheckpoint: ((answers: Answers) => void) | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  formRef: RefObject<HTMLDivElement | null>;
}

// The navigation's state and `run`, which reduces an action (model/navigation.ts) and does what
// the step asks of the browser: the host's checkpoint at once, the focus on the new heading (the
// window back to the top) or on the first error after the next drawing, and a question focused
// for the document pane. `run` keeps its identity, so the buttons are not drawn again.
export function useNavigation({
  initial,
  layout,
  onCheckpoint,
  headingRef,
  formRef,
}: UseNavigationOptions) {
  const [state, setState] = useState(initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const onCheckpointRef = useRef(onCheckpoint);
  onCheckpointRef.current = onCheckpoint;
  const focusTarget = useRef<'heading' | 'error' | null>(null);
  const focusField = useFieldFocus(formRef, state.place);

  const run = useCallback(
    (action: NavigationAction): NavigationState => {
      const step = reduceNavigation(stateRef.current, action, layoutRef.current);
      if (step.checkpoint) onCheckpointRef.current?.(layoutRef.current.answers);
      if (step.focus) {
        focusTarget.current = step.focus;
        if (step.focus === 'heading') window.scrollTo?.({ top: 0 });
      }
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
      }
      if (step.focusPath !== undefined) focusField(step.focusPath);
      return step.state;
    },
    [focusField],
  );

  useLayoutEffect(() => {
    if (focusTarget.current === 'heading') headingRef.current?.focus();
    if (focusTarget.current === 'error') {
      // The first field with an error: its control, or the first button of a list without rows.
      const first = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid] button:not(:disabled), [data-rule-messages]',
      );
      first?.focus();
      first?.scrollIntoView({ block: 'center' });
    }
    focusTarget.current = null;
  });

  return { state, run };
}
