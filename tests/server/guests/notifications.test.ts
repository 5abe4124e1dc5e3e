import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { appUrl, startTestApi, type TestApi } from '../support/startTestApi';
import {
  createLink,
  furnishedDocument,
  published,
  signedInLawyer,
  submitAnswers,
} from './support/guestsApi';

const complete = { nombre: 'Ana Torres', casado: false, herederos: [] };

// The lawyer who made a link hears of each submission by mail (preference 1, on until saved off),
// through the real outbox and a real SMTP server.
describe.each(testDatabaseKinds)('submission notices on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function submitted(lawyer: Awaited<ReturnType<typeof signedInLawyer>>) {
    const { doc } = await furnishedDocument(api, lawyer.token, 'Poder especial');
    await published(doc);
    const link = await createLink(doc, { label: 'Familia Torres' });
    const response = await submitAnswers(api, link, { answers: complete });
    expect(response.statusCode).toBe(201);
    return doc;
  }

  it('mails the link’s creator, whose preference 1 is on without ever saving it', async () => {
    const lawyer = await signedInLawyer(api);
    const preferences = await api.get('/api/v1/users/getUserPreference', lawyer.token);
    expect(preferences.json().preferences[0]).toEqual({ prefId: 1, enabled: true });
    const doc = await submitted(lawyer);
    const mail = await api.mail.waitFor(lawyer.email, /Nuevas respuestas/);
    expect(mail.subject).toBe('Nuevas respuestas: Poder especial');
    expect(mail.text).toContain('Hola Lucía:');
    expect(mail.text).toContain(
      'Familia Torres envió sus respuestas a la entrevista «Poder especial».',
    );
    expect(mail.text).toContain(`${appUrl}/app/users/editor/${doc.documentId}`);
    expect(mail.text).not.toContain('Ana Torres');
  });

  it('sends nothing to a lawyer who turned preference 1 off', async () => {
    const lawyer = await signedInLawyer(api);
    const saved = await api.post(
      '/api/v1/users/saveUserPreference',
      { preferences: [{ prefId: 1, enabled: false }] },
      lawyer.token,
    );
    expect(saved.json().preferences[0]).toEqual({ prefId: 1, enabled: false });
    await submitted(lawyer);
    // The notice would be written in the submission's own transaction: none exists.
    const queued = await api.ports.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', lawyer.email)
      .execute();
    expect(queued).toEqual([]);
  });
});
