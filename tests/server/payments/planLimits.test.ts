import { mailMonth } from '@server/plans/reserveAccountMail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import {
  call,
  createDocument,
  createWorkspace,
  signedInCreator,
  subscribe,
  suscriptionOf,
} from './paymentSupport';

// A 1×1 PNG: 67 bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(api: TestApi, token: string) {
  const boundary = '----minuta';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/storage/saveImage',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe.each(testDatabaseKinds)(
  'plan limits at their edges on %s',
  { timeout: 30_000 },
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind);
    }, 60_000);
    afterAll(async () => {
      await api.close();
    });

    const setMailsSent = (accountId: string, sent: number) =>
      api.ports.db
        .insertInto('account_mail_usage')
        .values({ account_id: accountId, month: mailMonth(api.clock.now()), sent })
        .onConflict((conflict) => conflict.columns(['account_id', 'month']).doUpdateSet({ sent }))
        .execute();

    it('sends the last mail of the month and refuses the next, naming the plan that lifts it', async () => {
      const owner = await signedInCreator(api, 'corporativo');
      await setMailsSent(owner.accountId, 2499);
      const invite = (name: string) =>
        call(
          api,
          'POST',
          'users/createOpeAccount',
          { email: `${name}-${Date.now()}@despacho.test`, firstName: name, lastName: 'Op' },
          owner.token,
        );
      expect((await invite('ultima')).statusCode).toBe(201);
      const refused = await invite('sobrante');
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'MAIL_LIMIT_REACHED',
        message:
          'Tu plan Corporativo permite hasta 2500 correos al mes y ya los enviaste. Cambia al plan Premium para enviar hasta 5000 correos al mes.',
      });
      // Nothing was created: one operator, and the counter stays at the limit.
      const usage = (await suscriptionOf(api, owner.token)).usage;
      expect(usage.operatorAccounts).toEqual({ used: 1, limit: 3 });
      expect(usage.emailsThisMonth).toEqual({ used: 2500, limit: 2500 });
      // A new month starts afresh.
      api.clock.advance(32 * 24 * 3600 * 1000);
    });

    it('stores a file that fits exactly and refuses one byte more', async () => {
      const owner = await signedInCreator(api);
      const limit = 1024 ** 3;
      await api.ports.db
        .insertInto('account_usage')
        .values({ account_id: owner.accountId, storage_bytes: limit - png.length })
        .execute();
      const fits = await upload(api, owner.token);
      expect(fits.statusCode, fits.body).toBe(201);
      const refused = await upload(api, owner.token);
      expect(refused.json()).toEqual({
        statusCode: 409,
        code: 'STORAGE_LIMIT_REACHED',
        message:
          'Tu plan Explorador permite guardar hasta 1 GB de archivos y este archivo no cabe. Cambia al plan Inicial para guardar hasta 250 GB.',
      });
      expect((await suscriptionOf(api, owner.token)).usage.storageBytes).toEqual({
        used: limit,
        limit,
      });
      const images = await api.ports.db
        .selectFrom('images')
        .select('name')
        .where('account_id', '=', owner.accountId)
        .execute();
      expect(images).toHaveLength(1);
    });

    it('lifts the document limit as soon as a bigger plan is paid', async () => {
      const owner = await signedInCreator(api);
      const workspace = await createWorkspace(api, owner.token);
      for (let i = 1; i <= 3; i++) {
        expect((await createDocument(api, owner.token, workspace, `Doc ${i}`)).statusCode).toBe(
          201,
        );
      }
      const fourth = await createDocument(api, owner.token, workspace, 'Doc 4');
      expect(fourth.json()).toMatchObject({ statusCode: 409, code: 'DOCUMENT_LIMIT_REACHED' });
      expect(fourth.json().message).toContain(
        'Cambia al plan Inicial para crear hasta 10 documentos.',
      );
      await subscribe(api, owner.token, 'inicial');
      expect((await createDocument(api, owner.token, workspace, 'Doc 4')).statusCode).toBe(201);
      expect((await suscriptionOf(api, owner.token)).usage.documents).toEqual({
        used: 4,
        limit: 10,
      });
    });

    it('shows usage against every limit of the plan', async () => {
      const owner = await signedInCreator(api, 'inicial');
      const { usage } = await suscriptionOf(api, owner.token);
      expect(usage).toEqual({
        documents: { used: 0, limit: 10 },
        operatorAccounts: { used: 0, limit: 1 },
        emailsThisMonth: { used: 0, limit: 500 },
        storageBytes: { used: 0, limit: 250 * 1024 ** 3 },
      });
    });
  },
);
