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
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      queue: job.queue,
      failedAt: job.failedAt.toISOString(),
      attempts: job.attempts,
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
