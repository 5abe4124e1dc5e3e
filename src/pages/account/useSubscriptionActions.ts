import type { PaymentOutcome } from '@schemas/api/payments';
import type { Plan } from '@schemas/api/plans';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { ApiError, errorMessage } from '../../api/apiErrors';
import type { useApiQuery } from '../../api/useApiQuery';
import { refreshUserAtom } from '../../auth/authAtoms';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { rememberPendingCheckout, takePendingCheckout } from '../payment/paymentSession';
import { subscriptionMessages as texts } from './subscriptionMessages';
import { outcomeNotice, paysOnGateway } from './subscriptionModel';

type Confirm = 'cancel' | 'deleteCard' | null;

// The Subscripción tab's actions: each runs with its button busy (`busy` names it), shows the
// server's refusal in `actionError` and reloads the status, receipts and user after. Back from
// the gateway's page (?id=), it asks the server once what happened.
export function useSubscriptionActions(
  status: ReturnType<typeof useApiQuery<'GET documents/getSuscriptionStatus'>>,
  receipts: ReturnType<typeof useApiQuery<'GET payments/receipts'>>,
) {
  const api = useAtomValue(apiAtom);
  const notify = useSetAtom(notifyAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
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
    const notice = outcomeNotice(outcome);
    if (notice.tone === 'error') setActionError(notice.text);
    else notify(notice);
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
        if (
          error instanceof ApiError &&
          paysOnGateway(error.status, Boolean(status.data?.suscription.card))
        ) {
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

  return {
    busy,
    actionError,
    confirm,
    setConfirm,
    reloadAll,
    changePlan,
    cancelPlan,
    payNow,
    deleteCard,
    changeCard: () => run('card', () => toGateway('card')),
  };
}
