import type { AdminDocument } from '@schemas/api/admin';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { adminErrors } from './adminErrors';
import { selectAdminDocuments, toAdminDocument } from './searchDocuments';

// admin/disableDocument and admin/enableDocument {documentId}: while disabled, generating the
// document answers 'El documento se encuentra desactivado.' (isDocumentDisabled); the lawyer can
// still open and edit it. Audited with the document's account.
export async function setDocumentDisabled(
  ports: Ports,
  admin: Principal,
  documentId: string,
  disabled: boolean,
  origin: RequestOrigin,
): Promise<AdminDocument> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'account_id', 'name', 'disabled_at'])
      .where('id', '=', documentId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw adminErrors.documentNotFound();
    if (disabled !== (document.disabled_at !== null)) {
      await trx
        .updateTable('documents')
        .set({ disabled_at: disabled ? now : null })
        .where('id', '=', document.id)
        .execute();
      await recordAudit(trx, ports, {
        event: disabled ? 'document_disabled' : 'document_enabled',
        accountId: document.account_id,
        actorUserId: admin.userId,
        subjectUserId: null,
        origin,
        details: { documentId: document.id, name: document.name },
      });
    }
    const row = await selectAdminDocuments(trx)
      .where('d.id', '=', document.id)
      .executeTakeFirstOrThrow();
    return toAdminDocument(row);
  });
}
