import { useEffect, useRef, useState } from 'react';

// A text field's local draft: typing changes only the draft; the value is committed (one edit,
// one save) when the field loses focus, on Enter, or after a pause in typing. A new value from
// outside (undo, another edit) replaces the draft unless the field is being edited.
export function useDraft(value: string, commit: (value: string) => void, pauseMs = 800) {
  const [draft, setDraft] = useState(value);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, commit });
  latest.current = { value, commit };

  useEffect(() => {
    if (!editing.current) setDraft(value);
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next !== latest.current.value) latest.current.commit(next);
  };

  return {
    value: draft,
    onChange: (next: string) => {
      editing.current = true;
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(next), pauseMs);
    },
    onBlur: () => {
      editing.current = false;
      flush(draft);
    },
    onKeyDown: (event: { key: string; currentTarget: { blur(): void } }) => {
      if (event.key === 'Enter') event.currentTarget.blur();
    },
  };
}
