import type { DeleteWorkAnswer, DeleteWorkBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { releaseDocumentFiles } from '../generation/files/releaseDocumentFiles';
import type { Ports, RequestOrigin } from '../ports/Ports';

// documents/deleteWork: the workspace with its documents and everything inside them, in one
// transaction (the UI asks for confirmation first). Workspace calls carry no version. The
// documents' stored files leave the plan's storage and the disk, as in deleteDocument.
export async function deleteWorkspace(
  ports: Ports,
  principal: Principal,
  body: DeleteWorkBody,
  origin: RequestOrigin,
): Promise<DeleteWorkAnswer> {
  const { answer, storageKeys } = await ports.db.transaction().execute(async (trx) => {
    const workspace = await trx
      .selectFrom('workspaces')
      .select(['id', 'name'])
      .where('id', '=', body.workspace_id)
      .where('account_id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!workspace) throw documentErrors.notFound();
    const documents = await trx
      .selectFrom('documents')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('account_id', '=', principal.accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const documentsIds = documents.map((document) => document.id);
    const storageKeys = await releaseDocumentFiles(trx, principal.accountId, documentsIds);
    // Documents, pages, elements and items go with it (foreign-key cascades).
    await trx
      .deleteFrom('workspaces')
      .where('id', '=', workspace.id)
      .where('account_id', '=', principal.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'workspace_deleted',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { workspaceId: workspace.id, name: workspace.name, documentsIds },
    });
    return { answer: { workspaceId: workspace.id, documentsIds }, storageKeys };
  });
  await Promise.all(storageKeys.map((key) => ports.storage.delete(key)));
  return answer;
}
