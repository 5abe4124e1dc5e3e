import { findBlockingProblems } from '@engine/index';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import type { Ports } from '../ports/Ports';
import { scheduleScenarioRun } from '../scenarios/scenarios';
import { claimVersion } from './claimVersion';
import { documentErrors } from './documentErrors';
import { findAddedProblems } from './findAddedProblems';
import type { LoadedDocument } from './LoadedDocument';
import { loadDocuments } from './loadDocuments';
import { toInterview } from './toInterview';
import { type ProblemFields, toProblemFields } from './toProblemFields';

export interface DocumentEdit<T> {
  /** The document the write touches, found through the caller's account; undefined answers 404. */
  findDocumentId(db: Db): Promise<string | undefined>;
  /** Applies the change to the rows (`before` is the document as it is now). */
  apply(db: Db, before: LoadedDocument, now: Date): Promise<AppliedEdit<T>>;
  /** Where the blocking problems this write adds point in its body. */
  fields: ProblemFields;
}

export interface AppliedEdit<T> {
  /** The page, element or item written, whose problems point at the body's own fields. */
  targetId: string | null;
  /** The answer, built from the document as the write left it. */
  answer(after: LoadedDocument): T;
}

// Every write to a document's content runs here, in one transaction: find the document through
// the caller's account (404 otherwise), claim its version (409 if the client based the write on
// an older one), apply the change, then
// rebuild the Interview aggregate and ask the engine for blocking problems. A write that adds one
// (compared with the state before it, so problems already there never block an unrelated edit)
// is rolled back and answered 400 with the problems as Spanish field messages. A write that
// commits schedules a re-run of the document's test scenarios in the same transaction.
export async function editDocument<T>(
  ports: Pick<Ports, 'db' | 'clock' | 'jobs'>,
  principal: Principal,
  version: number | undefined,
  edit: DocumentEdit<T>,
): Promise<T & { version: number }> {
  return ports.db.transaction().execute(async (trx) => {
    const documentId = await edit.findDocumentId(trx);
    if (!documentId) throw documentErrors.notFound();
    const now = ports.clock.now();
    const claimed = await claimVersion(trx, principal.accountId, documentId, version, now);
    const scope = { accountId: principal.accountId, documentId };
    const [before] = await loadDocuments(trx, scope);
    if (!before) throw documentErrors.notFound();
    const applied = await edit.apply(trx, before, now);
    const [after] = await loadDocuments(trx, scope);
    if (!after) throw documentErrors.notFound();
    const added = findAddedProblems(
      findBlockingProblems(toInterview(before)),
      findBlockingProblems(toInterview(after)),
    );
    if (added.length > 0) {
      throw apiErrors.fieldsInvalid(toProblemFields(added, after, applied.targetId, edit.fields));
    }
    // The interview changed: the document's test scenarios are re-run by a worker.
    await scheduleScenarioRun(trx, ports.jobs, principal.accountId, documentId);
    return { ...applied.answer(after), version: claimed.version };
  });
}
