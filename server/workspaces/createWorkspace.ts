import type { CreateWorkAnswer, CreateWorkBody } from '@schemas/api/documents';
import { isEmailAddress } from '@schemas/api/formRules';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { documentErrors } from '../documents/documentErrors';
import { documentMessages } from '../documents/documentMessages';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { normalizeEmail } from '../users/normalizeEmail';

// documents/createWork: a workspace in the caller's account. Its email defaults to the caller's.
export async function createWorkspace(
  ports: Ports,
  principal: Principal,
  body: CreateWorkBody,
  origin: RequestOrigin,
): Promise<CreateWorkAnswer> {
  const email = body.email === undefined ? principal.profile.email : normalizeEmail(body.email);
  if (!isEmailAddress(email)) throw documentErrors.field('email', documentMessages.emailInvalid);
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const row = await trx
      .insertInto('workspaces')
      .values({
        id: ports.random.uuid(),
        account_id: principal.accountId,
        name: body.workspace_name.trim(),
        email,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'name', 'email'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'workspace_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { workspaceId: row.id, name: row.name },
    });
    return { workspace: { ...row, documentsIds: [], documents: [] } };
  });
}
