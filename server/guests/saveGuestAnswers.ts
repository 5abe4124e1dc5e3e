import type { SaveGuestAnswersAnswer, SaveGuestAnswersBody } from '@schemas/api/guests';
import { sql } from 'kysely';
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
//
// It is the call a campaign of guests makes most (every few seconds each), so its common case is
// two statements after the link's own checks: the per-answers brake and the UPDATE, which finds
// the guest's answers by link and responseToken and answers the version's number. Only a first
// save (the answers do not exist yet) or a stale one takes the longer way.
export async function saveGuestAnswers(
  ports: Ports,
  guest: GuestPrincipal,
  body: SaveGuestAnswersBody,
  ip: string,
): Promise<SaveGuestAnswersAnswer> {
  assertAnswersStorable(body.answers);
  const rules = ports.config.guestRateLimits;
  const now = ports.clock.now();
  const cipher = await ports.dataKeys.forAccount(ports.db, guest.accountId);
  const answers = JSON.stringify(cipher.sealJson(body.answers, answerPurposes.inProgress));
  const known = knownResponseKey(guest);
  if (known) {
    await ports.limiter.consume('guest-saves', rules.savesPerResponse, known);
    const saved = await ports.db
      .updateTable('guest_responses as r')
      .set({ answers, sequence: body.sequence, saved_at: now })
      .where('r.link_id', '=', guest.linkId)
      .$if(guest.mode === 'personal', (q) => q.where('r.token_hash', 'is', null))
      .$if(guest.mode === 'public', (q) => q.where('r.token_hash', '=', guest.responseTokenHash))
      .where('r.sequence', '<', body.sequence)
      .returning([
        'r.sequence',
        'r.saved_at',
        sql<number>`(select number from published_versions where id = r.version_id)`.as(
          'version_number',
        ),
      ])
      .executeTakeFirst();
    if (saved) {
      return {
        sequence: Number(saved.sequence),
        savedAt: (saved.saved_at ?? now).toISOString(),
        responseToken: null,
        versionNumber: saved.version_number,
      };
    }
  }
  // No answers yet (a first save), or a save older than the stored one.
  const { response, createdToken } = await openResponse(ports.db, ports, guest, {
    versionNumber: body.version,
    beforeCreate: () => ports.limiter.consume('guest-responses', rules.responsesPerIp, ip),
  });
  const key = responseKey(response);
  if (key !== known) await ports.limiter.consume('guest-saves', rules.savesPerResponse, key);
  const saved = await ports.db
    .updateTable('guest_responses')
    .set({ answers, sequence: body.sequence, saved_at: now })
    .where('id', '=', response.id)
    .where('sequence', '<', body.sequence)
    .returning(['sequence', 'saved_at'])
    .executeTakeFirst();
  // Refused as older: the stored sequence now (another save may have landed since the read).
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

// The brake on saves counts per set of answers, keyed by what names them before they are read:
// a personal link's only set by its link, a public visitor's by the hash of its responseToken.
function knownResponseKey(guest: GuestPrincipal): string | null {
  if (guest.mode === 'personal') return `link:${guest.linkId}`;
  return guest.responseTokenHash ? `response:${guest.responseTokenHash}` : null;
}

function responseKey(response: { link_id: string; token_hash: string | null }): string {
  return response.token_hash ? `response:${response.token_hash}` : `link:${response.link_id}`;
}
