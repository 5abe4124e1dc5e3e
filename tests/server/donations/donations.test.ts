import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInCreator, suscriptionOf } from '../payments/paymentSupport';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyRateLimits, startTestApi, type TestApi } from '../support/startTestApi';

const invalid = { Code: 'ERROR', Message: { value: 'Tu código no es valido' } };

describe.each(testDatabaseKinds)('donation codes on %s', { timeout: 60_000 }, (kind) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof signedInCreator>>;
  beforeAll(async () => {
    api = await startTestApi(kind);
    const user = await api.createUser({ role: 'admin', plan: 'premium' });
    admin = { ...user, token: (await api.signIn(user)).accessToken };
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const createCode = async (statusAccount = 'corporativo') => {
    const response = await call(
      api,
      'POST',
      'users/createDonatedAcc',
      {
        createDate: '01/01/2020 0:0:0',
        codeDonation: 'ELEGIDO-POR-MI',
        description: 'Fundación Justicia Abierta',
        statusAccount,
        userId: null,
        expired: false,
      },
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().Message.value;
  };

  it('creates long random codes whatever the body proposes, and lists them', async () => {
    const code = await createCode();
    expect(code).toMatchObject({
      description: 'Fundación Justicia Abierta',
      statusAccount: 'corporativo',
      label: 'Corporativo',
      userId: null,
      expired: false,
    });
    expect(code.code_donation).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(code.createDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(code.createDate).not.toBe('01/01/2020 00:00:00');
    const list = await call(api, 'GET', 'users/getDonatedAccounts', undefined, admin.token);
    expect(list.json().Code).toBe('OK');
    expect(
      list.json().Message.value.map((row: { code_donation: string }) => row.code_donation),
    ).toContain(code.code_donation);
    const explorer = await call(
      api,
      'POST',
      'users/createDonatedAcc',
      { description: 'x', statusAccount: 'explorador' },
      admin.token,
    );
    expect(explorer.json()).toMatchObject({ statusCode: 400, Code: 'ERROR' });
  });

  it('lets a new user check and redeem a code with the registration token, once', async () => {
    const { code_donation: code } = await createCode();
    const registered = await call(api, 'POST', 'users', {
      email: `donado-${Date.now()}@fundacion.test`,
      password: 'una-clave-larga',
      firstName: 'Marta',
      lastName: 'Salas',
    });
    const { userId, paymentToken } = registered.json();
    // Typed by hand: lower case, spaces instead of dashes.
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const found = await call(api, 'POST', 'users/searchDonatedAccOff', { codeDonation: typed });
    expect(found.json()).toEqual({
      Code: 'OK',
      Message: {
        value: {
          codeDonation: code,
          statusAccount: 'corporativo',
          label: 'Corporativo',
          description: 'Fundación Justicia Abierta',
        },
      },
    });
    const redeemed = await call(api, 'POST', 'users/updateDonatedAccOff', {
      userId,
      codeDonation: typed,
      paymentToken,
    });
    expect(redeemed.json()).toMatchObject({
      Code: 'OK',
      Message: { value: { userId, plan: { namePlan: 'corporativo' } } },
    });
    // The spec's client then calls updateUserProfileOff: same answer, nothing more.
    const profile = await call(api, 'POST', 'users/updateUserProfileOff', {
      userId,
      donatedCode: code,
      paymentToken,
    });
    expect(profile.json().Message.value.plan.namePlan).toBe('corporativo');
    const other = await signedInCreator(api);
    const reused = await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: other.userId, codeDonation: code },
      other.token,
    );
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject(invalid);
    const listed = await call(api, 'GET', 'users/getDonatedAccounts', undefined, admin.token);
    const row = listed
      .json()
      .Message.value.find((c: { code_donation: string }) => c.code_donation === code);
    expect(row).toMatchObject({ userId, redeemedByEmail: registered.json().email });
  });

  it('redeems a code at most once when 20 people try it at the same moment', async () => {
    const { code_donation: code } = await createCode('inicial');
    const people = await Promise.all(Array.from({ length: 20 }, () => signedInCreator(api)));
    const answers = await Promise.all(
      people.map((person) =>
        call(
          api,
          'POST',
          'users/updateDonatedAccOff',
          { userId: person.userId, codeDonation: code },
          person.token,
        ),
      ),
    );
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(19);
    const plans = await Promise.all(people.map((person) => suscriptionOf(api, person.token)));
    expect(plans.filter((plan) => plan.namePlan === 'inicial')).toHaveLength(1);
    expect(plans.filter((plan) => plan.billing === 'donated')).toHaveLength(1);
  });

  it("refuses a code an administrator expired with 'Tu código no es valido'", async () => {
    const { code_donation: code } = await createCode();
    const expired = await call(api, 'POST', 'users/updateDonatedAcc', { code }, admin.token);
    expect(expired.json().Message.value).toMatchObject({ expired: true });
    const user = await signedInCreator(api);
    const search = await call(api, 'POST', 'users/searchDonatedAccOff', { codeDonation: code });
    expect(search.statusCode).toBe(403);
    expect(search.json()).toEqual({
      statusCode: 403,
      code: 'DONATION_CODE_EXPIRED',
      message: 'Tu código no es valido',
      ...invalid,
    });
    const redeem = await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: user.userId, codeDonation: code },
      user.token,
    );
    expect([redeem.statusCode, redeem.json().Message.value]).toEqual([
      403,
      'Tu código no es valido',
    ]);
    // Flipped back, it works again.
    await call(api, 'POST', 'users/updateDonatedAcc', { code }, admin.token);
    const retry = await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: user.userId, codeDonation: code },
      user.token,
    );
    expect(retry.statusCode).toBe(200);
  });

  it('withdraws the plan when a redeemed code is expired, and gives it back', async () => {
    const { code_donation: code } = await createCode('inicial');
    const user = await signedInCreator(api);
    await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: user.userId, codeDonation: code },
      user.token,
    );
    expect((await suscriptionOf(api, user.token)).namePlan).toBe('inicial');
    await call(api, 'POST', 'users/updateDonatedAcc', { code }, admin.token);
    expect((await suscriptionOf(api, user.token)).namePlan).toBe('explorador');
    await call(api, 'POST', 'users/updateDonatedAcc', { code }, admin.token);
    expect((await suscriptionOf(api, user.token)).namePlan).toBe('inicial');
    const audit = await api.ports.db
      .selectFrom('audit_log')
      .select('event')
      .where('subject_user_id', '=', user.userId)
      .where('event', 'like', 'donation_code_%')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => row.event)).toEqual([
      'donation_code_redeemed',
      'donation_code_expired',
      'donation_code_reactivated',
    ]);
  });

  it('refuses unknown codes alike, redeeming for someone else, and a second code', async () => {
    const user = await signedInCreator(api);
    const unknown = await call(api, 'POST', 'users/searchDonatedAccOff', {
      codeDonation: 'AAAA-BBBB',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject(invalid);
    const other = await signedInCreator(api);
    const { code_donation: code } = await createCode();
    const forOther = await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: other.userId, codeDonation: code },
      user.token,
    );
    expect(forOther.statusCode).toBe(404);
    await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: user.userId, codeDonation: code },
      user.token,
    );
    const { code_donation: second } = await createCode();
    const twice = await call(
      api,
      'POST',
      'users/updateDonatedAccOff',
      { userId: user.userId, codeDonation: second },
      user.token,
    );
    expect(twice.json()).toMatchObject({
      statusCode: 409,
      code: 'DONATION_ALREADY_REDEEMED',
      Code: 'ERROR',
    });
  });

  it('gives non-administrators the answer of a missing route on the admin calls', async () => {
    const user = await signedInCreator(api);
    const missing = await call(api, 'GET', 'users/inexistente', undefined, user.token);
    const missingPost = await call(api, 'POST', 'users/inexistente', {}, user.token);
    const list = await call(api, 'GET', 'users/getDonatedAccounts', undefined, user.token);
    const create = await call(
      api,
      'POST',
      'users/createDonatedAcc',
      { description: 'x', statusAccount: 'premium' },
      user.token,
    );
    const expire = await call(api, 'POST', 'users/updateDonatedAcc', { code: 'X' }, user.token);
    for (const response of [list, create, expire]) {
      expect(response.statusCode).toBe(404);
    }
    expect(list.json()).toEqual(missing.json());
    expect(create.json()).toEqual(missingPost.json());
    expect(expire.json()).toEqual(missingPost.json());
  });
});

describe.each(testDatabaseKinds)('guessing donation codes on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: { ...roomyRateLimits, donationCodePerIp: { limit: 5, windowSeconds: 900 } },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('slows down an IP trying codes, then lets it try again after the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(api, 'POST', 'users/searchDonatedAccOff', {
        codeDonation: `XXXX-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const limited = await call(api, 'POST', 'users/searchDonatedAccOff', { codeDonation: 'X' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().Code).toBe('ERROR');
    api.clock.advance(901_000);
    expect(
      (await call(api, 'POST', 'users/searchDonatedAccOff', { codeDonation: 'X' })).statusCode,
    ).toBe(404);
  });
});
