import type { UpdateDocAnswer, UpdateDocBody } from '@schemas/api/documents';
import type { Updateable } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { DocumentsTable } from '../db/documentTables';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { scheduleScenarioRun } from '../scenarios/scenarios';
import { checkAllVariables } from './checkAllVariables';
import { claimVersion } from './claimVersion';
import { documentErrors } from './documentErrors';
import { documentMessages } from './documentMessages';
import { loadDocuments } from './loadDocuments';
import { lockWorkspace } from './lockWorkspace';
import { parseSpecDate } from './parseSpecDate';
import { toDocument } from './toDocument';

// documents/updateDoc: the document's own fields. Flags are set to the value sent (the client
// flips them); `workspaceId` moves the document to another workspace of the same account.
export async function updateDocument(
  ports: Ports,
  principal: Principal,
  body: UpdateDocBody,
  origin: RequestOrigin,
): Promise<UpdateDocAnswer> {
  const changes: Updateable<DocumentsTable> = {};
  if (body.documentName !== undefined) changes.name = body.documentName;
  if (body.documentDate !== undefined) {
    const date = parseSpecDate(body.documentDate);
    if (!date) throw documentErrors.field('documentDate', documentMessages.invalidDate);
    changes.document_date = date;
  }
  if (body.documentCreator !== undefined) changes.creator = body.documentCreator;
  if (body.documentToggle !== undefined) changes.toggle = body.documentToggle;
  if (body.documentNotarized !== undefined) changes.notarized = body.documentNotarized;
  if (body.documentDocx !== undefined) changes.docx = body.documentDocx;
  if (body.documentOneQuestion !== undefined) changes.one_question = body.documentOneQuestion;
  if (body.documentStatus !== undefined) changes.status = body.documentStatus;
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  if (body.allVariables !== undefined) {
    changes.all_variables = checkAllVariables('allVariables', body.allVariables, cipher);
  }
  const answersOnly =
    body.workspaceId === undefined && Object.keys(changes).every((key) => key === 'all_variables');
  // The preview's answers alone, without a version, never move it (an editor open in another tab
  // stays valid). Any other write without a version applies to the current one.
  if (body.version === undefined && answersOnly)
    return saveAnswersOnly(ports, principal, body.documentId, changes, cipher);
  const version = body.version;
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const claimed = await claimVersion(trx, principal.accountId, body.documentId, version, now);
    const moving = body.workspaceId !== undefined && body.workspaceId !== claimed.workspace_id;
    if (moving && body.workspaceId) {
      await lockWorkspace(trx, principal.accountId, body.workspaceId);
      changes.workspace_id = body.workspaceId;
    }
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('documents')
        .set(changes)
        .where('id', '=', claimed.id)
        .where('account_id', '=', principal.accountId)
        .execute();
    }
    if (moving) {
      await recordAudit(trx, ports, {
        event: 'document_moved',
        accountId: principal.accountId,
        actorUserId: principal.userId,
        subjectUserId: null,
        origin,
        details: { documentId: claimed.id, from: claimed.workspace_id, to: body.workspaceId },
      });
    }
    const [loaded] = await loadDocuments(trx, {
      accountId: principal.accountId,
      documentId: claimed.id,
    });
    if (!loaded) throw documentErrors.notFound();
    // The document's version moved: its test scenarios are re-run for it (cheap when only a
    // setting changed; their statuses then stay current).
    await scheduleScenarioRun(trx, ports.jobs, principal.accountId, claimed.id);
    return { version: claimed.version, document: toDocument(loaded, cipher) };
  });
}

// The preview's answers (allVariables alone, without a version): written in place, the version
// untouched. One statement writes them (atomic on its own, so no transaction: autosaves are the
// most frequent write), then the document is read back in one round trip.
async function saveAnswersOnly(
  ports: Ports,
  principal: Principal,
  documentId: string,
  changes: Updateable<DocumentsTable>,
  cipher: AccountCipher,
): Promise<UpdateDocAnswer> {
  if (Object.keys(changes).length > 0) {
    await ports.db
      .updateTable('documents')
      .set(changes)
      .where('id', '=', documentId)
      .where('account_id', '=', principal.accountId)
      .execute();
  }
  const [loaded] = await loadDocuments(ports.db, { accountId: principal.accountId, documentId });
  if (!loaded) throw documentErrors.notFound();
  return { version: loaded.document.version, document: toDocument(loaded, cipher) };
}
