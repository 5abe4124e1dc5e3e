import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// The drawn element of the question at `path`, or of the nearest question around it (a list
// field collected over every row names the list).
function findField(form: HTMLElement | null, path: string): HTMLElement | null {
  if (!form) return null;
  const segments = path.split('.');
  while (segments.length > 0) {
    const found = form.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(segments.join('.'))}"]`,
    );
    if (found) return found;
    segments.pop();
  }
  return null;
}

// Focuses the question at a path once it is drawn: a long page draws its parts over a few
// frames, so it is looked for again on each frame (for up to 30) after the place changes.
export function useFieldFocus(
  formRef: RefObject<HTMLElement | null>,
  place: unknown,
): (path: string) => void {
  const pendingFocus = useRef<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each request is drawn.
  useEffect(() => {
    const path = pendingFocus.current;
    if (path === null) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const target = findField(formRef.current, path);
      if (target) {
        pendingFocus.current = null;
        const control = target.querySelector<HTMLElement>(
          'input:not([type="hidden"]):not(:disabled), select, textarea, button:not(:disabled)',
        );
        (control ?? target).focus({ preventScroll: true });
        target.scrollIntoView?.({ block: 'center' });
        return;
      }
      if (++frames < 30) handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [focusTick, place]);
  return useCallback((path: string) => {
    pendingFocus.current = path;
    setFocusTick((tick) => tick + 1);
  }, []);
}
