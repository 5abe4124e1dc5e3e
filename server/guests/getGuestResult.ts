import type { GuestResultAnswer } from '@schemas/api/guests';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Ports } from '../ports/Ports';
import { findFirm } from './findFirm';
import { guestErrors } from './guestErrors';
import { findResponse, pickVersion } from './guestResponses';
import { lastSubmission } from './lastSubmission';

// documents/getGuestResult/:documentId, for `/resultado/{documentId}`: the last submission of the
// guest's answers. The token opens one document: any other id answers like a missing one.
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
  return {
    firm: await findFirm(ports.db, guest.accountId, ports.config.appUrl),
    document: { id: guest.documentId, name: version.name ?? '' },
    submission: await lastSubmission(ports.db, response?.id),
  };
}
