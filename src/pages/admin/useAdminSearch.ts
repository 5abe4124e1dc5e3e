import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';

// A paged search of an admin list (admin/users, admin/documents): the query string is rebuilt
// from the submitted text and the page, so each search is one GET. `act` posts an action on a
// row (enable, disable) and reloads the page shown; its failure is kept in `actionError`.
export function useAdminSearch<T>(path: string) {
  const api = useAtomValue(apiAtom);
  const [actionError, setActionError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(submitted && { q: submitted }) });
  const result = useApiQuery<T>(`${path}?${query.toString()}`);
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
    act: (actionPath: string, body: Record<string, unknown>) => {
      setActionError(null);
      api
        ?.request('POST', actionPath, { body })
        .then(() => result.reload())
        .catch((failure: unknown) => setActionError(errorMessage(failure)));
    },
  };
}
