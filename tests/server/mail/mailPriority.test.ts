import { randomUUID } from 'node:crypto';
import { type SubmissionNoticeJob, sendSubmissionNotice } from '@server/guests/submissionNotices';
import { claimJobs } from '@server/jobs/claimJobs';
import { queues } from '@server/jobs/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLink,
  furnishedDocument,
  published,
  signedInLawyer,
  submitAnswers,
} from '../guests/support/guestsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';

const answers = {
  nombre: 'Ana Torres',
  casado: true,
  conyuge: 'Luis Vera',
  herederos: [{ nombre: 'Carla' }],
};

// Which mail a free delivery slot takes, as the cluster's mail workers claim them. The workers of
// the test process are stopped, so the test claims in their place and reads the order.
describe.each(testDatabaseKinds)('the order mail is sent in, on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    // A notice per submission (no digest), so that one firm's campaign is a mass mailing.
    api = await startTestApi(kind, { submissionNotices: { windowSeconds: 0 } });
    await api.workers.stop(0);
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** The outbox rows of the next mail jobs a worker with `limit` free slots would take. */
  const claimMail = async (limit: number) => {
    const claimed = await claimJobs(api.ports.db, api.jobs.schema, queues.mail, {
      limit,
      perAccount: api.jobs.policies.mail.perAccount,
      workerId: randomUUID(),
    });
    if (claimed.length === 0) return [];
    return api.ports.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address'])
      .where(
        'id',
        'in',
        claimed.map((job) => String(job.data.mailId)),
      )
      .orderBy('to_address')
      .execute();
  };

  /** What the stopped workers would do with the notices of submissions: write their mails. */
  const writeNotices = async () => {
    const jobs = await claimJobs(api.ports.db, api.jobs.schema, queues.submissionNotices, {
      limit: 100,
      perAccount: 100,
      workerId: randomUUID(),
    });
    for (const job of jobs) {
      await sendSubmissionNotice(api.ports, job.data as unknown as SubmissionNoticeJob);
    }
  };

  it("sends another firm's password reset and a new firm's confirmation before one firm's mass mailing", async () => {
    // Firm A runs a campaign: every client's answers mail its lawyer a notice.
    const firmA = await signedInLawyer(api);
    const { doc } = await furnishedDocument(api, firmA.token);
    await published(doc);
    const campaign = await createLink(doc, { mode: 'public', label: 'Campaña' });
    for (let i = 0; i < 8; i++) {
      const sent = await submitAnswers(api, campaign, { answers });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // Firm C gets one client's answers after A's campaign began.
    const firmC = await signedInLawyer(api);
    const { doc: docC } = await furnishedDocument(api, firmC.token);
    await published(docC);
    const single = await createLink(docC);
    expect((await submitAnswers(api, single, { answers })).statusCode).toBe(201);
    await writeNotices();
    // Last of all, firm B's owner forgot their password and firm D signs up.
    const firmB = await api.createUser();
    const reset = await api.post('/api/v1/users/reset-password-mail', { email: firmB.email });
    expect(reset.statusCode).toBe(200);
    const firmD = 'nueva-firma@estudio.test';
    const registered = await api.post('/api/v1/users', {
      email: firmD,
      password: 'contraseña segura',
      firstName: 'Dora',
      lastName: 'Salas',
    });
    expect(registered.statusCode, registered.body).toBe(201);

    // One free slot: the reset, though eight notices and C's waited longer; the next: D's
    // confirmation, though it came last of all.
    expect(await claimMail(1)).toEqual([{ kind: 'reset_password', to_address: firmB.email }]);
    expect(await claimMail(1)).toEqual([{ kind: 'verify_email', to_address: firmD }]);
    // Two more: A's oldest notice and C's one — C does not wait behind A's seven others.
    expect(await claimMail(2)).toEqual(
      [
        { kind: 'guest_submission', to_address: firmA.email },
        { kind: 'guest_submission', to_address: firmC.email },
      ].sort((a, b) => a.to_address.localeCompare(b.to_address)),
    );
    // However many slots are free, A runs at most its share at once.
    const more = await claimMail(10);
    expect(more).toEqual([{ kind: 'guest_submission', to_address: firmA.email }]);
    expect(await claimMail(10)).toEqual([]);
  });
});
