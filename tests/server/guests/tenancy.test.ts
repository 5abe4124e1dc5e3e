import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callDocuments,
  type DocumentSession,
  type Method,
} from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi, tokenFromLink } from '../support/startTestApi';
import {
  createLink,
  furnishedDocument,
  type LinkAnswer,
  published,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

interface Ids {
  document: string;
  link: string;
}

// Account B calls every publishing route with account A's ids, and with ids that exist nowhere:
// the answers must be identical (no way to learn that A's objects exist) and A's data untouched.
describe.each(testDatabaseKinds)(
  'publishing across accounts on %s',
  { timeout: 30_000 },
  (kind) => {
    let api: TestApi;
    let a: DocumentSession;
    let b: DocumentSession;
    let linkA: LinkAnswer;
    let ids: Ids;
    beforeAll(async () => {
      api = await startTestApi(kind);
      const ownerA = await signedInLawyer(api);
      const ownerB = await signedInLawyer(api);
      a = (await furnishedDocument(api, ownerA.token)).doc;
      b = (await furnishedDocument(api, ownerB.token)).doc;
      await published(a);
      await published(b);
      linkA = await createLink(a);
      await createLink(b);
      const sent = await submitAnswers(api, linkA, { answers: { nombre: 'Ana', casado: false } });
      expect(sent.statusCode).toBe(201);
      ids = { document: a.documentId, link: linkA.id };
    }, 60_000);
    afterAll(async () => {
      await api.close();
    });

    /** Everything account A can see of its document's publishing. */
    const stateOfA = async () =>
      Promise.all(
        ['getPublishedVersions', 'getShareLinks', 'getSubmissions'].map(
          async (call) =>
            (await callDocuments(api, a.token, 'GET', `${call}/${a.documentId}`)).body,
        ),
      );

    type Probe = [string, Method, (x: Ids) => string, (x: Ids) => Record<string, unknown>];
    const probes: Probe[] = [
      ['publishDoc', 'POST', () => 'publishDoc', (x) => ({ document_id: x.document, version: 1 })],
      ['getPublishedVersions', 'GET', (x) => `getPublishedVersions/${x.document}`, () => ({})],
      [
        'createShareLink',
        'POST',
        () => 'createShareLink',
        (x) => ({ document_id: x.document, label: 'B' }),
      ],
      ['getShareLinks', 'GET', (x) => `getShareLinks/${x.document}`, () => ({})],
      ['revokeShareLink', 'POST', () => 'revokeShareLink', (x) => ({ link_id: x.link })],
      ['getSubmissions', 'GET', (x) => `getSubmissions/${x.document}`, () => ({})],
    ];

    it.each(probes)(
      'answers %s with A’s ids exactly as with missing ids',
      async (_, method, path, body) => {
        const before = await stateOfA();
        const send = (x: Ids) =>
          callDocuments(api, b.token, method, path(x), method === 'GET' ? undefined : body(x));
        const foreign = await send(ids);
        const missing = await send({ document: randomUUID(), link: randomUUID() });
        expect(foreign.statusCode).toBe(404);
        expect(foreign.body).toBe(missing.body);
        expect(foreign.json()).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Servicio no encontrado',
        });
        expect(await stateOfA()).toEqual(before);
      },
    );

    it("never lists another account's links or submissions", async () => {
      for (const call of ['getShareLinks', 'getSubmissions', 'getPublishedVersions']) {
        const own = await callDocuments(api, b.token, 'GET', `${call}/${b.documentId}`);
        expect(own.statusCode).toBe(200);
        expect(own.body).not.toContain(a.documentId);
        expect(own.body).not.toContain(linkA.accessData);
      }
    });

    it('lets an operator publish, share and read submissions of its creator’s documents', async () => {
      const email = `operador-${randomUUID()}@despacho.test`;
      const invited = await api.post(
        '/api/v1/users/createOpeAccount',
        { email, firstName: 'Óscar', lastName: 'Ruiz' },
        a.token,
      );
      expect(invited.statusCode).toBe(201);
      const mail = await api.mail.waitFor(email, /te invitó a Minuta/);
      const password = 'clave del operador';
      await api.post('/api/v1/users/reset-password', { token: tokenFromLink(mail.text), password });
      const operator = (await api.signIn({ email, password })).accessToken;

      const submissions = await callDocuments(
        api,
        operator,
        'GET',
        `getSubmissions/${a.documentId}`,
      );
      expect(submissions.json().submissions).toHaveLength(1);
      const link = await callDocuments(api, operator, 'POST', 'createShareLink', {
        document_id: a.documentId,
        label: 'Desde el operador',
      });
      expect(link.statusCode).toBe(201);
      // The link's URL carries the firm's name (the creator's), not the operator's.
      expect(link.json().link.userName).toBe('lucia-fernandez');
      const foreign = await callDocuments(api, operator, 'GET', `getShareLinks/${b.documentId}`);
      expect(foreign.statusCode).toBe(404);
    });
  },
);
