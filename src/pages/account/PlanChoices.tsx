import type { Plan, Suscription } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import type { useApiQuery } from '../../api/useApiQuery';
import { messages } from '../../messages';
import { formatMoney } from '../payment/formatMoney';
import { PlanButton } from './PlanButton';
import { subscriptionMessages as texts } from './subscriptionMessages';
import { canCancel, currentPlanOrder, offeredPlans } from './subscriptionModel';

// The plans one can move to, each with its price and button, and "Cancelar plan" with its
// confirmation.
export function PlanChoices({
  plans,
  suscription,
  busy,
  confirmingCancel,
  onChoose,
  onCancel,
  onConfirmCancel,
  onKeep,
}: {
  plans: ReturnType<typeof useApiQuery<'GET users/getAllPlans'>>;
  suscription: Suscription;
  // The action running, as useSubscriptionActions names it.
  busy: string | null;
  confirmingCancel: boolean;
  onChoose(plan: Plan): void;
  onCancel(): void;
  onConfirmCancel(): void;
  onKeep(): void;
}) {
  const currentOrder = currentPlanOrder(plans.data?.plans, suscription.namePlan);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.plansTitle}</CardTitle>
        <CardDescription>{texts.plansHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {plans.error && <Alert tone="error">{plans.error}</Alert>}
        <ul className="grid gap-3 md:grid-cols-3">
          {offeredPlans(plans.data?.plans ?? []).map((plan) => (
            <li key={plan.namePlan} className="grid gap-2 rounded-lg border p-4">
              <p className="font-semibold">{plan.label}</p>
              <p className="text-sm text-muted-foreground">
                {plan.price === null ? texts.contactUs : texts.price(formatMoney(plan.price))}
              </p>
              <PlanButton
                plan={plan}
                suscription={suscription}
                currentOrder={currentOrder}
                busy={busy === `plan-${plan.namePlan}`}
                onChoose={() => onChoose(plan)}
              />
            </li>
          ))}
        </ul>
        {canCancel(suscription) && (
          <div className="grid gap-2 rounded-lg border border-dashed p-4">
            <p className="font-medium">{texts.cancelTitle}</p>
            <p className="text-sm text-muted-foreground">{texts.cancelHint}</p>
            {confirmingCancel ? (
              <div className="flex gap-2">
                <Button variant="destructive" busy={busy === 'cancel'} onClick={onConfirmCancel}>
                  {texts.cancelConfirm}
                </Button>
                <Button variant="outline" onClick={onKeep}>
                  {messages.common.cancel}
                </Button>
              </div>
            ) : (
              <div>
                <Button variant="outline" onClick={onCancel}>
                  {texts.cancel}
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
