import type { GuestResultAnswer } from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import { issueFileLinks } from '../generation/files/issueFileLinks';
import { toGeneratedFile } from '../generation/files/toGeneratedFile';
import type { Ports } from '../ports/Ports';
import { findFirm } from './findFirm';
import { guestErrors } from './guestErrors';
import { findResponse, pickVersion } from './guestResponses';
import { lastSubmission } from './lastSubmission';

/** The guest's newest files listed on the result page. */
const filesListed = 10;

// documents/getGuestResult/:documentId, for `/resultado/{documentId}`: the last submission of the
// guest's answers, what the guest may download, and the files already generated for these
// answers. The token opens one document: any other id answers like a missing one.
export async function getGuestResult(
  ports: Ports,
  guest: GuestPrincipal,
  documentId: string,
): Promise<GuestResultAnswer> {
  if (documentId !== guest.documentId) throw guestErrors.notFound();
  const response = await findResponse(ports.db, guest);
  const versionId = response?.version_id ?? (await pickVersion(ports.db, guest.documentId));
  const version = await ports.db
    .selectFrom('published_versions')
    .select((eb) => eb.ref('compiled', '->>').key('name').as('name'))
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  const document = await ports.db
    .selectFrom('documents')
    .select(['general_selected_temp', 'docx'])
    .where('id', '=', guest.documentId)
    .where('account_id', '=', guest.accountId)
    .executeTakeFirst();
  return {
    firm: await findFirm(ports.db, guest.accountId, ports.config.appUrl),
    document: { id: guest.documentId, name: version.name ?? '' },
    submission: await lastSubmission(ports.db, response?.id),
    delivery: {
      templateId: document?.general_selected_temp ?? null,
      docx: document?.docx ?? false,
    },
    files: response
      ? (await guestFiles(ports, guest, response.id)).filter(
          (file) => document?.docx || file.format === 'pdf',
        )
      : [],
  };
}

async function guestFiles(ports: Ports, guest: GuestPrincipal, responseId: string) {
  return ports.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('generated_files')
      .selectAll()
      .where('document_id', '=', guest.documentId)
      .where('account_id', '=', guest.accountId)
      .where('guest_ref', '=', responseId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filesListed)
      .execute();
    const links = await issueFileLinks(
      trx,
      ports,
      rows.map((row) => row.id),
    );
    return rows.flatMap((row) => {
      const link = links.get(row.id);
      return link ? [toGeneratedFile(row, link)] : [];
    });
  });
}
