import { useCallback, useEffect, useState } from 'react';
import { asRequestFailure } from '../state/builderApi';

// A list the dialog reads from the API when it opens: the value (null while loading), the
// Spanish message of a failed load, and `reload` (the "Reintentar" button). `load` keeps its
// identity while what it reads stays the same (useCallback).
export function useLoad<T>(load: (() => Promise<T>) | null) {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!load) return;
    setFailed(null);
    load().then(setValue, (error: unknown) => setFailed(asRequestFailure(error).message));
  }, [load]);
  useEffect(reload, [reload]);
  return { value, setValue, failed, reload };
}
