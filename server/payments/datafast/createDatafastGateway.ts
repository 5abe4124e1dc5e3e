import { createDecipheriv } from 'node:crypto';
import type { DatafastConfig } from '../../config/ServerConfig';
import {
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderUnavailable,
  type PaymentResult,
  type ProviderNotification,
} from '../PaymentProvider';

interface OppwaPayment {
  id?: string;
  ndc?: string;
  registrationId?: string;
  merchantTransactionId?: string;
  amount?: string;
  paymentBrand?: string;
  result?: { code?: string; description?: string };
  card?: {
    last4Digits?: string;
    holder?: string;
    expiryMonth?: string;
    expiryYear?: string;
  };
}

// The real gateway: Datafast (Ecuador), which runs ACI's Open Payment Platform (OPPWA). Hosted
// checkout is OPPWA's COPYandPAY (POST /v1/checkouts, then the payment widget on a page of ours,
// see datafastWidgetRoutes), cards are tokenised with createRegistration and charged again with
// recurringType=REPEATED, notifications arrive AES-256-GCM encrypted (the tag authenticates
// them). Configured by environment (README.md); tests only build it and check its configuration.
export function createDatafastGateway(
  config: DatafastConfig,
  options: { widgetBaseUrl: string; fetch?: typeof fetch } = { widgetBaseUrl: '' },
): PaymentProvider {
  const send = options.fetch ?? fetch;
  const request = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    form?: URLSearchParams,
  ) => {
    const url = new URL(path, config.baseUrl);
    if (method !== 'POST') url.searchParams.set('entityId', config.entityId);
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable('Datafast unreachable', { cause: error });
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as OppwaPayment & { payments?: OppwaPayment[] };
    } catch (error) {
      throw new PaymentProviderUnavailable(`Datafast answered ${response.status}`, {
        cause: error,
      });
    }
  };

  const base = () => {
    const form = new URLSearchParams({ entityId: config.entityId });
    form.set('customParameters[SHOPPER_MID]', config.merchantId);
    form.set('customParameters[SHOPPER_TID]', config.terminalId);
    form.set('customParameters[SHOPPER_ECI]', '0103910');
    form.set('customParameters[SHOPPER_PSERV]', '17913101');
    form.set('customParameters[SHOPPER_VERSIONDF]', '2');
    if (config.testMode) form.set('testMode', 'EXTERNAL');
    return form;
  };

  return {
    name: 'datafast',

    async createCheckout(checkout: CheckoutRequest) {
      const form = base();
      form.set('merchantTransactionId', checkout.merchantTransactionId);
      form.set('createRegistration', 'true');
      form.set('customer.merchantCustomerId', checkout.customer.id);
      form.set('customer.email', checkout.customer.email);
      form.set('customer.givenName', checkout.customer.givenName);
      form.set('customer.surname', checkout.customer.surname);
      if (checkout.customer.ip) form.set('customer.ip', checkout.customer.ip);
      if (checkout.amountCents !== null) {
        const amount = (checkout.amountCents / 100).toFixed(2);
        form.set('amount', amount);
        form.set('currency', checkout.currency);
        form.set('paymentType', 'DB');
        form.set('recurringType', 'INITIAL');
        form.set('cart.items[0].name', checkout.itemName);
        form.set('cart.items[0].description', checkout.itemDescription);
        form.set('cart.items[0].price', amount);
        form.set('cart.items[0].quantity', '1');
      }
      const answer = await request('POST', '/v1/checkouts', form);
      if (!answer.id) {
        throw new PaymentProviderUnavailable(
          `Datafast refused the checkout: ${answer.result?.code}`,
        );
      }
      const page = new URL(`${options.widgetBaseUrl}/payment-gateway/datafast/${answer.id}`);
      page.searchParams.set('resultUrl', checkout.resultUrl);
      return { checkoutId: answer.id, redirectUrl: page.toString() };
    },

    async getCheckoutResult(checkoutId) {
      const answer = await request(
        'GET',
        `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`,
      );
      const result = toResult(answer);
      // 200.300.404 answers a checkout nobody has paid yet.
      return result.code.startsWith('000.200') || result.code === '200.300.404' ? null : result;
    },

    async chargeToken(charge) {
      const form = base();
      form.set('amount', (charge.amountCents / 100).toFixed(2));
      form.set('currency', charge.currency);
      form.set('paymentType', 'DB');
      form.set('recurringType', 'REPEATED');
      form.set('merchantTransactionId', charge.merchantTransactionId);
      form.set('cart.items[0].name', charge.itemName);
      form.set('cart.items[0].price', (charge.amountCents / 100).toFixed(2));
      form.set('cart.items[0].quantity', '1');
      const path = `/v1/registrations/${encodeURIComponent(charge.token)}/payments`;
      return { ...toResult(await request('POST', path, form)), token: charge.token };
    },

    async findPayment(merchantTransactionId) {
      const path = `/v1/query?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;
      const answer = await request('GET', path);
      const latest = answer.payments?.at(-1);
      return latest ? toResult(latest) : null;
    },

    async deleteToken(token) {
      await request('DELETE', `/v1/registrations/${encodeURIComponent(token)}`);
    },

    verifyNotification(headers, rawBody): ProviderNotification | null {
      const iv = headers['x-initialization-vector'];
      const tag = headers['x-authentication-tag'];
      if (typeof iv !== 'string' || typeof tag !== 'string') return null;
      try {
        const { encryptedBody } = JSON.parse(rawBody) as { encryptedBody?: string };
        if (typeof encryptedBody !== 'string') return null;
        const decipher = createDecipheriv(
          'aes-256-gcm',
          Buffer.from(config.webhookKey, 'hex'),
          Buffer.from(iv, 'hex'),
        );
        decipher.setAuthTag(Buffer.from(tag, 'hex'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(encryptedBody, 'hex')),
          decipher.final(),
        ]).toString('utf8');
        const parsed = JSON.parse(plain) as {
          type?: string;
          payload?: OppwaPayment & { timestamp?: string };
        };
        const payload = parsed.payload;
        if (!parsed.type || !payload?.id) return null;
        const sentAt = payload.timestamp
          ? new Date(`${payload.timestamp.replace(' ', 'T')}Z`)
          : null;
        return {
          id: `${parsed.type}:${payload.id}`,
          sentAt: sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : new Date(),
          type: parsed.type,
          checkoutId: payload.ndc ?? null,
          merchantTransactionId: payload.merchantTransactionId ?? null,
        };
      } catch {
        return null;
      }
    },
  };
}

function toResult(payment: OppwaPayment): PaymentResult {
  const card = payment.card;
  return {
    code: payment.result?.code ?? '900.100.100',
    description: payment.result?.description ?? '',
    paymentId: payment.id ?? null,
    token: payment.registrationId ?? null,
    card:
      card?.last4Digits && card.expiryMonth && card.expiryYear
        ? {
            brand: payment.paymentBrand ?? 'CARD',
            last4: card.last4Digits,
            expiryMonth: Number(card.expiryMonth),
            expiryYear: Number(card.expiryYear),
            holder: card.holder ?? null,
          }
        : null,
    amountCents: payment.amount ? Math.round(Number(payment.amount) * 100) : null,
    merchantTransactionId: payment.merchantTransactionId ?? null,
  };
}
