import { summarizeAnswers, validateAnswers } from '@engine/index';
import type { FieldError } from '@schemas/api/errors';
import type { SubmitGuestAnswersAnswer, SubmitGuestAnswersBody } from '@schemas/api/guests';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { Db } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { answerPurposes } from './answerPurposes';
import { assertAnswersStorable } from './assertAnswersStorable';
import { guestErrors } from './guestErrors';
import { loadVersion, openResponse } from './guestResponses';
import { scheduleSubmissionNotice } from './submissionNotices';

// documents/submitGuestAnswers. The whole answer set is validated by the engine against the
// published version the answers were started on (never the client's word, never a newer
// version); a refusal stores nothing. What is stored is the engine's result: answers of visible
// questions only (hidden and unknown ones pruned) and their readable summary. One transaction
// holds the submission, the single-use link's `usado`, the audit entry and the lawyer's notice.
export async function submitGuestAnswers(
  ports: Ports,
  guest: GuestPrincipal,
  body: SubmitGuestAnswersBody,
  origin: RequestOrigin,
): Promise<SubmitGuestAnswersAnswer> {
  assertAnswersStorable(body.answers);
  const rules = ports.config.guestRateLimits;
  await ports.limiter.consume('guest-submits', rules.submitsPerIp, origin.ip);
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const { response, createdToken } = await openResponse(trx, ports, guest, {
      versionNumber: body.version,
      // Counted in the transaction: a submission refused later creates no answers, and counts none.
      beforeCreate: () =>
        ports.limiter.consume('guest-responses', rules.responsesPerIp, origin.ip, trx),
    });
    const version = await loadVersion(trx, response.version_id);
    const validation = validateAnswers(version.compiled, body.answers);
    if (!validation.ok) throw apiErrors.fieldsInvalid(toAnswerFields(validation.errors));
    if (guest.singleUse) await spendLink(trx, guest.linkId, now);
    const summary = summarizeAnswers(version.compiled, validation.answers);
    const id = ports.random.uuid();
    const cipher = await ports.dataKeys.forAccount(trx, guest.accountId);
    await trx
      .insertInto('guest_submissions')
      .values({
        id,
        response_id: response.id,
        link_id: guest.linkId,
        document_id: guest.documentId,
        version_id: version.id,
        answers: JSON.stringify(cipher.sealJson(validation.answers, answerPurposes.submitted)),
        summary: JSON.stringify(cipher.sealJson(summary, answerPurposes.summary)),
        submitted_at: now,
        noticed_at: null,
      })
      .execute();
    await recordResponse(trx, response.id, body, now, cipher);
    await recordAudit(trx, ports, {
      event: 'guest_submission_received',
      accountId: guest.accountId,
      actorUserId: null,
      subjectUserId: null,
      origin,
      details: {
        documentId: guest.documentId,
        linkId: guest.linkId,
        submissionId: id,
        versionNumber: version.number,
        pruned: validation.pruned.length,
      },
    });
    await scheduleSubmissionNotice(trx, ports, { guest, submissionId: id });
    return {
      submission: {
        id,
        documentId: guest.documentId,
        submittedAt: now.toISOString(),
        summary,
      },
      responseToken: createdToken,
    };
  });
}

/** The engine's errors as the API's fields: answer paths, one entry per message. */
function toAnswerFields(errors: Record<string, string[]>): FieldError[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({ field, message })),
  );
}

// A single-use link is spent by exactly one submission: the conditional UPDATE lets one of two
// simultaneous submissions through; the other finds it used and is refused like any used link.
async function spendLink(trx: Db, linkId: string, now: Date): Promise<void> {
  const spent = await trx
    .updateTable('share_links')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw guestErrors.linkExpired();
}

// The answers' state after sending: submitted now, and, when the client numbered this send like
// an autosave that is newer than the stored one, saved too (a reopened link shows what was
// sent). One UPDATE: every SET reads the row as it was.
async function recordResponse(
  trx: Db,
  responseId: string,
  body: SubmitGuestAnswersBody,
  now: Date,
  cipher: AccountCipher,
): Promise<void> {
  const sequence = body.sequence;
  if (sequence === undefined) {
    await trx
      .updateTable('guest_responses')
      .set({ submitted_at: now })
      .where('id', '=', responseId)
      .execute();
    return;
  }
  const answers = JSON.stringify(cipher.sealJson(body.answers, answerPurposes.inProgress));
  const newer = sql<boolean>`sequence < ${sequence}`;
  await trx
    .updateTable('guest_responses')
    .set({
      submitted_at: now,
      answers: sql`case when ${newer} then ${answers}::jsonb else answers end`,
      saved_at: sql`case when ${newer} then ${now}::timestamptz else saved_at end`,
      sequence: sql`greatest(sequence, ${sequence})`,
    })
    .where('id', '=', responseId)
    .execute();
}
