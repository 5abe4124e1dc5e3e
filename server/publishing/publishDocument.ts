import { compileInterview, findBlockingProblems, InterviewCompileError } from '@engine/index';
import type { PublishDocAnswer, PublishDocBody } from '@schemas/api/guests';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Diagnostic } from '@schemas/diagnostic';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import { documentErrors } from '../documents/documentErrors';
import type { LoadedDocument } from '../documents/LoadedDocument';
import { loadDocuments } from '../documents/loadDocuments';
import { toInterview } from '../documents/toInterview';
import { toProblemFields } from '../documents/toProblemFields';
import { apiErrors } from '../errors/ApiError';
import { guestMessages } from '../guests/guestMessages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { selectPublishedVersions, toPublishedVersion } from './publishedVersionColumns';

export interface PublishOutcome extends PublishDocAnswer {
  /** false when the latest version was already compiled from this document version. */
  created: boolean;
}

// documents/publishDoc: compiles the document's interview as the lawyer sees it (`version`) and
// stores the artifact as the next numbered, immutable version. The document row is locked
// (FOR UPDATE) but its version does not move: publishing changes nothing the editor shows, and
// the lock keeps an edit from slipping in between the version check and the compile, and two
// publishes from taking the same number. Publishing the same document version again answers the
// version it already produced.
export async function publishDocument(
  ports: Ports,
  principal: Principal,
  body: PublishDocBody,
  origin: RequestOrigin,
): Promise<PublishOutcome> {
  return ports.db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'version'])
      .where('id', '=', body.document_id)
      .where('account_id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw documentErrors.notFound();
    if (document.version !== body.version) throw documentErrors.staleVersion(document.version);
    const latest = await selectPublishedVersions(trx)
      .where('v.document_id', '=', document.id)
      .orderBy('v.number', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && latest.document_version === document.version) {
      return { created: false, published: toPublishedVersion(latest) };
    }
    const compiled = await compileCurrent(trx, principal.accountId, document.id);
    const id = ports.random.uuid();
    const number = (latest?.number ?? 0) + 1;
    await trx
      .insertInto('published_versions')
      .values({
        id,
        document_id: document.id,
        number,
        document_version: document.version,
        compiled: JSON.stringify(compiled),
        question_count: compiled.variables.length,
        published_by: principal.userId,
        published_at: ports.clock.now(),
      })
      .execute();
    await recordAudit(trx, ports, {
      event: 'document_published',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: {
        documentId: document.id,
        versionId: id,
        number,
        documentVersion: document.version,
      },
    });
    const stored = await selectPublishedVersions(trx)
      .where('v.id', '=', id)
      .executeTakeFirstOrThrow();
    return { created: true, published: toPublishedVersion(stored) };
  });
}

// The blocking problems, located for a person ("En la pregunta «…»: …"), all on `document_id`:
// the body has no other field they could point at.
async function compileCurrent(
  trx: Db,
  accountId: string,
  documentId: string,
): Promise<CompiledInterview> {
  const [loaded] = await loadDocuments(trx, { accountId, documentId });
  if (!loaded) throw documentErrors.notFound();
  const interview = toInterview(loaded);
  const problems = findBlockingProblems(interview);
  if (problems.length > 0) throw refusal(problems, loaded);
  let compiled: CompiledInterview;
  try {
    compiled = compileInterview(interview);
  } catch (error) {
    if (error instanceof InterviewCompileError) throw refusal(error.diagnostics, loaded);
    throw error;
  }
  if (compiled.variables.length === 0) {
    throw apiErrors.fieldsInvalid([{ field: 'document_id', message: guestMessages.noQuestions }]);
  }
  return compiled;
}

function refusal(problems: Diagnostic[], loaded: LoadedDocument) {
  return apiErrors.fieldsInvalid(toProblemFields(problems, loaded, null, { other: 'document_id' }));
}
