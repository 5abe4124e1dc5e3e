import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/startTestApi';

// Payments, Donations and the FAQ writes, exactly as the spec writes them (the
// {card-provider} is the spec's Datafast, served beside this server's gateway, the sandbox), plus
// our calls beyond the spec.
const calls = [
  ['put', '/api/v1/payments/subscription'],
  ['post', '/api/v1/payments/payment'],
  ['post', '/api/v1/payments/sandboxCheckout'],
  ['post', '/api/v1/payments/datafastCheckout'],
  ['post', '/api/v1/payments/generate'],
  ['put', '/api/v1/payments/update_token'],
  ['post', '/api/v1/payments/update_payment_method'],
  ['post', '/api/v1/payments/update_payment_method_login'],
  ['post', '/api/v1/payments/save_token'],
  ['post', '/api/v1/payments/save_suscription'],
  ['get', '/api/v1/payments/user_token'],
  ['put', '/api/v1/payments/save_explorer'],
  ['delete', '/api/v1/payments/delete_token'],
  ['get', '/api/v1/users/getDonatedAccounts'],
  ['post', '/api/v1/users/createDonatedAcc'],
  ['post', '/api/v1/users/updateDonatedAcc'],
  ['post', '/api/v1/users/updateDonatedAccOff'],
  ['post', '/api/v1/users/searchDonatedAccOff'],
  ['post', '/api/v1/users/updateUserProfileOff'],
  ['post', '/api/v1/faq/createFaq'],
  ['post', '/api/v1/faq/updateFaq'],
  ['delete', '/api/v1/faq/deleteFaq'],
  // Ours.
  ['get', '/api/v1/payments/receipts'],
  ['post', '/api/v1/payments/notifications'],
  ['post', '/api/v1/faq/reorderFaq'],
  ['get', '/api/v1/admin/users'],
  ['post', '/api/v1/admin/disableUser'],
  ['post', '/api/v1/admin/enableUser'],
  ['get', '/api/v1/admin/documents'],
  ['post', '/api/v1/admin/disableDocument'],
  ['post', '/api/v1/admin/enableDocument'],
  ['get', '/api/v1/admin/audit'],
] as const;

describe('the payments, donations and administration calls in OpenAPI', () => {
  let api: TestApi;
  let paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    paths = (await api.get('/api/docs/openapi.json')).json().paths;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it.each(calls)('documents %s %s with its answers', (method, path) => {
    const operation = paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}).some((status) => status.startsWith('2'))).toBe(
      true,
    );
  });

  it('keeps the gateway pages out of the API description', () => {
    expect(Object.keys(paths).filter((path) => path.includes('sandbox-gateway'))).toEqual([]);
  });
});
