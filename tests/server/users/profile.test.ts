import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

describe.each(testDatabaseKinds)('profile, preferences and plans on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const signedIn = async () => (await api.signIn(await api.createUser())).accessToken;

  it('updates the own profile and answers it refreshed', async () => {
    const token = await signedIn();
    const response = await api.post(
      '/api/v1/users/updateUserProfile',
      {
        firstName: ' María José ',
        phone: '+34 600 000 000',
        imageProfileUrl: 'https://cdn.test/a.png',
        policy: true,
        submit: 1,
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'María José',
      lastName: 'Fernández',
      phone: '+34 600 000 000',
      imageProfileUrl: 'https://cdn.test/a.png',
    });
    expect((await api.get('/api/v1/users/me', token)).json().firstName).toBe('María José');
  });

  it('clears the phone with null and refuses a non-http picture', async () => {
    const token = await signedIn();
    await api.post('/api/v1/users/updateUserProfile', { phone: '123' }, token);
    expect(
      (await api.post('/api/v1/users/updateUserProfile', { phone: null }, token)).json().phone,
    ).toBeNull();
    const bad = await api.post(
      '/api/v1/users/updateUserProfile',
      { imageProfileUrl: 'javascript:alert(1)' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'imageProfileUrl', message: expect.any(String) }]);
  });

  it('reads three preferences: the submission notice (1) on, the others off, until saved', async () => {
    const token = await signedIn();
    const response = await api.get('/api/v1/users/getUserPreference', token);
    expect(response.json()).toEqual({
      preferences: [
        { prefId: 1, enabled: true },
        { prefId: 2, enabled: false },
        { prefId: 3, enabled: false },
      ],
    });
  });

  it('saves preferences and keeps them per user', async () => {
    const token = await signedIn();
    const other = await signedIn();
    const saved = await api.post(
      '/api/v1/users/saveUserPreference',
      {
        preferences: [
          { prefId: 3, enabled: true },
          { prefId: 1, enabled: true },
        ],
      },
      token,
    );
    expect(saved.json().preferences).toEqual([
      { prefId: 1, enabled: true },
      { prefId: 2, enabled: false },
      { prefId: 3, enabled: true },
    ]);
    await api.post(
      '/api/v1/users/saveUserPreference',
      { preferences: [{ prefId: 1, enabled: false }] },
      token,
    );
    const read = (await api.get('/api/v1/users/getUserPreference', token)).json();
    expect(read.preferences[0]).toEqual({ prefId: 1, enabled: false });
    expect(read.preferences[2]).toEqual({ prefId: 3, enabled: true });
    expect(
      (await api.get('/api/v1/users/getUserPreference', other)).json().preferences[2].enabled,
    ).toBe(false);
  });

  it('refuses a prefId outside 1–3 and a repeated prefId', async () => {
    const token = await signedIn();
    const outside = await api.post(
      '/api/v1/users/saveUserPreference',
      { preferences: [{ prefId: 4, enabled: true }] },
      token,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual([
      { field: 'preferences.0.prefId', message: 'debe ser <= 3' },
    ]);
    const repeated = await api.post(
      '/api/v1/users/saveUserPreference',
      {
        preferences: [
          { prefId: 2, enabled: true },
          { prefId: 2, enabled: false },
        ],
      },
      token,
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual([
      { field: 'preferences', message: 'Cada preferencia puede aparecer una sola vez.' },
    ]);
  });

  it('lists the plans of the spec in their order, without signing in', async () => {
    const response = await api.get('/api/v1/users/getAllPlans');
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans;
    expect(plans.map((p: { namePlan: string; order: number }) => [p.namePlan, p.order])).toEqual([
      ['explorador', 0],
      ['inicial', 1],
      ['corporativo', 2],
      ['premium', 3],
    ]);
    expect(plans[1]).toMatchObject({
      price: 25,
      documents: 10,
      operatorAccounts: 1,
      emailsPerMonth: 500,
      storageGb: 250,
    });
    expect(plans[2]).toMatchObject({
      price: 78,
      documents: 30,
      operatorAccounts: 3,
      emailsPerMonth: 2500,
      highlighted: true,
    });
    expect(plans[3]).toMatchObject({
      price: null,
      documents: null,
      operatorAccounts: 10,
      emailsPerMonth: 5000,
      storageGb: 1024,
    });
    expect(plans[0]).toMatchObject({ price: 0, operatorAccounts: 0 });
  });

  it("shows the account's subscription", async () => {
    const user = await api.createUser({ plan: 'inicial' });
    const { accessToken } = await api.signIn(user);
    const response = await api.get('/api/v1/documents/getSuscriptionStatus', accessToken);
    // Billing, card and usage details are covered in tests/server/payments.
    expect(response.json().suscription).toMatchObject({
      namePlan: 'inicial',
      label: 'Inicial',
      status: 'active',
      price: 25,
      operatorAccounts: { used: 0, limit: 1 },
    });
  });
});
