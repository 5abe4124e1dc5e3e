import type { DeleteDocumentAnswer, DeleteDocumentBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { releaseDocumentFiles } from '../generation/files/releaseDocumentFiles';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { claimVersion } from './claimVersion';

// documents/deleteDocument: the document and everything inside it, if `version` is still current
// (a deletion must not discard edits the person has not seen). Its Word templates and generated
// files go too: their bytes leave the plan's storage, and the stored files are removed once the
// deletion has committed.
export async function deleteDocument(
  ports: Ports,
  principal: Principal,
  body: DeleteDocumentBody,
  origin: RequestOrigin,
): Promise<DeleteDocumentAnswer> {
  const { answer, storageKeys } = await ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const claimed = await claimVersion(
      trx,
      principal.accountId,
      body.document_id,
      body.version,
      now,
    );
    const storageKeys = await releaseDocumentFiles(trx, principal.accountId, [claimed.id]);
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
    return { answer: { documentId: claimed.id }, storageKeys };
  });
  await Promise.all(storageKeys.map((key) => ports.storage.delete(key)));
  return answer;
}
