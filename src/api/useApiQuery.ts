import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { apiAtom } from './apiAtom';
import type { HttpMethod } from './apiErrors';
import { errorMessage } from './apiErrors';
import type { RequestOptions } from './createApiClient';

export interface QueryState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

// Loads one API answer for a component, with its loading and error states (Spanish message).
export function useApiQuery<T>(
  path: string | null,
  options: Omit<RequestOptions, 'signal'> = {},
): QueryState<T> {
  const api = useAtomValue(apiAtom);
  const [state, setState] = useState<Omit<QueryState<T>, 'reload'>>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const [version, setVersion] = useState(0);
  const auth = options.auth;
  useEffect(() => {
    if (!api || path === null) return;
    void version;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api
      .request<T>('GET' as HttpMethod, path, { auth, signal: controller.signal })
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ data: null, error: errorMessage(error), loading: false });
      });
    return () => controller.abort();
  }, [api, path, auth, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
