import type { CallAnswer, CallParts, GetCallKey } from '@schemas/api/calls/callTypes';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { apiAtom } from './apiAtom';
import { errorMessage } from './apiErrors';
import type { CallOptions } from './createApiClient';

export interface QueryState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export type ApiQueryOptions<K extends GetCallKey> = Omit<CallOptions, 'signal'> & CallParts<K>;

// Loads one API answer for a component, with its loading and error states (Spanish message).
// `key` is a GET of the route map (null: nothing to load yet); its answer type comes from there.
// The call is made again when the key, `auth` or the params/query values change.
export function useApiQuery<K extends GetCallKey>(
  key: K | null,
  options?: ApiQueryOptions<K>,
): QueryState<CallAnswer<K>> {
  const api = useAtomValue(apiAtom);
  const [state, setState] = useState<Omit<QueryState<CallAnswer<K>>, 'reload'>>({
    data: null,
    error: null,
    loading: key !== null,
  });
  const [version, setVersion] = useState(0);
  const auth = options?.auth;
  const parts = JSON.stringify({ params: options?.params, query: options?.query });
  useEffect(() => {
    if (!api || key === null) return;
    void version;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const { params, query } = JSON.parse(parts) as CallParts<K>;
    const call = api.call as (key: string, options: object) => Promise<CallAnswer<K>>;
    call(key, { auth, signal: controller.signal, params, query })
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ data: null, error: errorMessage(error), loading: false });
      });
    return () => controller.abort();
  }, [api, key, auth, parts, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}
