import type { AdminUser, AdminUsersAnswer } from '@schemas/api/admin';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiAtom } from '../../api/apiAtom';
import { errorMessage } from '../../api/apiErrors';
import { messages } from '../../messages';
import { adminMessages } from './adminMessages';
import { SearchBar } from './SearchBar';
import { useAdminSearch } from './useAdminSearch';

export function UsersAdminTab() {
  const api = useAtomValue(apiAtom);
  const texts = adminMessages.users;
  const search = useAdminSearch<AdminUsersAnswer>('admin/users');
  const [error, setError] = useState<string | null>(null);

  const toggle = (user: AdminUser) => {
    setError(null);
    api
      ?.request('POST', user.disabled ? 'admin/enableUser' : 'admin/disableUser', {
        body: { userId: user.userId },
      })
      .then(() => search.reload())
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{adminMessages.tabs.usuarios}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchBar
          label={texts.search}
          value={search.text}
          onChange={search.setText}
          onSearch={search.search}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {search.error && <Alert tone="error">{search.error}</Alert>}
        {search.loading && !search.data && <Spinner label={messages.common.loading} />}
        {search.data && (
          <>
            <p className="text-sm text-muted-foreground">{texts.total(search.data.total)}</p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    {Object.values(texts.columns).map((column) => (
                      <th key={column} className="py-2 pe-4 font-medium">
                        {column}
                      </th>
                    ))}
                    <th className="py-2" />
                  </tr>
                </thead>
                <tbody>
                  {search.data.users.map((user) => (
                    <tr key={user.userId} className="border-t align-top">
                      <td className="py-2 pe-4">
                        {user.firstName} {user.lastName}
                      </td>
                      <td className="py-2 pe-4 break-all">{user.email}</td>
                      <td className="py-2 pe-4">{user.label}</td>
                      <td className="py-2 pe-4">{texts.roles[user.role]}</td>
                      <td className="py-2 pe-4">
                        {user.disabled ? texts.disabled : texts.active}
                        {user.accountDeactivated && (
                          <p className="text-xs text-muted-foreground">
                            {texts.deactivatedByOwner}
                          </p>
                        )}
                        {!user.isEmailVerified && (
                          <p className="text-xs text-muted-foreground">{texts.unverified}</p>
                        )}
                      </td>
                      <td className="py-2 text-end">
                        {user.role !== 'admin' && (
                          <Button
                            size="sm"
                            variant={user.disabled ? 'outline' : 'destructive'}
                            onClick={() => toggle(user)}
                            aria-label={`${user.disabled ? texts.enable : texts.disable} ${user.email}`}
                          >
                            {user.disabled ? texts.enable : texts.disable}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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

export function Pager({
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
