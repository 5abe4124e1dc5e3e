import type { CreateDocAnswer, CreateDocBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import { assertPaymentInGoodStanding } from '../plans/assertPaymentInGoodStanding';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkAllVariables } from './checkAllVariables';
import { documentErrors } from './documentErrors';
import { documentMessages } from './documentMessages';
import { findUpgradePlan } from './findUpgradePlan';
import { LoadedDocument } from './LoadedDocument';
import { lockDocumentPlan } from './lockDocumentPlan';
import { lockWorkspace } from './lockWorkspace';
import { parseSpecDate } from './parseSpecDate';
import { toDocumentTree } from './toDocumentTree';

// documents/createDoc: a new, empty document in a workspace of the caller's account, within the
// plan's document limit (checked under the account lock: two creations racing for the last place
// cannot both win).
export async function createDocument(
  ports: Ports,
  principal: Principal,
  body: CreateDocBody,
  origin: RequestOrigin,
): Promise<CreateDocAnswer> {
  const date =
    body.document_date === undefined
      ? wholeSeconds(ports.clock.now())
      : parseSpecDate(body.document_date);
  if (!date) throw documentErrors.field('document_date', documentMessages.invalidDate);
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  const allVariables = checkAllVariables('allVariables', body.allVariables ?? {}, cipher);
  const { firstName, lastName } = principal.profile;
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    const workspace = await lockWorkspace(trx, principal.accountId, body.workspace_id);
    const plan = await lockDocumentPlan(trx, principal.accountId);
    await assertPaymentInGoodStanding(trx, principal.accountId);
    if (plan.documents_limit !== null && plan.used >= plan.documents_limit) {
      const upgrade = await findUpgradePlan(trx, plan.name_plan, plan.documents_limit);
      throw documentErrors.documentLimit(plan.label, plan.documents_limit, upgrade);
    }
    const row = await trx
      .insertInto('documents')
      .values({
        id: ports.random.uuid(),
        account_id: principal.accountId,
        workspace_id: workspace.id,
        name: body.document_name,
        document_date: date,
        creator: body.document_creator ?? `${firstName} ${lastName}`.trim(),
        toggle: body.document_toggle ?? false,
        notarized: false,
        docx: false,
        status: body.document_status ?? '',
        all_variables: allVariables,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'document_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { documentId: row.id, workspaceId: workspace.id, name: row.name },
    });
    return {
      version: row.version,
      document: toDocumentTree(new LoadedDocument(row, [], [], []), cipher),
    };
  });
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
