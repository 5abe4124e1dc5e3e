import { createCipheriv, randomBytes } from 'node:crypto';
import { createServerConfig } from '@server/config/ServerConfig';
import { createPaymentProvider } from '@server/payments/createPaymentProvider';
import { createDatafastGateway } from '@server/payments/datafast/createDatafastGateway';
import { loadPaymentsConfig } from '@server/payments/loadPaymentsConfig';
import { describe, expect, it } from 'vitest';

const env = {
  PAYMENT_PROVIDER: 'datafast',
  DATAFAST_BASE_URL: 'https://eu-test.oppwa.com/',
  DATAFAST_ENTITY_ID: '8a829418533cf31d01533d06f2ee06fa',
  DATAFAST_ACCESS_TOKEN: 'OGE4Mjk0MTg1MzNjZjMxZDAxNTMzZDA2ZmQwNDA3NDh8WHQ3RjIyUUVOWA==',
  DATAFAST_WEBHOOK_KEY: randomBytes(32).toString('hex'),
  DATAFAST_MID: '1000000505',
  DATAFAST_TID: 'PD100406',
};

describe('the Datafast gateway configuration', () => {
  it('is the sandbox unless PAYMENT_PROVIDER says otherwise', () => {
    expect(loadPaymentsConfig({}, 3000)).toMatchObject({
      provider: 'sandbox',
      datafast: null,
      sandboxNotifyUrl: 'http://127.0.0.1:3000/api/v1/payments/notifications',
    });
  });

  it('reads every DATAFAST_ setting and builds the adapter behind the same interface', () => {
    const payments = loadPaymentsConfig(env, 3000);
    expect(payments.datafast).toEqual({
      baseUrl: 'https://eu-test.oppwa.com',
      entityId: env.DATAFAST_ENTITY_ID,
      accessToken: env.DATAFAST_ACCESS_TOKEN,
      webhookKey: env.DATAFAST_WEBHOOK_KEY,
      merchantId: env.DATAFAST_MID,
      terminalId: env.DATAFAST_TID,
      testMode: true,
    });
    const config = createServerConfig({ jwtSecret: 'x'.repeat(32), payments });
    const provider = createPaymentProvider(config, {
      db: undefined as never,
      clock: { now: () => new Date() },
      random: { uuid: () => '', token: () => '', hex: () => '' },
    });
    expect(provider.name).toBe('datafast');
  });

  it.each([
    [{ DATAFAST_ACCESS_TOKEN: '' }, 'PAYMENT_PROVIDER=datafast necesita DATAFAST_ACCESS_TOKEN.'],
    [{ DATAFAST_BASE_URL: 'http://eu-test.oppwa.com' }, 'DATAFAST_BASE_URL debe ser https://'],
    [{ DATAFAST_WEBHOOK_KEY: 'abc' }, 'DATAFAST_WEBHOOK_KEY debe tener 64 caracteres'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER debe ser sandbox o datafast'],
  ])('refuses to start with %o', (override, message) => {
    expect(() => loadPaymentsConfig({ ...env, ...override }, 3000)).toThrow(message);
  });

  it('accepts a notification only when its AES-GCM tag verifies', () => {
    const payments = loadPaymentsConfig(env, 3000);
    if (!payments.datafast) throw new Error('no datafast config');
    const gateway = createDatafastGateway(payments.datafast, {
      widgetBaseUrl: 'https://minuta.ec',
    });
    const plain = JSON.stringify({
      type: 'PAYMENT',
      payload: {
        id: 'p-1',
        ndc: 'checkout-1',
        merchantTransactionId: 'm-1',
        timestamp: '2026-11-21 10:00:00',
      },
    });
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(env.DATAFAST_WEBHOOK_KEY, 'hex'), iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    const body = JSON.stringify({ encryptedBody: encrypted.toString('hex') });
    const headers = {
      'x-initialization-vector': iv.toString('hex'),
      'x-authentication-tag': tag.toString('hex'),
    };
    expect(gateway.verifyNotification(headers, body)).toEqual({
      id: 'PAYMENT:p-1',
      sentAt: new Date('2026-11-21T10:00:00Z'),
      type: 'PAYMENT',
      checkoutId: 'checkout-1',
      merchantTransactionId: 'm-1',
    });
    const flipped = Buffer.from(tag);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(
      gateway.verifyNotification(
        { ...headers, 'x-authentication-tag': flipped.toString('hex') },
        body,
      ),
    ).toBeNull();
    expect(gateway.verifyNotification({}, body)).toBeNull();
  });
});
