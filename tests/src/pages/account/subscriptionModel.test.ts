import type { PaymentOutcome } from '@schemas/api/payments';
import type { Plan, Suscription } from '@schemas/api/plans';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  currentPlanOrder,
  offeredPlans,
  outcomeNotice,
  paysOnGateway,
} from '../../../../src/pages/account/subscriptionModel';

// The Subscripción tab's decisions without a DOM.

const plan = (namePlan: string, order: number) => ({ namePlan, order }) as Plan;
const plans = [plan('explorador', 0), plan('profesional', 1), plan('corporativo', 2)];

describe('the Subscripción tab', () => {
  it('shows a declined or expired payment as an error and anything else as a notice', () => {
    const outcome = (status: string) =>
      ({ status, message: `Pago ${status}.` }) as unknown as PaymentOutcome;
    expect(outcomeNotice(outcome('declined'))).toEqual({ tone: 'error', text: 'Pago declined.' });
    expect(outcomeNotice(outcome('expired')).tone).toBe('error');
    expect(outcomeNotice(outcome('approved'))).toEqual({
      tone: 'success',
      text: 'Pago approved.',
    });
  });

  it('offers every plan but Explorador, and places the current one in their order', () => {
    expect(offeredPlans(plans).map((each) => each.namePlan)).toEqual([
      'profesional',
      'corporativo',
    ]);
    expect(currentPlanOrder(plans, 'corporativo')).toBe(2);
    expect(currentPlanOrder(plans, 'desconocido')).toBe(0);
    expect(currentPlanOrder(undefined, 'corporativo')).toBe(0);
  });

  it('lets a paid plan be cancelled once, and never Explorador', () => {
    const suscription = (namePlan: string, cancelAtPeriodEnd: boolean) =>
      ({ namePlan, cancelAtPeriodEnd }) as Suscription;
    expect(canCancel(suscription('profesional', false))).toBe(true);
    expect(canCancel(suscription('profesional', true))).toBe(false);
    expect(canCancel(suscription('explorador', false))).toBe(false);
  });

  it('sends a plan change to the gateway’s page only when a card is needed and none is on file', () => {
    expect(paysOnGateway(430, false)).toBe(true);
    expect(paysOnGateway(430, true)).toBe(false);
    expect(paysOnGateway(402, false)).toBe(false);
  });
});
