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
import { findResponse, loadLatestVersion, loadVersion, openResponse } from './guestResponses';
import { lastSubmission } from './lastSubmission';

// documents/getMasterGuestUser?userName&accessData: everything the guest's page needs. The
// `userName` is cosmetic and not checked; the token authorised the call. A personal link's first
// open creates its (empty) answers so the version is pinned from the first page the guest sees;
// a public link creates nothing here (the visitor's first save does).
//
// A campaign's guests open their link within minutes, so the page is five statements: the
// link's checks (two), then the version, the page's settings and the firm side by side (and the
// last submission, for answers that have one).
export async function getMasterGuestUser(
  ports: Ports,
  guest: GuestPrincipal,
): Promise<MasterGuestUserAnswer> {
  const response =
    guest.mode === 'personal'
      ? (await openResponse(ports.db, ports, guest)).response
      : await findResponse(ports.db, guest);
  const cipher = await ports.dataKeys.forAccount(ports.db, guest.accountId);
  const [version, settings, firm, submission] = await Promise.all([
    response
      ? loadVersion(ports.db, response.version_id)
      : loadLatestVersion(ports.db, guest.documentId),
    findPageSettings(ports, guest),
    findFirm(ports.db, guest.accountId, ports.config.appUrl),
    lastSubmission(ports.db, cipher, response?.id),
  ]);
  const documentPreview = await findDocumentPreview(ports, guest, settings);
  return {
    firm,
    document: {
      id: guest.documentId,
      name: version.compiled.name,
      // How the page runs is the document's current setting (it changes no answer: no republish).
      ...(settings?.one_question && { oneQuestionAtATime: true }),
    },
    version: { number: version.number, compiled: version.compiled },
    link: {
      label: guest.label,
      mode: guest.mode,
      expiresAt: guest.expiresAt?.toISOString() ?? null,
      singleUse: guest.singleUse,
    },
    response: response ? toResponseState(response, cipher) : null,
    submission,
    ...(documentPreview && { documentPreview }),
  };
}

/** The link's and its document's settings the page follows, in one statement. */
function findPageSettings(ports: Ports, guest: GuestPrincipal) {
  return ports.db
    .selectFrom('share_links as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .select([
      'l.show_document',
      'd.one_question',
      'd.general_selected_temp',
      'd.general_selected_kind',
    ])
    .where('l.id', '=', guest.linkId)
    .where('d.account_id', '=', guest.accountId)
    .executeTakeFirst();
}

type PageSettings = Awaited<ReturnType<typeof findPageSettings>>;

// The document beside the questions, only for a link whose lawyer chose to show it: the template
// the document generates (as it is now, the one the guest's files will come from). A link with
// the setting off gets nothing, so no template text reaches its guests.
async function findDocumentPreview(
  ports: Ports,
  guest: GuestPrincipal,
  row: PageSettings,
): Promise<GuestDocumentPreview | null> {
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
