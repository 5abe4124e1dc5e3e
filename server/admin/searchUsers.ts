import type { AdminSearchQuery, AdminUser, AdminUsersAnswer } from '@schemas/api/admin';
import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import { adminPageSize, containsPattern, fetchAdminPage, uuidPattern } from './searchPattern';

export function selectAdminUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.account_id',
      'u.email_verified_at',
      'u.disabled_at',
      'u.created_at',
      'a.deactivated_at',
      'p.name_plan',
      'p.label',
    ]);
}

type AdminUserRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminUsers>['executeTakeFirstOrThrow']>
>;

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    accountId: row.account_id,
    namePlan: row.name_plan,
    label: row.label,
    isEmailVerified: row.email_verified_at !== null,
    disabled: row.disabled_at !== null,
    accountDeactivated: row.deactivated_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

// admin/users: users of every account, by email, name or id (user or account), newest first.
export async function searchUsers(
  ports: Pick<Ports, 'db'>,
  query: AdminSearchQuery,
): Promise<AdminUsersAnswer> {
  const text = query.q?.trim() ?? '';
  const page = Number(query.page ?? 1);
  const filtered = selectAdminUsers(ports.db).$if(text !== '', (builder) =>
    builder.where((eb) =>
      uuidPattern.test(text)
        ? eb.or([eb('u.id', '=', text), eb('u.account_id', '=', text)])
        : eb.or([
            eb('u.email', 'ilike', containsPattern(text)),
            eb('u.first_name', 'ilike', containsPattern(text)),
            eb('u.last_name', 'ilike', containsPattern(text)),
          ]),
    ),
  );
  const { rows, total } = await fetchAdminPage(filtered, page, (q) =>
    q.orderBy('u.created_at', 'desc').orderBy('u.id'),
  );
  return { users: rows.map(toAdminUser), total, pageSize: adminPageSize };
}
