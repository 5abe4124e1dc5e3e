import { compileInterview } from '@engine/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDocuments, DocumentSession } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { appUrl, startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  expiredAnswer,
  furnishedDocument,
  openLink,
  publish,
  published,
  signedInLawyer,
} from './support/guestsApi';

const hour = 3600 * 1000;

// The lawyer's side: publishing a compiled version, share links with their statuses, and the
// audit trail, over real HTTP on a real database.
describe.each(testDatabaseKinds)(
  'publishing and share links on %s',
  { timeout: 30_000 },
  (kind) => {
    let api: TestApi;
    let owner: Awaited<ReturnType<typeof signedInLawyer>>;
    beforeAll(async () => {
      api = await startTestApi(kind);
      owner = await signedInLawyer(api);
    }, 60_000);
    afterAll(async () => {
      await api.close();
    });

    const audit = (event: string) =>
      api.ports.db
        .selectFrom('audit_log')
        .select(['details', 'actor_user_id', 'account_id'])
        .where('event', '=', event)
        .execute();

    it('publishes the compiled interview as version 1, 2… without moving the document version', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      const before = await doc.load();
      const first = await publish(doc);
      expect(first.statusCode).toBe(201);
      expect(first.json().published).toEqual({
        id: expect.any(String),
        documentId: doc.documentId,
        number: 1,
        documentVersion: before.version,
        publishedAt: expect.any(String),
        publishedBy: 'Lucía Fernández',
        questionCount: 5,
      });
      expect((await doc.load()).version).toBe(before.version);
      const stored = await api.ports.db
        .selectFrom('published_versions')
        .select('compiled')
        .where('id', '=', first.json().published.id)
        .executeTakeFirstOrThrow();
      expect(stored.compiled).toEqual(compileInterview(before.interview));

      await doc.ok('POST', 'updateDoc', { documentId: doc.documentId, documentName: 'Testamento' });
      const second = await publish(doc);
      expect(second.statusCode).toBe(201);
      expect(second.json().published.number).toBe(2);
      const list = await callDocuments(
        api,
        owner.token,
        'GET',
        `getPublishedVersions/${doc.documentId}`,
      );
      expect(list.json().versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
      expect(list.json().versions[0].documentVersion).toBe(doc.version);
      const entries = await audit('document_published');
      expect(entries).toContainEqual({
        details: expect.objectContaining({ documentId: doc.documentId, number: 2 }),
        actor_user_id: owner.userId,
        account_id: owner.accountId,
      });
    });

    it('answers the same version again when nothing changed since it was published', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      const first = await published(doc);
      const again = await publish(doc);
      expect(again.statusCode).toBe(200);
      expect(again.json().published).toMatchObject({ id: first.id, number: 1 });
    });

    it('refuses a stale version with 409 and the current one, publishing nothing', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      const response = await publish(doc, doc.version - 1);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'STALE_VERSION',
        message:
          'Otra pestaña o persona cambió este documento. Recarga para ver los últimos cambios.',
        version: doc.version,
      });
      const versions = await callDocuments(
        api,
        owner.token,
        'GET',
        `getPublishedVersions/${doc.documentId}`,
      );
      expect(versions.json()).toEqual({ versions: [] });
    });

    it('refuses blocking problems with the engine’s Spanish messages, saying where', async () => {
      const { doc, spouse } = await furnishedDocument(api, owner.token);
      // Stored before a rule existed (or by an older client): a condition on a missing variable.
      await api.ports.db
        .updateTable('elements')
        .set({ statement: JSON.stringify({ type: 'equals', variable: 'antiguo', condition: 'x' }) })
        .where('id', '=', spouse)
        .execute();
      const response = await publish(doc);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Revisa los campos e intenta de nuevo',
        fields: [
          {
            field: 'document_id',
            message:
              'En la pregunta «Nombre del cónyuge»: La condición usa la variable «antiguo», que no existe en este documento.',
          },
        ],
      });
      expect(
        await api.ports.db
          .selectFrom('published_versions')
          .select('id')
          .where('document_id', '=', doc.documentId)
          .execute(),
      ).toEqual([]);
    });

    it('refuses an interview without questions', async () => {
      const doc = await DocumentSession.start(api, owner.token);
      await doc.addPage('Vacía');
      const response = await publish(doc);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([
        {
          field: 'document_id',
          message: 'La entrevista no tiene preguntas. Agrega al menos una antes de publicarla.',
        },
      ]);
    });

    it('refuses a link before the interview is published', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      const response = await callDocuments(api, owner.token, 'POST', 'createShareLink', {
        document_id: doc.documentId,
        label: 'Juan Pérez',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'NOT_PUBLISHED',
        message: 'Publica la entrevista antes de compartirla.',
      });
    });

    it('creates a link whose URL opens the interview, listed again with the same URL', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      await published(doc);
      const expiresAt = new Date(api.clock.now().getTime() + 48 * hour).toISOString();
      const link = await createLink(doc, {
        label: '  Juan Pérez ',
        expires_at: expiresAt,
        allowed_origins: ['https://Estudio.EC:443', 'http://localhost:8080', 'https://estudio.ec'],
      });
      expect(link).toEqual({
        id: expect.any(String),
        documentId: doc.documentId,
        label: 'Juan Pérez',
        mode: 'personal',
        url: `${appUrl}/questionary/lucia-fernandez/${link.accessData}`,
        userName: 'lucia-fernandez',
        accessData: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt,
        singleUse: false,
        allowedOrigins: ['https://estudio.ec', 'http://localhost:8080'],
        showDocument: false,
        status: 'activo',
        createdAt: expect.any(String),
        revokedAt: null,
        responses: 0,
        submissions: 0,
      });
      const stored = await api.ports.db
        .selectFrom('share_links')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(link.accessData);
      const listed = await callDocuments(
        api,
        owner.token,
        'GET',
        `getShareLinks/${doc.documentId}`,
      );
      expect(listed.json().links).toEqual([link]);
      expect((await openLink(api, link)).statusCode).toBe(200);
      expect(await audit('share_link_created')).toContainEqual(
        expect.objectContaining({
          details: expect.objectContaining({ linkId: link.id, documentId: doc.documentId }),
        }),
      );
    });

    it('refuses an expiry in the past, an origin with a path and a blank label', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      await published(doc);
      const send = (fields: Record<string, unknown>) =>
        callDocuments(api, owner.token, 'POST', 'createShareLink', {
          document_id: doc.documentId,
          label: 'Juan',
          ...fields,
        });
      const past = await send({
        expires_at: new Date(api.clock.now().getTime() - 1000).toISOString(),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fields).toEqual([
        { field: 'expires_at', message: 'debe ser una fecha futura' },
      ]);
      const path = await send({ allowed_origins: ['https://estudio.ec/entrevista'] });
      expect(path.json().fields).toEqual([
        { field: 'allowed_origins.0', message: 'no tiene un formato válido' },
      ]);
      const blank = await send({ label: '   ' });
      expect(blank.json().fields).toEqual([{ field: 'label', message: 'no puede estar vacío' }]);
      const notADate = await send({ expires_at: 'mañana' });
      expect(notADate.statusCode).toBe(400);
      const listed = await callDocuments(
        api,
        owner.token,
        'GET',
        `getShareLinks/${doc.documentId}`,
      );
      expect(listed.json().links).toEqual([]);
    });

    it('shows activo, vencido and revocado, and a revoked or expired link opens no more', async () => {
      const { doc } = await furnishedDocument(api, owner.token);
      await published(doc);
      const expiring = await createLink(doc, {
        label: 'Vence',
        expires_at: new Date(api.clock.now().getTime() + hour).toISOString(),
      });
      const revoked = await createLink(doc, { label: 'Revocado' });
      const open = await createLink(doc, { label: 'Abierto' });
      const revocation = await callDocuments(api, owner.token, 'POST', 'revokeShareLink', {
        link_id: revoked.id,
      });
      expect(revocation.statusCode).toBe(200);
      expect(revocation.json().link).toMatchObject({
        status: 'revocado',
        revokedAt: expect.any(String),
      });
      const again = await callDocuments(api, owner.token, 'POST', 'revokeShareLink', {
        link_id: revoked.id,
      });
      expect(again.json().link.revokedAt).toBe(revocation.json().link.revokedAt);
      const revocations = (await audit('share_link_revoked')).filter(
        (entry) => (entry.details as { linkId: string }).linkId === revoked.id,
      );
      expect(revocations).toHaveLength(1);

      api.clock.advance(2 * hour);
      await owner.renew();
      const listed = await callDocuments(
        api,
        owner.token,
        'GET',
        `getShareLinks/${doc.documentId}`,
      );
      const statuses = Object.fromEntries(
        listed.json().links.map((l: { label: string; status: string }) => [l.label, l.status]),
      );
      expect(statuses).toEqual({ Vence: 'vencido', Revocado: 'revocado', Abierto: 'activo' });
      expect(listed.json().links.map((l: { label: string }) => l.label)).toEqual([
        'Abierto',
        'Revocado',
        'Vence',
      ]);
      for (const link of [expiring, revoked]) {
        const response = await openLink(api, link);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(expiredAnswer);
      }
      expect((await openLink(api, open)).statusCode).toBe(200);
    });
  },
);
