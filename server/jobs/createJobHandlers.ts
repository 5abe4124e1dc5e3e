import { purgeDeletedAccounts } from '../accountData/purgeDeletedAccounts';
import { createPdfJobHandler } from '../generation/pdf/createPdfJobHandler';
import { type SubmissionNoticeJob, sendSubmissionNotice } from '../guests/submissionNotices';
import { createMailHandler, type MailLogger } from '../mail/deliverMail';
import type { Mailer } from '../mail/Mailer';
import { reconcilePendingCharges, runRenewals } from '../payments/runRenewals';
import type { Ports } from '../ports/Ports';
import { runDocumentScenarios } from '../scenarios/scenarios';
import type { RunningJobQueue } from './openJobQueue';
import { type QueueName, queues } from './queues';
import { runCleanup } from './runCleanup';
import type { JobHandler } from './startJobWorkers';

// What a worker process (MINUTA_ROLE worker or all) does with each queue. PDF jobs only where
// LibreOffice runs: a process without it takes none, so they go to one that has it.
export function createJobHandlers(
  ports: Ports,
  deps: { queue: RunningJobQueue; mailer: Mailer; logger: MailLogger },
): Partial<Record<QueueName, JobHandler>> {
  const handlers: Partial<Record<QueueName, JobHandler>> = {
    [queues.mail]: createMailHandler({
      queue: deps.queue,
      db: ports.db,
      clock: ports.clock,
      mailer: deps.mailer,
      policy: ports.config.outbox,
      logger: deps.logger,
      slots: ports.config.jobs.mailSlots,
    }),
    [queues.renewals]: {
      slots: 1,
      run: async (job) => ({ ...(await runRenewals(ports, job.signal)) }),
    },
    [queues.pendingCharges]: {
      slots: 1,
      run: async () => ({ settled: await reconcilePendingCharges(ports) }),
    },
    [queues.scenarios]: {
      slots: 1,
      run: async (job) => {
        const { accountId, documentId, force } = job.data as {
          accountId: string;
          documentId: string;
          force?: boolean;
        };
        return {
          ...(await runDocumentScenarios(ports, accountId, documentId, { force: !!force })),
        };
      },
    },
    [queues.submissionNotices]: {
      slots: 2,
      run: async (job) => ({
        ...(await sendSubmissionNotice(ports, job.data as unknown as SubmissionNoticeJob)),
      }),
    },
    [queues.cleanup]: { slots: 1, run: async () => ({ ...(await runCleanup(ports)) }) },
    [queues.accountPurge]: {
      slots: 1,
      run: async () => ({ purged: (await purgeDeletedAccounts(ports)).purged.length }),
    },
  };
  const pdf = ports.converter.status();
  if (pdf.available && pdf.workers > 0) {
    handlers[queues.pdf] = createPdfJobHandler({
      db: ports.db,
      storage: ports.storage,
      dataKeys: ports.dataKeys,
      converter: ports.converter,
    });
  }
  return handlers;
}
