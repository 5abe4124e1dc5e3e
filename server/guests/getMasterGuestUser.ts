import type {
  GuestDocumentPreview,
  GuestResponseState,
  MasterGuestUserAnswer,
} from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { GuestResponseRow } from '../db/publishingTables';
import { readWordTemplateBody } from '../generation/wordTemplates/getWordTemplateBody';
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
  const documentPreview = await findDocumentPreview(ports, guest);
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
    ...(documentPreview && { documentPreview }),
  };
}

// The document beside the questions, only for a link whose lawyer chose to show it: the template
// the document generates (as it is now, the one the guest's files will come from). A link with
// the setting off gets nothing, so no template text reaches its guests.
async function findDocumentPreview(
  ports: Ports,
  guest: GuestPrincipal,
): Promise<GuestDocumentPreview | null> {
  const row = await ports.db
    .selectFrom('share_links as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .select(['l.show_document', 'd.general_selected_temp', 'd.general_selected_kind'])
    .where('l.id', '=', guest.linkId)
    .where('d.account_id', '=', guest.accountId)
    .executeTakeFirst();
  if (!row?.show_document || !row.general_selected_temp) return null;
  if (row.general_selected_kind === 'word') {
    const documentXml = await readWordTemplateBody(
      ports,
      guest.accountId,
      row.general_selected_temp,
      guest.documentId,
    );
    return documentXml === null ? { kind: 'word' } : { kind: 'word', documentXml };
  }
  const template = await ports.db
    .selectFrom('templates')
    .select('content')
    .where('id', '=', row.general_selected_temp)
    .where('document_id', '=', guest.documentId)
    .where('account_id', '=', guest.accountId)
    .executeTakeFirst();
  return template ? { kind: 'rich', content: template.content } : null;
}

export function toResponseState(row: GuestResponseRow, cipher: AccountCipher): GuestResponseState {
  return {
    answers: cipher.openJson(row.answers, answerPurposes.inProgress),
    sequence: Number(row.sequence),
    savedAt: row.saved_at?.toISOString() ?? null,
    submittedAt: row.submitted_at?.toISOString() ?? null,
  };
}
