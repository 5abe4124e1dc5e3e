import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/Card';
import { Spinner } from '@ui/Spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useApiQuery } from '../../api/useApiQuery';
import { userAtom } from '../../auth/authAtoms';
import { messages } from '../../messages';
import { notifyAtom } from '../../notifications/notificationsAtoms';
import { DonationCodeForm } from '../payment/DonationCodeForm';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanChoices } from './PlanChoices';
import { PlanUsage } from './PlanUsage';
import { ReceiptsList } from './ReceiptsList';
import { subscriptionMessages as texts } from './subscriptionMessages';
import { useSubscriptionActions } from './useSubscriptionActions';

// Cuenta › Subscripción: the plan, why the account has it, its renewal, the card (last 4
// digits), usage against each limit, plan changes (up at once, down at the end of the period,
// cancel to Explorador), receipts and donation codes. Every price and rule is the server's; the
// card is typed on the gateway's page, which sends the person back here with ?id=.
export function SubscriptionTab() {
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(notifyAtom);
  const status = useApiQuery('GET documents/getSuscriptionStatus');
  const plans = useApiQuery('GET users/getAllPlans', { auth: false });
  const receipts = useApiQuery('GET payments/receipts');
  const {
    busy,
    actionError,
    confirm,
    setConfirm,
    reloadAll,
    changePlan,
    cancelPlan,
    payNow,
    deleteCard,
    changeCard,
  } = useSubscriptionActions(status, receipts);

  const suscription = status.data?.suscription;
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
            onChangeCard={changeCard}
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
          <PlanChoices
            plans={plans}
            suscription={suscription}
            busy={busy}
            confirmingCancel={confirm === 'cancel'}
            onChoose={(plan) => void changePlan(plan)}
            onCancel={() => setConfirm('cancel')}
            onConfirmCancel={cancelPlan}
            onKeep={() => setConfirm(null)}
          />
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
