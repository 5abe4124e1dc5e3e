import type { UpdateWorkAnswer, UpdateWorkBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import type { Ports, RequestOrigin } from '../ports/Ports';

// documents/updateWork: renames a workspace of the caller's account.
export async function updateWorkspace(
  ports: Ports,
  principal: Principal,
  body: UpdateWorkBody,
  origin: RequestOrigin,
): Promise<UpdateWorkAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const before = await trx
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', body.workspaceId)
      .where('account_id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw documentErrors.notFound();
    const row = await trx
      .updateTable('workspaces')
      .set({ name: body.workspaceName.trim(), updated_at: now })
      .where('id', '=', body.workspaceId)
      .where('account_id', '=', principal.accountId)
      .returning(['id', 'name', 'email'])
      .executeTakeFirstOrThrow();
    const documents = await trx
      .selectFrom('documents')
      .select('id')
      .where('workspace_id', '=', row.id)
      .where('account_id', '=', principal.accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    await recordAudit(trx, ports, {
      event: 'workspace_renamed',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { workspaceId: row.id, from: before.name, to: row.name },
    });
    return { workspace: { ...row, documentsIds: documents.map((document) => document.id) } };
  });
}
