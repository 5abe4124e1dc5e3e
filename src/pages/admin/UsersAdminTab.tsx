import type { AdminUser } from '@schemas/api/admin';
import { Button } from '@ui/Button';
import { ListCell, ListRow } from '@ui/ListTable';
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
            <ListRow key={user.userId}>
              <ListCell label={texts.columns.name}>
                {user.firstName} {user.lastName}
              </ListCell>
              <ListCell label={texts.columns.email} className="break-all">
                {user.email}
              </ListCell>
              <ListCell label={texts.columns.plan}>{user.label}</ListCell>
              <ListCell label={texts.columns.role}>{texts.roles[user.role]}</ListCell>
              <ListCell label={texts.columns.state}>
                {user.disabled ? texts.disabled : texts.active}
                {user.accountDeactivated && (
                  <p className="text-xs text-muted-foreground">{texts.deactivatedByOwner}</p>
                )}
                {!user.isEmailVerified && (
                  <p className="text-xs text-muted-foreground">{texts.unverified}</p>
                )}
              </ListCell>
              <ListCell label="" className="md:text-end">
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
              </ListCell>
            </ListRow>
          ))}
        </>
      )}
    />
  );
}
