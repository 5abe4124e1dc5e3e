import type { CallBody } from '@schemas/api/calls/callTypes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { type ApiQueryOptions, useApiQuery } from '../../api/useApiQuery';

// A paged search of an admin list (admin/users, admin/documents): the query string is rebuilt
// from the submitted text and the page, so each search is one GET. `act` posts an action on a
// row (enable, disable) and reloads the page shown; its failure is kept in `actionError`.
type SearchKey = 'GET admin/users' | 'GET admin/documents';
type ActionKey =
  | 'POST admin/disableUser'
  | 'POST admin/enableUser'
  | 'POST admin/disableDocument'
  | 'POST admin/enableDocument';

export type AdminSearch<T> = Omit<ReturnType<typeof useAdminSearch>, 'data'> & { data: T | null };

export function useAdminSearch<K extends SearchKey>(key: K) {
  const api = useAtomValue(apiAtom);
  const [actionError, setActionError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [page, setPage] = useState(1);
  const query = { page: String(page), ...(submitted && { q: submitted }) };
  const result = useApiQuery(key, { query } as unknown as ApiQueryOptions<K>);
  return {
    ...result,
    text,
    setText,
    page,
    setPage,
    search: () => {
      setSubmitted(text.trim());
      setPage(1);
    },
    actionError,
    act: <A extends ActionKey>(action: A, body: CallBody<A>) => {
      setActionError(null);
      (api?.call as ((key: A, body: CallBody<A>) => Promise<unknown>) | undefined)?.(action, body)
        .then(() => result.reload())
        .catch((failure: unknown) => setActionError(errorMessage(failure)));
    },
  };
}
