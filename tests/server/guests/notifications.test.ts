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

// The window between digests here (5 minutes in production).
const windowSeconds = 6;

// The lawyer who made a link hears of submissions by mail (preference 1, on until saved off),
// through the real job queue, outbox and a real SMTP server: the first at once, a burst after it
// in one digest when the next window starts.
describe.each(testDatabaseKinds)('submission notices on %s', { timeout: 30_000 }, (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { submissionNotices: { windowSeconds } });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** The mails written for `email`, sent or not. */
  const outboxOf = (email: string) =>
    api.ports.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();

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

  it('tells of the answers that follow the first in one digest, by link, once', async () => {
    // A window that has just begun: the digest is due in about windowSeconds, plus its grace.
    const windowMs = windowSeconds * 1000;
    api.clock.advance(windowMs - (api.clock.now().getTime() % windowMs) + 50);
    const lawyer = await signedInLawyer(api);
    const doc = await submitted(lawyer);
    const first = await api.mail.waitFor(lawyer.email, /Nuevas respuestas/);
    expect(first.text).toContain('Familia Torres envió sus respuestas');

    const campaign = await createLink(doc, { mode: 'public', label: 'Campaña' });
    const other = await createLink(doc, { label: 'Sucesión Vera' });
    for (const link of [campaign, campaign, other]) {
      expect((await submitAnswers(api, link, { answers: complete })).statusCode).toBe(201);
    }
    // Nothing more until the next window: the three wait for the digest.
    const inbox = () => api.mail.inbox.filter((mail) => mail.to === lawyer.email);
    expect(inbox()).toHaveLength(1);
    await expect.poll(() => inbox().length, { timeout: 25_000, interval: 250 }).toBe(2);
    const [, sent] = inbox();
    expect(sent?.subject).toBe('Nuevas respuestas: Poder especial');
    expect(sent?.text).toContain('Llegaron 3 respuestas a la entrevista «Poder especial»:');
    expect(sent?.text).toContain('- Campaña: 2 respuestas\n- Sucesión Vera: 1 respuesta');
    // Within one minute, one time; across minutes, the first and the last.
    expect(sent?.text).toMatch(/Recibidas (el .+|entre el .+ y el .+) \(hora UTC\)\./);
    expect(sent?.text).toContain(`${appUrl}/app/users/editor/${doc.documentId}`);
    expect(sent?.text).not.toContain('Ana Torres');
    expect(sent?.html).toContain('- Campaña: 2 respuestas<br>- Sucesión Vera: 1 respuesta');
    // Every submission was told once: none is left, and no third mail follows.
    const untold = await api.ports.db
      .selectFrom('guest_submissions')
      .select('id')
      .where('document_id', '=', doc.documentId)
      .where('noticed_at', 'is', null)
      .execute();
    expect(untold).toEqual([]);
    expect(await outboxOf(lawyer.email)).toHaveLength(2);
  }, 60_000);

  it('sends nothing to a lawyer who turned preference 1 off', async () => {
    const lawyer = await signedInLawyer(api);
    const saved = await api.post(
      '/api/v1/users/saveUserPreference',
      { preferences: [{ prefId: 1, enabled: false }] },
      lawyer.token,
    );
    expect(saved.json().preferences[0]).toEqual({ prefId: 1, enabled: false });
    const doc = await submitted(lawyer);
    // The notice's job ran and told of the submission without writing a mail.
    await expect
      .poll(
        async () =>
          (
            await api.ports.db
              .selectFrom('guest_submissions')
              .select('noticed_at')
              .where('document_id', '=', doc.documentId)
              .executeTakeFirstOrThrow()
          ).noticed_at,
        { timeout: 10_000, interval: 100 },
      )
      .not.toBeNull();
    expect(await outboxOf(lawyer.email)).toEqual([]);
  });
});
