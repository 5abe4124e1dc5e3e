import { useState } from 'react';
import { useApiQuery } from '../../api/useApiQuery';

// A paged search of an admin list (admin/users, admin/documents): the query string is rebuilt
// from the submitted text and the page, so each search is one GET.
export function useAdminSearch<T>(path: string) {
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
  };
}
