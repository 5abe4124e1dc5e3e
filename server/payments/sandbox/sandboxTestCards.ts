// The sandbox gateway's test cards (documented in README.md and shown on its checkout page).
// Only these numbers are accepted: a sandbox must never see a real card. The behaviour stays
// with the stored card, so later recurring charges answer as that card would.
export type SandboxBehaviour =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'expired'
  | 'recurring_decline'
  | 'processing_error';

export interface SandboxTestCard {
  number: string;
  behaviour: SandboxBehaviour;
  /** Spanish, for the checkout page and the docs. */
  label: string;
}

export const sandboxTestCards: readonly SandboxTestCard[] = [
  { number: '4200000000000000', behaviour: 'approve', label: 'Pago aprobado (000.000.000)' },
  { number: '5454545454545454', behaviour: 'approve', label: 'Pago aprobado, Mastercard' },
  {
    number: '4000000000000002',
    behaviour: 'decline',
    label: 'Rechazada por el banco (800.100.100)',
  },
  {
    number: '4000000000009995',
    behaviour: 'insufficient_funds',
    label: 'Fondos insuficientes (800.100.155)',
  },
  { number: '4000000000000069', behaviour: 'expired', label: 'Tarjeta vencida (100.100.303)' },
  {
    number: '4000000000000341',
    behaviour: 'recurring_decline',
    label: 'Aprobada al pagar; los cobros mensuales se rechazan por fondos insuficientes',
  },
  {
    number: '4000000000000119',
    behaviour: 'processing_error',
    label: 'Error del procesador (900.100.100)',
  },
];

/** Result code and gateway text of each outcome (OPPWA's). */
export const sandboxResults = {
  success: { code: '000.000.000', description: 'Transaction succeeded' },
  decline: { code: '800.100.100', description: 'transaction declined for unknown reason' },
  insufficientFunds: {
    code: '800.100.155',
    description: 'transaction declined (amount exceeds credit)',
  },
  expired: { code: '100.100.303', description: 'card expired' },
  invalidCard: {
    code: '100.100.101',
    description: 'invalid creditcard, bank account number or bank name',
  },
  processingError: {
    code: '900.100.100',
    description: 'unexpected communication error with connector/acquirer',
  },
  cancelled: { code: '100.396.101', description: 'Cancelled by user' },
  registrationInvalid: {
    code: '100.150.203',
    description: 'registration is not valid, probably initially rejected',
  },
} as const;

export function findTestCard(number: string): SandboxTestCard | null {
  return sandboxTestCards.find((card) => card.number === number) ?? null;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTER';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^3(0|6|8)/.test(number)) return 'DINERS';
  return 'CARD';
}
