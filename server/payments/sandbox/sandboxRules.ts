import { type SandboxBehaviour, sandboxResults } from './sandboxTestCards';

// What the sandbox gateway decides, apart from where it keeps its books and how it draws its
// page: the card form's checks, which result a test card gets, and where the shopper returns.

export type SandboxOutcome = { code: string; description: string };

export type SandboxCardForm = { number: string; holder: string; expiry: string; cvv: string };
export type SandboxFormErrors = Partial<Record<keyof SandboxCardForm, string>>;

export interface SandboxCard {
  number: string;
  holder: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A card is valid through the last day of its expiry month. */
export function isExpiredCard(month: number, year: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}

/** A recurring charge (or one through a stored token) with a test card. */
export function chargeOutcome(behaviour: SandboxBehaviour): SandboxOutcome {
  switch (behaviour) {
    case 'approve':
      return sandboxResults.success;
    case 'decline':
      return sandboxResults.decline;
    case 'insufficient_funds':
    case 'recurring_decline':
      return sandboxResults.insufficientFunds;
    case 'expired':
      return sandboxResults.expired;
    case 'processing_error':
      return sandboxResults.processingError;
  }
}

// The first payment (or the card check of a tokenisation-only checkout) with a test card. A
// card that declines only recurring charges passes here; a card without funds passes a check
// that charges nothing.
export function initialOutcome(behaviour: SandboxBehaviour, charging: boolean): SandboxOutcome {
  if (behaviour === 'recurring_decline') return sandboxResults.success;
  if (behaviour === 'insufficient_funds' && !charging) return sandboxResults.success;
  return chargeOutcome(behaviour);
}

/** Where the shopper returns after the hosted page, with the checkout's id as OPPWA adds it. */
export function resultUrlFor(resultUrl: string, checkoutId: string): string {
  const url = new URL(resultUrl);
  url.searchParams.set('id', checkoutId);
  url.searchParams.set('resourcePath', `/v1/checkouts/${checkoutId}/payment`);
  return url.toString();
}

/** The hosted page's card form, checked field by field with Spanish texts. */
export function readCard(form: SandboxCardForm): {
  errors: SandboxFormErrors;
  card: SandboxCard | null;
} {
  const errors: SandboxFormErrors = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number))
    errors.number = 'Escribe el número de la tarjeta (solo dígitos).';
  const holder = form.holder.trim();
  if (holder.length === 0 || holder.length > 100) errors.holder = 'Escribe el nombre del titular.';
  const expiry = form.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Escribe el vencimiento como MM/AA.';
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'El CVV tiene 3 o 4 dígitos.';
  if (Object.keys(errors).length > 0) return { errors, card: null };
  return { errors, card: { number, holder, expiryMonth: month, expiryYear: year } };
}
