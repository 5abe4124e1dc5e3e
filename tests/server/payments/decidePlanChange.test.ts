import {
  type CurrentSubscription,
  decidePlanChange,
} from '@server/payments/planChange/decidePlanChange';
import { describe, expect, it } from 'vitest';

// Which case a plan change is, from the subscription and the clock: the rules of
// PUT payments/subscription without a database.

const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-03-31T00:00:00Z');
const inicial: CurrentSubscription = {
  status: 'active',
  name_plan: 'inicial',
  current_period_start: start,
  current_period_end: end,
  cancel_at_period_end: false,
  pending_plan: null,
  price_usd: 25,
};
const corporativo = { namePlan: 'corporativo', amountCents: 7800 };
const inicialQuote = { namePlan: 'inicial', amountCents: 2500 };
const halfway = new Date('2026-03-16T00:00:00Z');

describe('decidePlanChange', () => {
  it('asks for the failed payment first, whatever plan is chosen', () => {
    for (const status of ['past_due', 'payment_failed']) {
      expect(decidePlanChange({ ...inicial, status }, corporativo, halfway)).toEqual({
        kind: 'paymentRequired',
      });
      expect(decidePlanChange({ ...inicial, status }, inicialQuote, halfway).kind).toBe(
        'paymentRequired',
      );
    }
  });

  it('starts a subscription when there is none or it has ended', () => {
    expect(decidePlanChange(undefined, corporativo, halfway)).toEqual({ kind: 'subscribe' });
    expect(decidePlanChange({ ...inicial, status: 'canceled' }, inicialQuote, halfway)).toEqual({
      kind: 'subscribe',
    });
  });

  it('keeps the current plan, or resumes it when a cancellation or downgrade waits', () => {
    expect(decidePlanChange(inicial, inicialQuote, halfway)).toEqual({ kind: 'keep' });
    expect(
      decidePlanChange({ ...inicial, cancel_at_period_end: true }, inicialQuote, halfway),
    ).toEqual({ kind: 'resume' });
    const downgrading = { ...inicial, name_plan: 'corporativo', pending_plan: 'inicial' };
    expect(decidePlanChange(downgrading, corporativo, halfway)).toEqual({ kind: 'resume' });
  });

  it('charges an upgrade the price difference for the half of the period left', () => {
    // (78 - 25) USD for half of the period.
    expect(decidePlanChange(inicial, corporativo, halfway)).toEqual({
      kind: 'upgrade',
      amountCents: 2650,
      subscription: inicial,
    });
  });

  it('upgrades without a charge when what is left costs less than 50 cents', () => {
    // 53 USD × 6 h / 30 days ≈ 44 cents.
    const nearTheEnd = new Date(end.getTime() - 6 * 3_600_000);
    expect(decidePlanChange(inicial, corporativo, nearTheEnd)).toEqual({
      kind: 'upgradeFree',
      subscription: inicial,
    });
    // 53 USD × 8 h / 30 days ≈ 59 cents: charged.
    const earlier = new Date(end.getTime() - 8 * 3_600_000);
    expect(decidePlanChange(inicial, corporativo, earlier)).toMatchObject({
      kind: 'upgrade',
      amountCents: 59,
    });
  });

  it('schedules a smaller plan for the end of the period', () => {
    const onCorporativo = { ...inicial, name_plan: 'corporativo', price_usd: 78 };
    expect(decidePlanChange(onCorporativo, inicialQuote, halfway)).toEqual({
      kind: 'downgrade',
      subscription: onCorporativo,
    });
  });
});
