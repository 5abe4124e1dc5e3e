import type { Db } from '../db/Database';

// The spec's checkout says what is bought only in `itemName`: the plan it names, or null. It may
// be our own item name ("Minuta Corporativo", as payments/generate answers it), "Plan
// Corporativo", or the plan's name or label alone, in any case and with or without accents.
export async function findPlanNamed(db: Db, itemName: string): Promise<string | null> {
  const wanted = normalize(itemName).replace(/^(minuta\s+)?(plan\s+)?/, '');
  if (!wanted) return null;
  const plans = await db.selectFrom('plans').select(['name_plan', 'label']).execute();
  const plan = plans.find(
    (candidate) =>
      normalize(candidate.name_plan) === wanted || normalize(candidate.label) === wanted,
  );
  return plan?.name_plan ?? null;
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s:]+/g, ' ')
    .trim();
}
