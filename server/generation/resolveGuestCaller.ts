import type { FastifyRequest } from 'fastify';
import { resolveGuest } from '../auth/authenticateGuest';
import { ApiError } from '../errors/ApiError';
import { answerPurposes } from '../guests/answerPurposes';
import { findResponse, loadVersion } from '../guests/guestResponses';
import type { Ports } from '../ports/Ports';
import type { GuestCaller } from './GenerationCaller';
import { generationMessages } from './generationMessages';

// THE GUEST SEAM of generateTemp (ARCHITECTURE.md, "Generation"). `tempToken` is a share link's
// accessData, checked like every guest call (rate limits, the link's status, the allowed sites;
// a public link's visitor named by `Minuta-Response`). A guest generates only:
// - its own document, from the document's selected template (generalSelectedTemp; another
//   template id answers 404 like a missing one);
// - from the answers it sent (the last submission, validated and pruned when stored), on the
//   published version they were answered on. Before sending, 409.
// - as PDF, and as Word too only when the document's `docx` flag is on.
// A used single-use link still downloads its own document.
export async function resolveGuestCaller(
  ports: Ports,
  tempToken: string,
  request: FastifyRequest,
  templateId: string,
): Promise<GuestCaller> {
  const guest = await resolveGuest(ports, request, tempToken, { allowUsed: true });
  const document = await ports.db
    .selectFrom('documents')
    .select(['general_selected_temp', 'docx'])
    .where('id', '=', guest.documentId)
    .where('account_id', '=', guest.accountId)
    .executeTakeFirst();
  if (!document || document.general_selected_temp !== templateId) throw templateNotOffered();
  const response = await findResponse(ports.db, guest);
  const submission = response
    ? await ports.db
        .selectFrom('guest_submissions')
        .select(['answers', 'version_id'])
        .where('response_id', '=', response.id)
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!response || !submission) throw notSubmitted();
  const version = await loadVersion(ports.db, submission.version_id);
  const cipher = await ports.dataKeys.forAccount(ports.db, guest.accountId);
  return {
    kind: 'guest',
    accountId: guest.accountId,
    documentId: guest.documentId,
    compiled: version.compiled,
    publishedVersion: { id: version.id, number: version.number },
    guestRef: response.id,
    answers: cipher.openJson(submission.answers, answerPurposes.submitted),
    docxAllowed: document.docx,
  };
}

function templateNotOffered(): ApiError {
  return new ApiError(404, 'NOT_FOUND', generationMessages.guestTemplateNotOffered);
}

function notSubmitted(): ApiError {
  return new ApiError(409, 'NOT_SUBMITTED', generationMessages.guestNotSubmitted);
}
