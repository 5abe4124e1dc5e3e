import { useSyncExternalStore } from 'react';

// Pressing a plan button records the choice locally, under `planSelected`,
// as one of the spec's names.
export const planSelectedKey = 'planSelected';

export const planSelectedNames: Record<string, string> = {
  explorador: 'Sin código',
  inicial: 'Inicial',
  corporativo: 'Corporativo',
  premium: 'Premium',
};

export function savePlanSelected(namePlan: string): string {
  const name = planSelectedNames[namePlan] ?? '';
  window.localStorage.setItem(planSelectedKey, name);
  return name;
}

// How a recorded choice reads to the person: the free plan is stored as the spec's «Sin código»
// but is called Explorador everywhere they see it.
export function planSelectedLabel(saved: string): string {
  return saved === planSelectedNames.explorador ? 'Explorador' : saved;
}

export function readPlanSelected(): string {
  const saved = window.localStorage.getItem(planSelectedKey) ?? '';
  return Object.values(planSelectedNames).includes(saved) ? saved : '';
}

const noSubscription = () => () => undefined;

// The plan chosen on the landing page, for the registration form. A page prerendered at build time
// knows none; the stored one shows once the page is hydrated.
export function usePlanSelected(): string {
  return useSyncExternalStore(noSubscription, readPlanSelected, () => '');
}
