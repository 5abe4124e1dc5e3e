import type { PaymentOutcome } from '@schemas/api/payments';
import type { Plan, Suscription } from '@schemas/api/plans';

// What the Subscripción tab decides without drawing: how an outcome is told, which plans are
// offered and where the current one stands, and when a plan change goes to the gateway's page.
// Tested without a DOM.

// A declined or expired payment is an error shown on the tab; anything else a passing notice.
export function outcomeNotice(outcome: PaymentOutcome): {
  tone: 'error' | 'success';
  text: string;
} {
  return outcome.status === 'declined' || outcome.status === 'expired'
    ? { tone: 'error', text: outcome.message }
    : { tone: 'success', text: outcome.message };
}

// The plans one can move to (Explorador is reached by cancelling, not chosen).
export const offeredPlans = (plans: readonly Plan[]) =>
  plans.filter((plan) => plan.namePlan !== 'explorador');

// The current plan's place in the order of plans (0 when unknown): a higher one is an upgrade.
export function currentPlanOrder(plans: readonly Plan[] | undefined, namePlan: string | undefined) {
  return plans?.find((plan) => plan.namePlan === namePlan)?.order ?? 0;
}

// A paid plan not yet cancelled can be cancelled (down to Explorador at the end of the period).
export const canCancel = (suscription: Suscription) =>
  suscription.namePlan !== 'explorador' && !suscription.cancelAtPeriodEnd;

// The server answers 430 to a plan change that needs a card: without one on file, the plan is
// paid on the gateway's page instead.
export const paysOnGateway = (status: number | undefined, hasCard: boolean) =>
  status === 430 && !hasCard;
