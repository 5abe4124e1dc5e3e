import type { AdminUser } from '@schemas/api/admin';
import { Button } from '@ui/Button';
import { AdminSearchCard } from './AdminSearchCard';
import { adminMessages } from './adminMessages';
import { useAdminSearch } from './useAdminSearch';

export function UsersAdminTab() {
  const texts = adminMessages.users;
  const search = useAdminSearch('GET admin/users');
  const toggle = (user: AdminUser) =>
    search.act(user.disabled ? 'POST admin/enableUser' : 'POST admin/disableUser', {
      userId: user.userId,
    });

  return (
    <AdminSearchCard
      title={adminMessages.tabs.usuarios}
      searchLabel={texts.search}
      search={search}
      total={texts.total}
      columns={Object.values(texts.columns)}
      rows={(data) => (
        <>
          {data.users.map((user) => (
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
                  <p className="text-xs text-muted-foreground">{texts.deactivatedByOwner}</p>
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
        </>
      )}
    />
  );
}
