import type { GetPlanByDocIdBody, PlanByDocAnswer } from '@schemas/api/documents';
import type { Principal } from '../auth/Principal';
import { toPlan } from '../plans/toPlan';
import type { Ports } from '../ports/Ports';
import { documentErrors } from './documentErrors';

// documents/getPlanByDocId: the plan of the account that owns the document, with its documents
// used and allowed. Only the caller's own documents are found.
export async function getPlanByDocument(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  body: GetPlanByDocIdBody,
): Promise<PlanByDocAnswer> {
  const plan = await ports.db
    .selectFrom('documents as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .innerJoin('plans as p', 'p.name_plan', 'a.name_plan')
    .selectAll('p')
    .where('d.id', '=', body.docId)
    .where('d.account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!plan) throw documentErrors.notFound();
  const { used } = await ports.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('account_id', '=', principal.accountId)
    .executeTakeFirstOrThrow();
  return {
    plan: toPlan(plan),
    documents: { used: Number(used), limit: plan.documents_limit },
  };
}
