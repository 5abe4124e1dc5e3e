import type { PaymentOutcome } from '@schemas/api/payments';
import type { Plan } from '@schemas/api/plans';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { ApiError, errorMessage } from '../../api/apiErrors';
import { useApiQuery } from '../../api/useApiQuery';
import { refreshUserAtom, userAtom } from '../../auth/authAtoms';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { DonationCodeForm } from '../payment/DonationCodeForm';
import { formatMoney } from '../payment/formatMoney';
import { rememberPendingCheckout, takePendingCheckout } from '../payment/paymentSession';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanButton } from './PlanButton';
import { PlanUsage } from './PlanUsage';
import { ReceiptsList } from './ReceiptsList';
import { subscriptionMessages as texts } from './subscriptionMessages';

type Confirm = 'cancel' | 'deleteCard' | null;

// Cuenta › Subscripción: the plan, why the account has it, its renewal, the card (last 4
// digits), usage against each limit, plan changes (up at once, down at the end of the period,
// cancel to Explorador), receipts and donation codes. Every price and rule is the server's; the
// card is typed on the gateway's page, which sends the person back here with ?id=.
export function SubscriptionTab() {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(notifyAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const status = useApiQuery('GET documents/getSuscriptionStatus');
  const plans = useApiQuery('GET users/getAllPlans', { auth: false });
  const receipts = useApiQuery('GET payments/receipts');
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const returnedId = new URLSearchParams(useSearch()).get('id');
  const confirmedReturn = useRef(false);

  const reloadAll = () => {
    status.reload();
    receipts.reload();
    void refreshUser();
  };

  const showOutcome = (outcome: PaymentOutcome) => {
    if (outcome.status === 'declined' || outcome.status === 'expired') {
      setActionError(outcome.message);
    } else {
      notify({ tone: 'success', text: outcome.message });
    }
  };

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setBusy(null);
      reloadAll();
    }
  };

  // Back from the gateway: ask the server what happened, once.
  useEffect(() => {
    if (!api || !returnedId || confirmedReturn.current) return;
    confirmedReturn.current = true;
    const purpose = takePendingCheckout() ?? 'card';
    void run('return', async () => {
      const outcome =
        purpose === 'card'
          ? await api.call('PUT payments/update_token', { checkoutId: returnedId })
          : await api.call('POST payments/save_suscription', { checkoutId: returnedId });
      window.history.replaceState(null, '', window.location.pathname);
      showOutcome(outcome);
    });
  });

  const toGateway = async (purpose: 'subscribe' | 'card', namePlan?: string) => {
    if (!api) return;
    const order = await api.call('POST payments/generate', {
      purpose,
      ...(namePlan && { namePlan }),
    });
    const checkout = await api.call(`POST ${order.checkoutPath}` as const, {
      amount: order.amount,
      itemName: order.itemName,
      itemDescription: order.itemDescription,
      email: order.email,
      userId: order.userId,
      purpose,
      ...(namePlan && { namePlan }),
      returnTo: 'account',
    });
    rememberPendingCheckout(purpose);
    setBusy('redirect');
    window.location.assign(checkout.redirectUrl);
  };

  const changePlan = (plan: Plan) =>
    run(`plan-${plan.namePlan}`, async () => {
      if (!api) return;
      try {
        const answer = await api.call('PUT payments/subscription', { namePlan: plan.namePlan });
        showOutcome(answer.outcome);
      } catch (error) {
        // No card yet: the plan is paid on the gateway's page instead.
        if (error instanceof ApiError && error.status === 430 && !status.data?.suscription.card) {
          await toGateway('subscribe', plan.namePlan);
          return;
        }
        throw error;
      }
    });

  const cancelPlan = () =>
    run('cancel', async () => {
      const answer = await api?.call('PUT payments/save_explorer', {});
      setConfirm(null);
      if (answer) showOutcome(answer.outcome);
    });

  const payNow = () =>
    run('pay', async () => {
      const outcome = await api?.call('POST payments/payment', {});
      if (outcome) showOutcome(outcome);
    });

  const deleteCard = () =>
    run('deleteCard', async () => {
      await api?.call('DELETE payments/delete_token');
      setConfirm(null);
      notify({ tone: 'success', text: texts.cardDeleted });
    });

  const suscription = status.data?.suscription;
  const currentOrder =
    plans.data?.plans.find((plan) => plan.namePlan === suscription?.namePlan)?.order ?? 0;
  const loading = status.loading && !suscription;
  return (
    <div className="grid gap-6">
      {(busy === 'redirect' || busy === 'return') && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner /> {busy === 'redirect' ? texts.redirecting : texts.confirming}
        </p>
      )}
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {loading && <Spinner label={messages.common.loading} />}
      {status.error && <Alert tone="error">{status.error}</Alert>}
      {suscription && (
        <>
          <CurrentPlanCard
            suscription={suscription}
            busy={busy}
            onPayNow={payNow}
            onChangeCard={() => run('card', () => toGateway('card'))}
            onDeleteCard={() => setConfirm('deleteCard')}
          />
          {confirm === 'deleteCard' && (
            <Alert tone="warning">
              <p>{texts.deleteCardConfirm}</p>
              <div className="flex gap-2">
                <Button variant="destructive" busy={busy === 'deleteCard'} onClick={deleteCard}>
                  {texts.confirmDelete}
                </Button>
                <Button variant="outline" onClick={() => setConfirm(null)}>
                  {messages.common.cancel}
                </Button>
              </div>
            </Alert>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{texts.usageTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <PlanUsage usage={suscription.usage} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{texts.plansTitle}</CardTitle>
              <CardDescription>{texts.plansHint}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {plans.error && <Alert tone="error">{plans.error}</Alert>}
              <ul className="grid gap-3 md:grid-cols-3">
                {(plans.data?.plans ?? [])
                  .filter((plan) => plan.namePlan !== 'explorador')
                  .map((plan) => (
                    <li key={plan.namePlan} className="grid gap-2 rounded-lg border p-4">
                      <p className="font-semibold">{plan.label}</p>
                      <p className="text-sm text-muted-foreground">
                        {plan.price === null
                          ? texts.contactUs
                          : texts.price(formatMoney(plan.price))}
                      </p>
                      <PlanButton
                        plan={plan}
                        suscription={suscription}
                        currentOrder={currentOrder}
                        busy={busy === `plan-${plan.namePlan}`}
                        onChoose={() => void changePlan(plan)}
                      />
                    </li>
                  ))}
              </ul>
              {suscription.namePlan !== 'explorador' && !suscription.cancelAtPeriodEnd && (
                <div className="grid gap-2 rounded-lg border border-dashed p-4">
                  <p className="font-medium">{texts.cancelTitle}</p>
                  <p className="text-sm text-muted-foreground">{texts.cancelHint}</p>
                  {confirm === 'cancel' ? (
                    <div className="flex gap-2">
                      <Button variant="destructive" busy={busy === 'cancel'} onClick={cancelPlan}>
                        {texts.cancelConfirm}
                      </Button>
                      <Button variant="outline" onClick={() => setConfirm(null)}>
                        {messages.common.cancel}
                      </Button>
                    </div>
                  ) : (
                    <div>
                      <Button variant="outline" onClick={() => setConfirm('cancel')}>
                        {texts.cancel}
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </CardContent>
          </Card>
          {suscription.billing === 'free' && user && (
            <Card>
              <CardContent className="pt-6">
                <DonationCodeForm
                  userId={user.userId}
                  paymentToken={null}
                  onRedeemed={(label) => {
                    notify({ tone: 'success', text: texts.redeemed(label) });
                    reloadAll();
                  }}
                />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>{texts.receiptsTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              {receipts.error && <Alert tone="error">{receipts.error}</Alert>}
              {receipts.data && <ReceiptsList receipts={receipts.data.receipts} />}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
