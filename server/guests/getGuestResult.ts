import type { GuestResultAnswer } from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import { listFiles } from '../generation/files/listGeneratedFiles';
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
    submission: await lastSubmission(
      ports.db,
      await ports.dataKeys.forAccount(ports.db, guest.accountId),
      response?.id,
    ),
    delivery: {
      templateId: document?.general_selected_temp ?? null,
      docx: document?.docx ?? false,
    },
    files: response
      ? (
          await listFiles(ports, guest.accountId, guest.documentId, {
            guestRef: response.id,
            limit: filesListed,
          })
        ).filter((file) => document?.docx || file.format === 'pdf')
      : [],
  };
}
