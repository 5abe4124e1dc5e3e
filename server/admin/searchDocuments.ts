import type { AdminDocument, AdminDocumentsAnswer, AdminSearchQuery } from '@schemas/api/admin';
import type { Db } from '../db/Database';
import type { Ports } from '../ports/Ports';
import { adminPageSize, containsPattern, fetchAdminPage, uuidPattern } from './searchPattern';

export function selectAdminDocuments(db: Db) {
  return db
    .selectFrom('documents as d')
    .innerJoin('workspaces as w', 'w.id', 'd.workspace_id')
    .innerJoin('users as owner', (join) =>
      join.onRef('owner.account_id', '=', 'd.account_id').on('owner.role', '!=', 'operator'),
    )
    .select([
      'd.id',
      'd.name',
      'd.account_id',
      'd.disabled_at',
      'd.created_at',
      'w.name as workspace_name',
      'owner.email as owner_email',
    ]);
}

type AdminDocumentRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminDocuments>['executeTakeFirstOrThrow']>
>;

export function toAdminDocument(row: AdminDocumentRow): AdminDocument {
  return {
    documentId: row.id,
    name: row.name,
    accountId: row.account_id,
    ownerEmail: row.owner_email,
    workspaceName: row.workspace_name,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

// admin/documents: documents of every account, by name, owner email or id, newest first.
export async function searchDocuments(
  ports: Pick<Ports, 'db'>,
  query: AdminSearchQuery,
): Promise<AdminDocumentsAnswer> {
  const text = query.q?.trim() ?? '';
  const page = Number(query.page ?? 1);
  const filtered = selectAdminDocuments(ports.db).$if(text !== '', (builder) =>
    builder.where((eb) =>
      uuidPattern.test(text)
        ? eb.or([eb('d.id', '=', text), eb('d.account_id', '=', text)])
        : eb.or([
            eb('d.name', 'ilike', containsPattern(text)),
            eb('owner.email', 'ilike', containsPattern(text)),
          ]),
    ),
  );
  const { rows, total } = await fetchAdminPage(filtered, page, (q) =>
    q.orderBy('d.created_at', 'desc').orderBy('d.id'),
  );
  return { documents: rows.map(toAdminDocument), total, pageSize: adminPageSize };
}
