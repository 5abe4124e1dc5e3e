import type { SaveGuestAnswersAnswer, SaveGuestAnswersBody } from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Ports } from '../ports/Ports';
import { answerPurposes } from './answerPurposes';
import { assertAnswersStorable } from './assertAnswersStorable';
import { openResponse, versionNumberOf } from './guestResponses';

// documents/saveGuestAnswers: the autosave. Answers are work in progress, stored as sent; a save
// lands only when its `sequence` is higher than the stored one, in one conditional UPDATE, so
// saves arriving out of order or at once leave the highest (the latest the client made). An
// older save answers 200 with the stored sequence: the client already has newer ones out.
// Stored sealed with the account's data key (encryption at rest).
export async function saveGuestAnswers(
  ports: Ports,
  guest: GuestPrincipal,
  body: SaveGuestAnswersBody,
  ip: string,
): Promise<SaveGuestAnswersAnswer> {
  assertAnswersStorable(body.answers);
  const rules = ports.config.guestRateLimits;
  const { response, createdToken } = await openResponse(ports.db, ports, guest, {
    versionNumber: body.version,
    beforeCreate: () => ports.limiter.consume('guest-responses', rules.responsesPerIp, ip),
  });
  await ports.limiter.consume('guest-saves', rules.savesPerResponse, response.id);
  const now = ports.clock.now();
  const cipher = await ports.dataKeys.forAccount(ports.db, guest.accountId);
  const sealed = cipher.sealJson(body.answers, answerPurposes.inProgress);
  const saved = await ports.db
    .updateTable('guest_responses')
    .set({ answers: JSON.stringify(sealed), sequence: body.sequence, saved_at: now })
    .where('id', '=', response.id)
    .where('sequence', '<', body.sequence)
    .returning(['sequence', 'saved_at'])
    .executeTakeFirst();
  const stored =
    saved ??
    (await ports.db
      .selectFrom('guest_responses')
      .select(['sequence', 'saved_at'])
      .where('id', '=', response.id)
      .executeTakeFirstOrThrow());
  return {
    sequence: Number(stored.sequence),
    savedAt: (stored.saved_at ?? now).toISOString(),
    responseToken: createdToken,
    versionNumber: await versionNumberOf(ports.db, response.version_id),
  };
}
