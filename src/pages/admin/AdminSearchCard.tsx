import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { ListTable } from '@ui/ListTable';
import { Spinner } from '@ui/Spinner';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';
import { SearchBar } from './SearchBar';
import type { AdminSearch } from './useAdminSearch';

// The frame of a paged admin list (users, documents): the search, errors, how many match, the
// table's header, the rows the tab draws, and the pages.
export function AdminSearchCard<T extends { total: number; pageSize: number }>({
  title,
  searchLabel,
  search,
  total,
  columns,
  rows,
}: {
  title: string;
  searchLabel: string;
  search: AdminSearch<T>;
  total: (count: number) => string;
  columns: readonly string[];
  rows: (data: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchBar
          label={searchLabel}
          value={search.text}
          onChange={search.setText}
          onSearch={search.search}
        />
        {search.actionError && <Alert tone="error">{search.actionError}</Alert>}
        {search.error && <Alert tone="error">{search.error}</Alert>}
        {search.loading && !search.data && <Spinner label={messages.common.loading} />}
        {search.data && (
          <>
            <p className="text-sm text-muted-foreground">{total(search.data.total)}</p>
            <ListTable columns={[...columns, '']}>{rows(search.data)}</ListTable>
            <Pager
              page={search.page}
              pageSize={search.data.pageSize}
              total={search.data.total}
              onPage={search.setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminMessages.previous}
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminMessages.next}
      </Button>
    </div>
  );
}
