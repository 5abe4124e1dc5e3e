import { createHash } from 'node:crypto';
import type { GuestPrincipal } from '../auth/GuestPrincipal';
import type { Db } from '../db/Database';
import { queues } from '../jobs/queues';
import { enqueueMail } from '../mail/enqueueMail';
import type { Ports } from '../ports/Ports';
import { submissionNoticePreference } from '../users/getUserPreferences';
import { submissionReceivedMail } from './guestMailTexts';

// The lawyer who made a link hears that clients sent their answers, when their preference 1
// "Avisarme cuando un cliente envía sus respuestas" is on (on by default, until they save it
// off). A disabled operator is not told. The mails go to our own users, so they do not count
// against the plan's monthly mails.
//
// A campaign link answered by 1,000 clients must not send its lawyer 1,000 mails (nor cost the
// platform 1,000 deliveries while the clients are still typing). So a notice is a job per
// lawyer and document that tells of every submission not yet told (`noticed_at` null), in one
// mail, and the jobs are spaced by a window (SUBMISSION_NOTICE_WINDOW_SECONDS, 5 minutes):
// - the first submission in a window is told at once (its job id is the window's: the first
//   send adds it, the others in that window find it taken);
// - every submission also asks for the next window's job, which starts when that window does
//   (plus a grace) and tells of whatever came after the first job ran — a digest at most once
//   per window.
// With a window of 0 each submission has a job of its own and a mail of its own.
// The jobs are written in the submission's transaction: a notice is owed exactly when the
// submission exists, and a job that finds nothing left to tell sends nothing.

export interface SubmissionNoticeJob {
  accountId: string;
  /** The link's creator, who is told. */
  userId: string;
  documentId: string;
  /** Only this submission (a window of 0); otherwise every one not yet told. */
  submissionId?: string;
}

export async function scheduleSubmissionNotice(
  trx: Db,
  ports: Pick<Ports, 'clock' | 'config' | 'jobs'>,
  input: { guest: GuestPrincipal; submissionId: string },
): Promise<void> {
  const { guest } = input;
  const job: SubmissionNoticeJob = {
    accountId: guest.accountId,
    userId: guest.createdBy,
    documentId: guest.documentId,
  };
  const windowMs = ports.config.submissionNotices.windowSeconds * 1000;
  if (windowMs <= 0) {
    await ports.jobs.send(trx, queues.submissionNotices, {
      ...job,
      submissionId: input.submissionId,
    });
    return;
  }
  const now = ports.clock.now().getTime();
  const window = Math.floor(now / windowMs);
  // The next window's job waits a grace past its start: a submission whose transaction began
  // before the boundary and commits after it is still there when that job looks (once that job
  // has run, this window's ids are spent and a later submission would have none left).
  const graceSeconds = Math.min(30, Math.ceil(windowMs / 2000));
  const nextStartsIn = Math.ceil(((window + 1) * windowMs - now) / 1000) + graceSeconds;
  const thisOne = windowJobId(job.userId, job.documentId, window);
  const next = windowJobId(job.userId, job.documentId, window + 1);
  // Once both exist (after the first submissions of a window) this read is all a submission
  // costs. Sending a taken id instead would wait on the row lock of the transaction that added
  // it, and a campaign's submissions would queue one behind another.
  const unknown = await ports.jobs.unknownIds(trx, queues.submissionNotices, [thisOne, next]);
  if (unknown.includes(thisOne)) {
    await ports.jobs.send(trx, queues.submissionNotices, { ...job }, { id: thisOne });
  }
  if (unknown.includes(next)) {
    await ports.jobs.send(
      trx,
      queues.submissionNotices,
      { ...job },
      { id: next, startAfterSeconds: nextStartsIn },
    );
  }
}

/** The job of one lawyer, document and window: a UUID (pg-boss's ids) made from the three. */
function windowJobId(userId: string, documentId: string, window: number): string {
  const hex = createHash('sha256')
    .update(`submission-notice:${userId}:${documentId}:${window}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// The job: marks the submissions it tells of and writes their one mail, in one transaction (the
// outbox). Two jobs of the same lawyer and document at once (the window's and the next one's)
// cannot tell of a submission twice: the UPDATE locks the rows, and the second finds them told.
export async function sendSubmissionNotice(
  ports: Pick<Ports, 'db' | 'clock' | 'random' | 'config' | 'jobs'>,
  job: SubmissionNoticeJob,
): Promise<{ told: number }> {
  return ports.db.transaction().execute(async (trx) => {
    const now = ports.clock.now();
    let update = trx
      .updateTable('guest_submissions as s')
      .from('share_links as l')
      .set({ noticed_at: now })
      .whereRef('l.id', '=', 's.link_id')
      .where('s.document_id', '=', job.documentId)
      .where('l.created_by', '=', job.userId)
      .where('s.noticed_at', 'is', null);
    if (job.submissionId) update = update.where('s.id', '=', job.submissionId);
    const told = await update.returning(['s.submitted_at', 'l.label']).execute();
    if (told.length === 0) return { told: 0 };
    const lawyer = await trx
      .selectFrom('users as u')
      .innerJoin('documents as d', (join) =>
        join.on('d.id', '=', job.documentId).on('d.account_id', '=', job.accountId),
      )
      .leftJoin('user_preferences as p', (join) =>
        join
          .onRef('p.user_id', '=', 'u.id')
          .on('p.pref_id', '=', submissionNoticePreference.prefId),
      )
      .select(['u.email', 'u.first_name', 'u.is_deleted', 'p.enabled', 'd.name as document_name'])
      .where('u.id', '=', job.userId)
      .where('u.account_id', '=', job.accountId)
      .executeTakeFirst();
    if (!lawyer || lawyer.is_deleted) return { told: 0 };
    if (!(lawyer.enabled ?? submissionNoticePreference.byDefault)) return { told: 0 };
    const submissions = told
      .map((row) => ({ label: row.label, submittedAt: new Date(row.submitted_at) }))
      .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
    await enqueueMail(trx, ports, {
      kind: 'guest_submission',
      accountId: job.accountId,
      to: lawyer.email,
      ...submissionReceivedMail({
        firstName: lawyer.first_name,
        documentName: lawyer.document_name,
        submissions,
        windowMinutes: Math.round(ports.config.submissionNotices.windowSeconds / 60),
        link: `${ports.config.appUrl}/app/users/editor/${job.documentId}`,
      }),
    });
    return { told: told.length };
  });
}
