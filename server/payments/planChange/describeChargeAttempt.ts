import type { PaymentOutcome } from '@schemas/api/payments';
import type { Ports } from '../../ports/Ports';
import type { chargeStoredCard } from '../chargeStoredCard';
import { describePaymentResult, paymentMessages } from '../paymentMessages';
import { toOutcome } from '../toOutcome';

// The answer to a charge of the stored card: paid (with `paidMessage`), declined with the
// gateway's reason in Spanish, or pending while the gateway does not answer.
export async function describeChargeAttempt(
  ports: Ports,
  accountId: string,
  attempt: Awaited<ReturnType<typeof chargeStoredCard>>,
  paidMessage: string,
): Promise<PaymentOutcome> {
  if (attempt.state === 'pending') {
    return toOutcome(ports.db, accountId, {
      status: 'pending',
      resultCode: null,
      message: paymentMessages.providerUnavailable,
      charge: attempt.charge,
    });
  }
  const code = attempt.charge.result_code;
  return toOutcome(ports.db, accountId, {
    status: attempt.paid ? 'paid' : 'declined',
    resultCode: code,
    message: attempt.paid ? paidMessage : describePaymentResult(code ?? '900.100.100'),
    charge: attempt.charge,
  });
}
