import { randomUUID } from 'node:crypto';
import { idempotentCalls, isIdempotentCall } from '@schemas/api/idempotency';
import { deleteExpiredKeys } from '@server/idempotency/deleteExpiredKeys';
import { runRenewals } from '@server/payments/runRenewals';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, p, t, v } from '../../fixtures/templates/templateBuilders';
import { callDocuments } from '../documents/support/documentsApi';
import {
  callGuest,
  createLink,
  furnishedDocument,
  type LinkAnswer,
  published,
  signedInLawyer,
} from '../guests/support/guestsApi';
import {
  call,
  chargesOf,
  day,
  signedInCreator,
  signInAgain,
  subscribe,
  testCards,
} from '../payments/paymentSupport';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const answers = {
  nombre: 'Ana Torres',
  casado: true,
  conyuge: 'Luis Vera',
  herederos: [{ nombre: 'Carla' }],
};

const contactBody = () => ({
  name: 'Carolina Benítez',
  email: `visita-${randomUUID().slice(0, 8)}@estudio.test`,
  subject: `Plan Premium ${randomUUID().slice(0, 6)}`,
  message: 'Somos un estudio de 12 abogados y queremos saber cómo funciona el plan Premium.',
});

// Retried calls happen once: the same Idempotency-Key from the same caller replays the first
// answer (the work is not done again), another request with that key is refused, and a key is
// only spent by a success.
describe.each(testDatabaseKinds)('Idempotency-Key on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) => api.app.inject({ method, url: `/api/v1/${url}`, payload: body as object, headers });
  const keyed = (key: string, token?: string) => ({
    'idempotency-key': key,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const count = async (
    table: 'contact_messages' | 'guest_submissions' | 'generated_files' | 'checkouts' | 'charges',
  ) =>
    Number(
      (
        await api.ports.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectReplay = (first: LightMyRequestResponse, again: LightMyRequestResponse) => {
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  };

  it('replays a contact message sent twice with one key, storing and mailing it once', async () => {
    const body = contactBody();
    const before = await count('contact_messages');
    const key = randomUUID();
    const first = await send('POST', 'contact/sendMessage', body, keyed(key));
    expect(first.statusCode).toBe(200);
    const again = await send('POST', 'contact/sendMessage', body, keyed(key));
    expectReplay(first, again);
    expect(await count('contact_messages')).toBe(before + 1);
    const mails = await api.ports.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', body.email)
      .execute();
    expect(mails).toHaveLength(1);
    // Without a key, a second send is a second message, as before.
    await send('POST', 'contact/sendMessage', body);
    expect(await count('contact_messages')).toBe(before + 2);
  });

  it('does the work once when two requests with the same key arrive together', async () => {
    const body = contactBody();
    const before = await count('contact_messages');
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send(
        'POST',
        'contact/developerRequest',
        {
          ...body,
          automationKind: 'simple',
          description: 'Contratos de arrendamiento con cláusulas opcionales.',
        },
        keyed(key),
      ),
      send(
        'POST',
        'contact/developerRequest',
        {
          ...body,
          automationKind: 'simple',
          description: 'Contratos de arrendamiento con cláusulas opcionales.',
        },
        keyed(key),
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().requestId).toBe(b.json().requestId);
    const rows = await api.ports.db
      .selectFrom('developer_requests')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await count('contact_messages')).toBe(before);
  });

  it('refuses the same key with another request (422) and malformed keys (400)', async () => {
    const key = randomUUID();
    expect((await send('POST', 'contact/sendMessage', contactBody(), keyed(key))).statusCode).toBe(
      200,
    );
    const other = await send('POST', 'contact/sendMessage', contactBody(), keyed(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'Esta clave Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para cada operación.',
    });
    for (const bad of ['x'.repeat(256), 'clave\u007f', 'clave\u0001', '']) {
      const refused = await send('POST', 'contact/sendMessage', contactBody(), keyed(bad));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_INVALID',
        message:
          'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles.',
      });
    }
    expect(
      (await send('POST', 'contact/sendMessage', contactBody(), keyed('k'.repeat(255)))).statusCode,
    ).toBe(200);
  });

  it('keeps callers apart: one key used by two accounts does the work for each', async () => {
    const key = randomUUID();
    const one = await signedInLawyer(api);
    const two = await signedInLawyer(api);
    const template = async (token: string) => {
      const { doc: session } = await furnishedDocument(api, token);
      const created = await callDocuments(api, token, 'POST', 'createTemp', {
        document_id: session.documentId,
        name: 'Declaración',
        content: doc(p(t('Declarante: '), v('nombre'))),
      });
      return created.json().template.id as string;
    };
    const body = (templateId: string) => ({
      template_path: templateId,
      context: answers,
      convert_to_pdf: false,
    });
    const firstTemplate = await template(one.token);
    const before = await count('generated_files');
    const a = await send(
      'POST',
      'storage/generateTemp',
      body(firstTemplate),
      keyed(key, one.token),
    );
    expect(a.statusCode, a.body).toBe(201);
    const aAgain = await send(
      'POST',
      'storage/generateTemp',
      body(firstTemplate),
      keyed(key, one.token),
    );
    expect(aAgain.json().files.map((f: { id: string }) => f.id)).toEqual(
      a.json().files.map((f: { id: string }) => f.id),
    );
    expect(await count('generated_files')).toBe(before + 1);
    const b = await send(
      'POST',
      'storage/generateTemp',
      body(await template(two.token)),
      keyed(key, two.token),
    );
    expect(b.statusCode, b.body).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('generated_files')).toBe(before + 2);
  });

  describe('a guest', () => {
    let link: LinkAnswer;
    let templateId: string;
    beforeAll(async () => {
      const lawyer = await signedInLawyer(api);
      const { doc: session } = await furnishedDocument(api, lawyer.token);
      const created = await callDocuments(api, lawyer.token, 'POST', 'createTemp', {
        document_id: session.documentId,
        name: 'Declaración',
        content: doc(p(t('Declarante: '), v('nombre'))),
      });
      templateId = created.json().template.id;
      await callDocuments(api, lawyer.token, 'POST', 'saveSelectedTemp', {
        templateId,
        type: 'rich',
      });
      await session.ok('POST', 'updateDoc', { documentId: session.documentId, documentDocx: true });
      await published(session);
      link = await createLink(session);
    });
    const guestGenerate = (key: string) =>
      send(
        'POST',
        'storage/generateTemp',
        {
          template_path: templateId,
          context: {},
          convert_to_pdf: false,
          tempToken: link.accessData,
        },
        keyed(key),
      );

    it('spends a key only on a success, replays a submission and a generation', async () => {
      const generationKey = randomUUID();
      // Before sending its answers the guest cannot download: the failure does not spend the key.
      const early = await guestGenerate(generationKey);
      expect(early.statusCode).toBe(409);

      const submitKey = randomUUID();
      const before = await count('guest_submissions');
      const submit = () =>
        callGuest(api, 'POST', 'submitGuestAnswers', {
          accessData: link.accessData,
          body: { answers },
          headers: { 'idempotency-key': submitKey },
        });
      const first = await submit();
      expect(first.statusCode, first.body).toBe(201);
      const again = await submit();
      expectReplay(first, again);
      expect(await count('guest_submissions')).toBe(before + 1);

      const generated = await guestGenerate(generationKey);
      expect(generated.statusCode, generated.body).toBe(201);
      const filesBefore = await count('generated_files');
      expectReplay(generated, await guestGenerate(generationKey));
      expect(await count('generated_files')).toBe(filesBefore);
    });
  });

  it('opens one hosted checkout and charges one plan change for a retried payment call', async () => {
    const user = await signedInCreator(api);
    const key = randomUUID();
    const checkoutsBefore = await count('checkouts');
    const open = () =>
      call(api, 'POST', 'payments/sandboxCheckout', { namePlan: 'inicial' }, user.token);
    const openKeyed = () =>
      send('POST', 'payments/sandboxCheckout', { namePlan: 'inicial' }, keyed(key, user.token));
    const first = await openKeyed();
    expect(first.statusCode, first.body).toBe(201);
    expectReplay(first, await openKeyed());
    expect(await count('checkouts')).toBe(checkoutsBefore + 1);
    expect((await open()).statusCode).toBe(201);

    await subscribe(api, user.token, 'inicial');
    const chargesBefore = await count('charges');
    const upgradeKey = randomUUID();
    const upgrade = () =>
      send(
        'PUT',
        'payments/subscription',
        { namePlan: 'corporativo' },
        keyed(upgradeKey, user.token),
      );
    const paid = await upgrade();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome.status).toBe('paid');
    expectReplay(paid, await upgrade());
    expect(await count('charges')).toBe(chargesBefore + 1);
  });

  it('opens one checkout for a retried datafastCheckout or card change, and pays a debt once', async () => {
    const user = await signedInCreator(api);
    const checkouts = () =>
      api.ports.db
        .selectFrom('checkouts')
        .select('id')
        .where('account_id', '=', user.accountId)
        .execute();
    const checkoutKey = randomUUID();
    const openDatafast = () =>
      send(
        'POST',
        'payments/datafastCheckout',
        { itemName: 'Minuta Inicial' },
        keyed(checkoutKey, user.token),
      );
    const opened = await openDatafast();
    expect(opened.statusCode, opened.body).toBe(201);
    expectReplay(opened, await openDatafast());
    expect(await checkouts()).toHaveLength(1);

    // A renewal the card refuses leaves the account owing its plan.
    await subscribe(api, user.token, 'inicial', testCards.failsRenewals);
    api.clock.advance(31 * day);
    await runRenewals(api.ports);
    const token = await signInAgain(api, user, user.token);
    const checkoutsBefore = (await checkouts()).length;
    const changeKey = randomUUID();
    const changeCard = () =>
      send('POST', 'payments/update_payment_method', {}, keyed(changeKey, token));
    const changing = await changeCard();
    expect(changing.statusCode, changing.body).toBe(201);
    expectReplay(changing, await changeCard());
    expect(await checkouts()).toHaveLength(checkoutsBefore + 1);

    const chargesBefore = (await chargesOf(api, user.accountId)).length;
    const payKey = randomUUID();
    const pay = () => send('POST', 'payments/payment', {}, keyed(payKey, token));
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'declined' });
    expectReplay(paid, await pay());
    expect(await chargesOf(api, user.accountId)).toHaveLength(chargesBefore + 1);
  });

  it('imports one document and saves one clause for a retried call', async () => {
    const lawyer = await signedInLawyer(api);
    const { doc: session } = await furnishedDocument(api, lawyer.token);
    const file = (
      await callDocuments(api, lawyer.token, 'GET', `exportDocument/${session.documentId}`)
    ).json();
    const documentsOf = async () =>
      (
        await api.ports.db
          .selectFrom('documents')
          .select('id')
          .where('workspace_id', '=', session.workspaceId)
          .execute()
      ).length;
    const before = await documentsOf();
    const importKey = randomUUID();
    const importBody = { workspace_id: session.workspaceId, file };
    const imported = await send(
      'POST',
      'documents/importDocument',
      importBody,
      keyed(importKey, lawyer.token),
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expectReplay(
      imported,
      await send('POST', 'documents/importDocument', importBody, keyed(importKey, lawyer.token)),
    );
    expect(await documentsOf()).toBe(before + 1);

    const clauseKey = randomUUID();
    const clauseBody = {
      name: 'Cláusula de declaración',
      content: doc(p(t('Declarante: '), v('nombre'))),
      document_id: session.documentId,
    };
    const saved = await send(
      'POST',
      'library/createClause',
      clauseBody,
      keyed(clauseKey, lawyer.token),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expectReplay(
      saved,
      await send('POST', 'library/createClause', clauseBody, keyed(clauseKey, lawyer.token)),
    );
    const clauses = await api.app.inject({
      method: 'GET',
      url: '/api/v1/library/getClauses',
      headers: { authorization: `Bearer ${lawyer.token}` },
    });
    expect(clauses.json().clauses).toHaveLength(1);
  });

  it('lets a retry take over a key whose first call never finished (the process died)', async () => {
    const key = randomUUID();
    const body = contactBody();
    const now = api.clock.now();
    await api.ports.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'public',
        key,
        request_hash: 'de una solicitud que no terminó',
        status: 'processing',
        locked_until: new Date(now.getTime() + 60_000),
        created_at: now,
        expires_at: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    api.clock.advance(5 * 60_000 + 1000);
    const taken = await send('POST', 'contact/sendMessage', body, keyed(key));
    expect(taken.statusCode).toBe(200);
    expectReplay(taken, await send('POST', 'contact/sendMessage', body, keyed(key)));
  });

  it('forgets answers after 24 hours: the key does the work again', async () => {
    const key = randomUUID();
    const body = contactBody();
    const first = await send('POST', 'contact/sendMessage', body, keyed(key));
    api.clock.advance(24 * 3600 * 1000 + 1000);
    const later = await send('POST', 'contact/sendMessage', body, keyed(key));
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().messageId).not.toBe(first.json().messageId);
    api.clock.advance(24 * 3600 * 1000 + 1000);
    expect(await deleteExpiredKeys(api.ports.db, api.clock.now())).toBeGreaterThanOrEqual(1);
    const left = await api.ports.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });

  it('honours the header on exactly the calls of the contract the clients read', () => {
    const marked = api.app.idempotentRoutes().sort();
    expect(marked).toHaveLength(idempotentCalls.length);
    for (const route of marked) {
      const [method = '', path = ''] = route.split(' ');
      expect(isIdempotentCall(method, path), route).toBe(true);
    }
    expect(isIdempotentCall('POST', '/api/v1/documents/saveGuestAnswers')).toBe(false);
    expect(isIdempotentCall('GET', '/api/v1/storage/generateTemp')).toBe(false);
  });
});

// A transaction PostgreSQL cuts in the middle (a failover, a restart, pg_terminate_backend) is
// rolled back by PostgreSQL; the client gets 503, and its retry with the same Idempotency-Key
// does the work, once. (The embedded PGlite lives in the process: nothing can cut it.)
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'a guest submission cut in the middle on %s',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind);
    }, 60_000);
    afterAll(async () => {
      await api.close();
    });

    it('answers 503, keeps nothing of it, and the retry with the same key submits once', async () => {
      const lawyer = await signedInLawyer(api);
      const { doc: session } = await furnishedDocument(api, lawyer.token);
      await published(session);
      const link = await createLink(session);
      const key = randomUUID();
      const submit = () =>
        callGuest(api, 'POST', 'submitGuestAnswers', {
          accessData: link.accessData,
          body: { answers },
          headers: { 'idempotency-key': key },
        });
      const submissions = async () =>
        Number(
          (
            await api.ports.db
              .selectFrom('guest_submissions')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );

      // The submission's transaction is made to wait on a lock this test holds, and PostgreSQL
      // ends its connection right there: only a backend this lock blocks is touched.
      let cut: LightMyRequestResponse | undefined;
      await api.ports.db.transaction().execute(async (trx) => {
        await sql`lock table guest_submissions in access exclusive mode`.execute(trx);
        const pending = submit();
        let early: LightMyRequestResponse | undefined;
        void pending.then((answer) => {
          early = answer;
        });
        let blocked: number | undefined;
        await expect
          .poll(
            async () => {
              const rows = await sql<{ pid: number }>`
                select pid from pg_stat_activity
                where pg_backend_pid() = any(pg_blocking_pids(pid))`.execute(trx);
              blocked = rows.rows[0]?.pid;
              if (!blocked && early) {
                throw new Error(`answered without waiting: ${early.statusCode} ${early.body}`);
              }
              return blocked;
            },
            { timeout: 30_000, interval: 50 },
          )
          .toBeDefined();
        await sql`select pg_terminate_backend(${blocked}::int)`.execute(trx);
        cut = await pending;
      });

      expect(cut?.statusCode, cut?.body).toBe(503);
      expect(cut?.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message:
          'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
        requestId: expect.any(String),
      });
      expect(await submissions()).toBe(0);

      // The guest's page retries with the same key until it gets through: done once.
      let retried: LightMyRequestResponse | undefined;
      await expect
        .poll(
          async () => {
            retried = await submit();
            return retried.statusCode;
          },
          { timeout: 30_000, interval: 200 },
        )
        .toBe(201);
      expect(retried?.headers['idempotent-replayed']).toBeUndefined();
      const again = await submit();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(retried?.json());
      expect(await submissions()).toBe(1);
    }, 120_000);
  },
);
