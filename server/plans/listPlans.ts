import type { PlansAnswer } from '@schemas/api/plans';
import type { Ports } from '../ports/Ports';
import { toPlan } from './toPlan';

export async function listPlans(ports: Pick<Ports, 'db'>): Promise<PlansAnswer> {
  const rows = await ports.db.selectFrom('plans').selectAll().execute();
  const plans = rows
    .map(toPlan)
    .sort((a, b) => a.order - b.order || a.namePlan.localeCompare(b.namePlan));
  return { plans };
}
