import { createHmac } from 'node:crypto';
import type { ServerConfig } from '../config/ServerConfig';
import type { Db } from '../db/Database';
import type { Clock } from '../ports/Clock';
import type { RandomSource } from '../ports/RandomSource';
import { createDatafastGateway } from './datafast/createDatafastGateway';
import type { PaymentProvider } from './PaymentProvider';
import { createSandboxGateway, type SandboxGateway } from './sandbox/createSandboxGateway';

// The gateway the configuration names: the local sandbox unless PAYMENT_PROVIDER=datafast.
export function createPaymentProvider(
  config: ServerConfig,
  deps: { db: Db; clock: Clock; random: RandomSource },
): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'datafast') {
    if (!payments.datafast)
      throw new Error('PAYMENT_PROVIDER=datafast needs its DATAFAST_* settings.');
    return createDatafastGateway(payments.datafast, { widgetBaseUrl: config.appUrl });
  }
  return createSandboxGateway({
    ...deps,
    baseUrl: config.appUrl,
    secret: sandboxSecretOf(config),
    notifyUrl: payments.sandboxNotifyUrl,
    checkoutSeconds: payments.checkoutSeconds,
  });
}

/** The sandbox's notification key: configured, or derived from the JWT secret (never shared). */
export function sandboxSecretOf(config: ServerConfig): string {
  return (
    config.payments.sandboxSecret ||
    createHmac('sha256', config.jwtSecret)
      .update('minuta sandbox gateway notifications')
      .digest('hex')
  );
}

export function isSandboxGateway(provider: PaymentProvider): provider is SandboxGateway {
  return provider.name === 'sandbox' && 'submitCheckout' in provider;
}
