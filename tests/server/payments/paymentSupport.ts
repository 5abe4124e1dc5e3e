import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApi, TestUser } from '../support/startTestApi';

// The sandbox gateway's documented test cards (README.md).
export const testCards = {
  success: '4200000000000000',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  failsRenewals: '4000000000000341',
} as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  api: TestApi,
  method: Method,
  url: string,
  body?: unknown,
  token?: string | null,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The shopper on the sandbox's hosted page: types a card and presses Pagar; answers ?id=. */
export async function payOnHostedPage(
  api: TestApi,
  redirectUrl: string,
  number: string,
  expiry = '12/39',
): Promise<{ checkoutId: string; location: string }> {
  const page = new URL(redirectUrl);
  const shown = await api.app.inject({ method: 'GET', url: page.pathname });
  expect(shown.statusCode).toBe(200);
  const submitted = await api.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number,
      holder: 'Lucía Fernández',
      expiry,
      cvv: '123',
    }).toString(),
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const location = String(submitted.headers.location);
  const checkoutId = new URL(location).searchParams.get('id');
  if (!checkoutId) throw new Error(`no checkout id in ${location}`);
  return { checkoutId, location };
}

/** A signed-in creator subscribes to `plan` through the hosted checkout with `card`. */
export async function subscribe(
  api: TestApi,
  accessToken: string,
  plan: string,
  card: string = testCards.success,
) {
  const opened = await call(
    api,
    'POST',
    'payments/sandboxCheckout',
    { namePlan: plan },
    accessToken,
  );
  expect(opened.statusCode, opened.body).toBe(201);
  const { checkoutId } = await payOnHostedPage(api, opened.json().redirectUrl, card);
  const saved = await call(api, 'POST', 'payments/save_suscription', { checkoutId }, accessToken);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

export async function signedInCreator(api: TestApi, plan = 'explorador') {
  const user: TestUser = await api.createUser({ plan });
  const { accessToken } = await api.signIn(user);
  return { ...user, token: accessToken };
}

export async function suscriptionOf(api: TestApi, token: string) {
  const response = await call(api, 'GET', 'documents/getSuscriptionStatus', undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json().suscription;
}

export async function receiptsOf(api: TestApi, token: string) {
  const response = await call(api, 'GET', 'payments/receipts', undefined, token);
  expect(response.statusCode).toBe(200);
  return response.json().receipts as Array<Record<string, unknown>>;
}

/** A workspace of the caller's account, for document creation. */
export async function createWorkspace(api: TestApi, token: string): Promise<string> {
  const response = await call(
    api,
    'POST',
    'documents/createWork',
    { workspace_name: 'Despacho' },
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().workspace.id;
}

export function createDocument(api: TestApi, token: string, workspaceId: string, name = 'Poder') {
  return call(
    api,
    'POST',
    'documents/createDoc',
    { workspace_id: workspaceId, document_name: name },
    token,
  );
}

/** The charges of an account as stored (what was really charged). */
export function chargesOf(api: TestApi, accountId: string) {
  return api.ports.db
    .selectFrom('charges')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}

export const day = 24 * 3600 * 1000;

/**
 * A new session after the clock moved on (tests jump weeks ahead): the old one is ended first
 * when it is still open, as the one-session rule requires.
 */
export async function signInAgain(api: TestApi, user: TestUser, oldToken: string) {
  const first = await api.signIn(user).catch(() => null);
  if (first) return first.accessToken;
  await call(api, 'POST', 'users/logout', undefined, oldToken);
  return (await api.signIn(user)).accessToken;
}
