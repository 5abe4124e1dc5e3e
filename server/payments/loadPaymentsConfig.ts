import { defaultPaymentsConfig, type PaymentsConfig } from '../config/ServerConfig';

// The gateway settings from the environment (README.md lists them). PAYMENT_PROVIDER unset or
// `sandbox`: the local sandbox gateway. `datafast`: every DATAFAST_* setting must be present and
// well formed, or the server refuses to start (a half-configured gateway would fail on a
// customer's payment instead).
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, port: number): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER || 'sandbox').trim().toLowerCase();
  const sandboxNotifyUrl =
    env.SANDBOX_NOTIFY_URL === 'off'
      ? null
      : env.SANDBOX_NOTIFY_URL || `http://127.0.0.1:${port}/api/v1/payments/notifications`;
  const base: PaymentsConfig = {
    ...defaultPaymentsConfig,
    sandboxSecret: env.SANDBOX_GATEWAY_SECRET || '',
    sandboxNotifyUrl,
  };
  if (provider === 'sandbox') return base;
  if (provider !== 'datafast') {
    throw new Error(`PAYMENT_PROVIDER debe ser sandbox o datafast (se recibió «${provider}»).`);
  }
  const missing = [
    'DATAFAST_BASE_URL',
    'DATAFAST_ENTITY_ID',
    'DATAFAST_ACCESS_TOKEN',
    'DATAFAST_WEBHOOK_KEY',
    'DATAFAST_MID',
    'DATAFAST_TID',
  ].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=datafast necesita ${missing.join(', ')}.`);
  }
  const baseUrl = (env.DATAFAST_BASE_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https:\/\/[^/\s]+$/.test(baseUrl)) {
    throw new Error(
      'DATAFAST_BASE_URL debe ser https://servidor (por ejemplo https://eu-test.oppwa.com).',
    );
  }
  const webhookKey = (env.DATAFAST_WEBHOOK_KEY ?? '').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(webhookKey)) {
    throw new Error(
      'DATAFAST_WEBHOOK_KEY debe tener 64 caracteres hexadecimales (clave de 256 bits).',
    );
  }
  return {
    ...base,
    provider: 'datafast',
    datafast: {
      baseUrl,
      entityId: (env.DATAFAST_ENTITY_ID ?? '').trim(),
      accessToken: (env.DATAFAST_ACCESS_TOKEN ?? '').trim(),
      webhookKey,
      merchantId: (env.DATAFAST_MID ?? '').trim(),
      terminalId: (env.DATAFAST_TID ?? '').trim(),
      testMode: env.DATAFAST_TEST_MODE !== 'false',
    },
  };
}
