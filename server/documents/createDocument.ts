import type { CreateDocAnswer, CreateDocBody } from '@schemas/api/documents';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import type { DocumentRow } from '../db/documentTables';
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
    const row = await insertDocument(trx, ports, principal, {
      workspaceId: body.workspace_id,
      name: body.document_name,
      date,
      creator: body.document_creator ?? `${firstName} ${lastName}`.trim(),
      toggle: body.document_toggle ?? false,
      notarized: false,
      docx: false,
      status: body.document_status ?? '',
      allVariables,
    });
    await recordAudit(trx, ports, {
      event: 'document_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { documentId: row.id, workspaceId: row.workspace_id, name: row.name },
    });
    return {
      version: row.version,
      document: toDocumentTree(new LoadedDocument(row, [], [], []), cipher),
    };
  });
}

export interface NewDocument {
  workspaceId: string;
  name: string;
  date: Date;
  creator: string;
  toggle: boolean;
  notarized: boolean;
  docx: boolean;
  status: string;
  /** The allVariables column as checkAllVariables serialized it. */
  allVariables: string;
}

// A new document row, inside the caller's transaction: in a workspace of the caller's account,
// within the plan's document limit (counted under the account lock) and with payments in good
// standing. Shared by createDoc and the import of an interview file.
export async function insertDocument(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'random'>,
  principal: Principal,
  fields: NewDocument,
): Promise<DocumentRow> {
  const now = ports.clock.now();
  const workspace = await lockWorkspace(trx, principal.accountId, fields.workspaceId);
  const plan = await lockDocumentPlan(trx, principal.accountId);
  await assertPaymentInGoodStanding(trx, principal.accountId);
  if (plan.documents_limit !== null && plan.used >= plan.documents_limit) {
    const upgrade = await findUpgradePlan(trx, plan.name_plan, plan.documents_limit);
    throw documentErrors.documentLimit(plan.label, plan.documents_limit, upgrade);
  }
  return trx
    .insertInto('documents')
    .values({
      id: ports.random.uuid(),
      account_id: principal.accountId,
      workspace_id: workspace.id,
      name: fields.name,
      document_date: fields.date,
      creator: fields.creator,
      toggle: fields.toggle,
      notarized: fields.notarized,
      docx: fields.docx,
      status: fields.status,
      all_variables: fields.allVariables,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
