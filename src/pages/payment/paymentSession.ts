// What the /payment screen needs to continue a registration (or a mailed card-update link)
// without a session: kept in sessionStorage (this tab only, gone when it closes), never in the
// URL once read. `purpose` also tells the return from the gateway what was being paid.
export interface PaymentContext {
  paymentToken: string;
  userId: string | null;
  email: string | null;
  namePlan: string | null;
  purpose: 'subscribe' | 'card';
}

const key = 'minuta.payment';
const pendingKey = 'minuta.pendingCheckout';

export function savePaymentContext(context: PaymentContext): void {
  window.sessionStorage.setItem(key, JSON.stringify(context));
}

export function readPaymentContext(): PaymentContext | null {
  try {
    const parsed = JSON.parse(
      window.sessionStorage.getItem(key) ?? 'null',
    ) as PaymentContext | null;
    return parsed && typeof parsed.paymentToken === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPaymentContext(): void {
  window.sessionStorage.removeItem(key);
}

/** The kind of checkout the account area opened, read when the gateway sends the person back. */
export function rememberPendingCheckout(purpose: 'subscribe' | 'card'): void {
  window.sessionStorage.setItem(pendingKey, purpose);
}

export function takePendingCheckout(): 'subscribe' | 'card' | null {
  const purpose = window.sessionStorage.getItem(pendingKey);
  window.sessionStorage.removeItem(pendingKey);
  return purpose === 'subscribe' || purpose === 'card' ? purpose : null;
}

/** The plan names the landing page stores under planSelected that are paid by card. */
export const paidPlanSelections: Record<string, string> = {
  Inicial: 'inicial',
  Corporativo: 'corporativo',
};
