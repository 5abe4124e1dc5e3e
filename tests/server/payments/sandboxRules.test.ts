import {
  chargeOutcome,
  initialOutcome,
  isExpiredCard,
  readCard,
  resultUrlFor,
} from '@server/payments/sandbox/sandboxRules';
import { sandboxResults } from '@server/payments/sandbox/sandboxTestCards';
import { describe, expect, it } from 'vitest';

// The sandbox gateway's rules without its books or its page: what the shopper is told about the
// card form, which OPPWA result each test card gets, and where the shopper returns.

const form = {
  number: '4200 0000 0000 0000',
  holder: ' Lucía Fernández ',
  expiry: '12/30',
  cvv: '123',
};

describe('the sandbox card form', () => {
  it('reads a valid card, without spaces and with a four-digit year', () => {
    expect(readCard(form)).toEqual({
      errors: {},
      card: {
        number: '4200000000000000',
        holder: 'Lucía Fernández',
        expiryMonth: 12,
        expiryYear: 2030,
      },
    });
    expect(readCard({ ...form, expiry: '3 / 2031' }).card).toMatchObject({
      expiryMonth: 3,
      expiryYear: 2031,
    });
  });

  it('names every field to fix, in Spanish', () => {
    expect(readCard({ number: '4200-abc', holder: '  ', expiry: '13/30', cvv: '12' })).toEqual({
      card: null,
      errors: {
        number: 'Escribe el número de la tarjeta (solo dígitos).',
        holder: 'Escribe el nombre del titular.',
        expiry: 'Escribe el vencimiento como MM/AA.',
        cvv: 'El CVV tiene 3 o 4 dígitos.',
      },
    });
    expect(readCard({ ...form, holder: 'x'.repeat(101) }).errors).toEqual({
      holder: 'Escribe el nombre del titular.',
    });
  });
});

describe('the sandbox results', () => {
  it('keeps a card valid through the last day of its month', () => {
    expect(isExpiredCard(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isExpiredCard(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isExpiredCard(12, 2026, new Date('2026-12-31T12:00:00Z'))).toBe(false);
  });

  it('declines recurring charges as each test card says', () => {
    expect(chargeOutcome('approve')).toEqual(sandboxResults.success);
    expect(chargeOutcome('decline')).toEqual(sandboxResults.decline);
    expect(chargeOutcome('recurring_decline')).toEqual(sandboxResults.insufficientFunds);
    expect(chargeOutcome('insufficient_funds')).toEqual(sandboxResults.insufficientFunds);
    expect(chargeOutcome('expired')).toEqual(sandboxResults.expired);
    expect(chargeOutcome('processing_error')).toEqual(sandboxResults.processingError);
  });

  it('lets the first payment through for cards that fail only later or only when charged', () => {
    expect(initialOutcome('recurring_decline', true)).toEqual(sandboxResults.success);
    expect(initialOutcome('insufficient_funds', false)).toEqual(sandboxResults.success);
    expect(initialOutcome('insufficient_funds', true)).toEqual(sandboxResults.insufficientFunds);
    expect(initialOutcome('decline', false)).toEqual(sandboxResults.decline);
  });

  it('sends the shopper back with the checkout id, keeping the merchant’s own parameters', () => {
    const url = new URL(resultUrlFor('https://minuta.test/app/pago?plan=inicial', 'ABC.sbx01'));
    expect(url.origin + url.pathname).toBe('https://minuta.test/app/pago');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plan: 'inicial',
      id: 'ABC.sbx01',
      resourcePath: '/v1/checkouts/ABC.sbx01/payment',
    });
  });
});
