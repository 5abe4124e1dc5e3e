import type { GuestResponseState, MasterGuestUserAnswer } from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { GuestResponseRow } from '../db/publishingTables';
import type { Ports } from '../ports/Ports';
import { answerPurposes } from './answerPurposes';
import { findFirm } from './findFirm';
import { findResponse, loadVersion, openResponse, pickVersion } from './guestResponses';
import { lastSubmission } from './lastSubmission';

// documents/getMasterGuestUser?userName&accessData: everything the guest's page needs. The
// `userName` is cosmetic and not checked; the token authorised the call. A personal link's first
// open creates its (empty) answers so the version is pinned from the first page the guest sees;
// a public link creates nothing here (the visitor's first save does).
export async function getMasterGuestUser(
  ports: Ports,
  guest: GuestPrincipal,
): Promise<MasterGuestUserAnswer> {
  const response =
    guest.mode === 'personal'
      ? (await openResponse(ports.db, ports, guest)).response
      : await findResponse(ports.db, guest);
  const versionId = response?.version_id ?? (await pickVersion(ports.db, guest.documentId));
  const version = await loadVersion(ports.db, versionId);
  const cipher = await ports.dataKeys.forAccount(ports.db, guest.accountId);
  // How the page runs is the document's current setting (it changes no answer: no republish).
  const presentation = await ports.db
    .selectFrom('documents')
    .select('one_question')
    .where('id', '=', guest.documentId)
    .where('account_id', '=', guest.accountId)
    .executeTakeFirst();
  return {
    firm: await findFirm(ports.db, guest.accountId, ports.config.appUrl),
    document: {
      id: guest.documentId,
      name: version.compiled.name,
      ...(presentation?.one_question && { oneQuestionAtATime: true }),
    },
    version: { number: version.number, compiled: version.compiled },
    link: {
      label: guest.label,
      mode: guest.mode,
      expiresAt: guest.expiresAt?.toISOString() ?? null,
      singleUse: guest.singleUse,
    },
    response: response ? toResponseState(response, cipher) : null,
    submission: await lastSubmission(ports.db, cipher, response?.id),
  };
}

export function toResponseState(row: GuestResponseRow, cipher: AccountCipher): GuestResponseState {
  return {
    answers: cipher.openJson(row.answers, answerPurposes.inProgress),
    sequence: Number(row.sequence),
    savedAt: row.saved_at?.toISOString() ?? null,
    submittedAt: row.submitted_at?.toISOString() ?? null,
  };
}
