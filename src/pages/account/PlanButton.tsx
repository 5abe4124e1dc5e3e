import type { Plan, Suscription } from '@schemas/api/plans';
import { Button, buttonVariants } from '@ui/Button';
import { Link } from 'wouter';
import { subscriptionMessages as texts } from './subscriptionMessages';

// What choosing a plan would do, as its button says: nothing (current or already scheduled),
// contract it, move up at once, move down at the end of the period, or keep it (undoing a
// scheduled change).
export function PlanButton({
  plan,
  suscription,
  currentOrder,
  busy,
  onChoose,
}: {
  plan: Plan;
  suscription: Suscription;
  /** The current plan's place in the spec's ordering (explorador 0 … premium 3). */
  currentOrder: number;
  busy: boolean;
  onChoose: () => void;
}) {
  if (plan.price === null) {
    return (
      <Link href="~/contacto/nosotros" className={buttonVariants({ variant: 'outline' })}>
        {texts.contact}
      </Link>
    );
  }
  const current = plan.namePlan === suscription.namePlan;
  if (suscription.pendingPlan?.namePlan === plan.namePlan) {
    return (
      <Button variant="secondary" disabled>
        {texts.scheduled}
      </Button>
    );
  }
  const scheduled = suscription.cancelAtPeriodEnd || suscription.pendingPlan !== null;
  if (current && !scheduled) {
    return (
      <Button variant="secondary" disabled>
        {texts.current}
      </Button>
    );
  }
  const paid = suscription.billing === 'paid' && suscription.paymentStatus !== 'canceled';
  const label = current
    ? texts.keep(plan.label)
    : !paid
      ? texts.subscribe(plan.label)
      : plan.order > currentOrder
        ? texts.upgrade(plan.label)
        : texts.downgrade(plan.label);
  return (
    <Button variant={current ? 'default' : 'outline'} busy={busy} onClick={onChoose}>
      {label}
    </Button>
  );
}
