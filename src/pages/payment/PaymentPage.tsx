import type { GenerateAnswer, PaymentOutcome } from '@schemas/api/payments';
import { Alert } from '@ui/Alert';
import { Button, buttonVariants } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { apiAtom } from '../../api/apiAtom';
import { ApiError, errorMessage } from '../../api/apiErrors';
import { authStatusAtom } from '../../auth/authAtoms';
import { messages } from '../../messages';
import { AuthLayout } from '../auth/AuthLayout';
import { DonationCodeForm } from './DonationCodeForm';
import { formatMoney } from './formatMoney';
import { paymentMessages } from './paymentMessages';
import {
  clearPaymentContext,
  type PaymentContext,
  readPaymentContext,
  savePaymentContext,
} from './paymentSession';

type State =
  | { step: 'none' }
  | { step: 'order'; order: GenerateAnswer }
  | { step: 'redirecting' }
  | { step: 'confirming' }
  | { step: 'done'; outcome: PaymentOutcome }
  | { step: 'redeemed'; label: string }
  | { step: 'failed'; message: string };

// /payment (public; redirects when signed in): continues the registration of a
// paid plan chosen on the landing page, or a card update from a mailed link. The card is typed
// on the gateway's hosted page; the gateway sends the person back here with ?id={checkoutId},
// and the server asks the gateway what happened. Every amount shown comes from the server.
export default function PaymentPage() {
  const status = useAtomValue(authStatusAtom);
  if (status === 'authenticated') {
    return <Redirect to={`/app/account/${encodeURIComponent('Subscripción')}`} replace />;
  }
  return <PaymentFlow />;
}

function PaymentFlow() {
  const api = useAtomValue(apiAtom);
  const search = new URLSearchParams(useSearch());
  const returnedId = search.get('id');
  const linkToken = search.get('token');
  const [context] = useState<PaymentContext | null>(() => {
    if (linkToken) {
      const fromLink: PaymentContext = {
        paymentToken: linkToken,
        userId: null,
        email: null,
        namePlan: null,
        purpose: 'card',
      };
      savePaymentContext(fromLink);
      // The token does not stay in the address bar (or the history).
      window.history.replaceState(null, '', '/payment');
      return fromLink;
    }
    return readPaymentContext();
  });
  const [state, setState] = useState<State>({ step: context ? 'confirming' : 'none' });
  const started = useRef(false);

  useEffect(() => {
    if (!api || !context || started.current) return;
    started.current = true;
    const body = { paymentToken: context.paymentToken };
    if (returnedId) {
      const key =
        context.purpose === 'card' ? 'POST payments/save_token' : 'POST payments/save_suscription';
      api
        .call(key, { ...body, checkoutId: returnedId }, { auth: false })
        .then((outcome) => {
          window.history.replaceState(null, '', '/payment');
          setState({ step: 'done', outcome });
        })
        .catch((error: unknown) => setState({ step: 'failed', message: failure(error) }));
      return;
    }
    api
      .call(
        'POST payments/generate',
        {
          ...body,
          purpose: context.purpose,
          ...(context.namePlan && { namePlan: context.namePlan }),
        },
        { auth: false },
      )
      .then((order) => setState({ step: 'order', order }))
      .catch((error: unknown) => setState({ step: 'failed', message: failure(error) }));
  }, [api, context, returnedId]);

  const pay = (order: GenerateAnswer) => {
    if (!api || !context) return;
    setState({ step: 'redirecting' });
    api
      .call(
        `POST ${order.checkoutPath}` as const,
        {
          // The spec's payload; the server takes amount, item and IP from its own records.
          amount: order.amount,
          itemName: order.itemName,
          itemDescription: order.itemDescription,
          email: order.email,
          userId: order.userId,
          purpose: order.purpose,
          ...(order.namePlan && { namePlan: order.namePlan }),
          returnTo: 'payment',
          paymentToken: context.paymentToken,
        },
        { auth: false },
      )
      .then((checkout) => window.location.assign(checkout.redirectUrl))
      .catch((error: unknown) => setState({ step: 'failed', message: failure(error) }));
  };

  const retry = () => {
    started.current = false;
    window.history.replaceState(null, '', '/payment');
    setState({ step: 'confirming' });
    if (!api || !context) return;
    api
      .call(
        'POST payments/generate',
        {
          paymentToken: context.paymentToken,
          purpose: context.purpose,
          ...(context.namePlan && { namePlan: context.namePlan }),
        },
        { auth: false },
      )
      .then((order) => setState({ step: 'order', order }))
      .catch((error: unknown) => setState({ step: 'failed', message: failure(error) }));
  };

  const card = context?.purpose === 'card';
  return (
    <AuthLayout
      title={card ? paymentMessages.cardTitle : paymentMessages.title}
      subtitle={card ? paymentMessages.cardSubtitle : paymentMessages.subtitle}
    >
      {state.step === 'none' && (
        <div className="grid gap-4">
          <Alert tone="info">{paymentMessages.noContext}</Alert>
          <Link href="/#precios" className={buttonVariants({ variant: 'outline' })}>
            {paymentMessages.seePlans}
          </Link>
        </div>
      )}
      {(state.step === 'confirming' || state.step === 'redirecting') && (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Spinner />
          {state.step === 'confirming' && returnedId
            ? paymentMessages.confirming
            : state.step === 'redirecting'
              ? paymentMessages.redirecting
              : messages.common.loading}
        </p>
      )}
      {state.step === 'failed' && <Alert tone="error">{state.message}</Alert>}
      {state.step === 'order' && context && (
        <div className="grid gap-6">
          <dl className="grid gap-2 rounded-lg border p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{paymentMessages.account}</dt>
              <dd className="font-medium">{state.order.email}</dd>
            </div>
            {state.order.label && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{paymentMessages.plan}</dt>
                <dd className="font-medium">{state.order.label}</dd>
              </div>
            )}
            {!card && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{paymentMessages.monthly}</dt>
                <dd className="text-lg font-semibold">{formatMoney(state.order.amount)}</dd>
              </div>
            )}
          </dl>
          <Button size="lg" onClick={() => pay(state.order)}>
            {card ? paymentMessages.saveCard : paymentMessages.pay(formatMoney(state.order.amount))}
          </Button>
          <p className="text-xs text-muted-foreground">{paymentMessages.secureNote}</p>
          {!card && (
            <DonationCodeForm
              userId={state.order.userId}
              paymentToken={context.paymentToken}
              onRedeemed={(label) => {
                clearPaymentContext();
                setState({ step: 'redeemed', label });
              }}
            />
          )}
        </div>
      )}
      {state.step === 'redeemed' && (
        <Done
          title={paymentMessages.donation.redeemedTitle}
          message={paymentMessages.donation.redeemed(state.label)}
          email={context?.email ?? null}
        />
      )}
      {state.step === 'done' && (
        <Outcome outcome={state.outcome} email={context?.email ?? null} onRetry={retry} />
      )}
    </AuthLayout>
  );
}

function Outcome({
  outcome,
  email,
  onRetry,
}: {
  outcome: PaymentOutcome;
  email: string | null;
  onRetry: () => void;
}) {
  if (outcome.status === 'paid' || outcome.status === 'saved') {
    return (
      <Done
        title={
          outcome.status === 'saved' ? paymentMessages.cardSavedTitle : paymentMessages.paidTitle
        }
        message={outcome.message}
        email={email}
        receipt={outcome.receipt?.receiptNumber}
      />
    );
  }
  if (outcome.status === 'declined' || outcome.status === 'expired') {
    return (
      <div className="grid gap-4">
        <Alert tone="error" title={paymentMessages.declinedTitle}>
          <p>{outcome.message}</p>
          <p>{paymentMessages.nothingCharged}</p>
        </Alert>
        <Button onClick={onRetry}>{paymentMessages.tryAgain}</Button>
      </div>
    );
  }
  return <Alert tone="info">{outcome.message}</Alert>;
}

function Done({
  title = paymentMessages.paidTitle,
  message,
  email,
  receipt,
}: {
  title?: string;
  message: string;
  email: string | null;
  receipt?: string | null;
}) {
  useEffect(() => {
    clearPaymentContext();
  }, []);
  return (
    <div className="grid gap-4">
      <Alert tone="success" title={title}>
        <p>{message}</p>
        {receipt && <p>{paymentMessages.receipt(receipt)}</p>}
      </Alert>
      {email && <p className="text-sm">{paymentMessages.verifyToEnter(email)}</p>}
      <Link href="/login" className={buttonVariants({ variant: 'outline' })}>
        {paymentMessages.goToLogin}
      </Link>
    </div>
  );
}

// An expired or unknown payment token reads as an expired link, not as a lost session.
function failure(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? paymentMessages.linkExpired
    : errorMessage(error);
}
