import type { DeleteDocumentAnswer, DeleteDocumentBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { claimVersion } from './claimVersion';

// documents/deleteDocument: the document and everything inside it, if `version` is still current
// (a deletion must not discard edits the person has not seen).
export async function deleteDocument(
  ports: Ports,
  principal: Principal,
  body: DeleteDocumentBody,
  origin: RequestOrigin,
): Promise<DeleteDocumentAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const claimed = await claimVersion(
      trx,
      principal.accountId,
      body.document_id,
      body.version,
      now,
    );
    await trx
      .deleteFrom('documents')
      .where('id', '=', claimed.id)
      .where('account_id', '=', principal.accountId)
      .execute();
    await recordAudit(trx, ports, {
      event: 'document_deleted',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { documentId: claimed.id, workspaceId: claimed.workspace_id, name: claimed.name },
    });
    return { documentId: claimed.id };
  });
}
