import type { FailedJobsAnswer, RetryJobBody } from '@schemas/api/admin';
import { queues } from '../jobs/queues';
import type { Ports } from '../ports/Ports';
import { adminErrors } from './adminErrors';

// admin/jobs/failed and admin/jobs/retry: the background jobs that failed for good, for an
// administrator to see and run again once the cause is fixed (the SMTP account, the gateway).
// A mail given up is marked failed in the outbox too; retrying its job makes it sendable again,
// with its refusals counted afresh.
export async function listFailedJobs(ports: Ports): Promise<FailedJobsAnswer> {
  const jobs = await ports.jobs.failed(200);
  // A mail's attempts are counted on its outbox row: each retry after an outage or a refusal is
  // a job of its own, so the job that gave up has made one attempt whatever came before.
  const mailIds = jobs
    .filter((job) => job.queue === queues.mail && typeof job.data.mailId === 'string')
    .map((job) => job.data.mailId as string);
  const mailAttempts = new Map(
    mailIds.length === 0
      ? []
      : (
          await ports.db
            .selectFrom('mail_outbox')
            .select(['id', 'attempts'])
            .where('id', 'in', mailIds)
            .execute()
        ).map((row) => [row.id, row.attempts]),
  );
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      queue: job.queue,
      failedAt: job.failedAt.toISOString(),
      attempts:
        (typeof job.data.mailId === 'string' ? mailAttempts.get(job.data.mailId) : undefined) ??
        job.attempts,
      error: job.error,
      accountId: typeof job.data.accountId === 'string' ? job.data.accountId : null,
    })),
  };
}

export async function retryFailedJob(ports: Ports, body: RetryJobBody): Promise<{ retried: true }> {
  await ports.db.transaction().execute(async (trx) => {
    const data = await ports.jobs.retry(trx, body.queue, body.id);
    if (!data) throw adminErrors.jobNotFound();
    if (body.queue === queues.mail && typeof data.mailId === 'string') {
      await trx
        .updateTable('mail_outbox')
        .set({ failed_at: null, rejections: 0, next_attempt_at: ports.clock.now() })
        .where('id', '=', data.mailId)
        .where('sent_at', 'is', null)
        .execute();
    }
  });
  return { retried: true };
}
