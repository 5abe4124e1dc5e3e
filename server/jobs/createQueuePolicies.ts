import type { ServerConfig } from '../config/ServerConfig';
import { type QueueName, type QueuePolicy, queues } from './queues';

const everyMinute = '* * * * *';

// How each queue behaves, from the configuration.
// - pdf: retried (at once, on another worker) only when its worker died or LibreOffice crashed
//   twice; a document LibreOffice cannot convert or that runs past its time answers at once.
//   Lost after the conversion's own time limit plus half a minute.
// - mail: a failed delivery schedules its own next attempt (deliverMail: 5 s doubling to 10
//   minutes, for as long as an outage lasts); the queue retries only a job whose worker died.
// - renewals, pending charges, cleanup, account purge: cron schedules, one job per period across the cluster,
//   one running at a time.
export function createQueuePolicies(config: ServerConfig): Record<QueueName, QueuePolicy> {
  const pollMs = config.jobs.pollMs;
  const pdf = config.generation.pdf;
  const scheduled = (cron: string): QueuePolicy => ({
    retryLimit: 1,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 15 * 60,
    perAccount: 1,
    pollMs: Math.max(pollMs, 5000),
    cron,
  });
  return {
    [queues.pdf]: {
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: Math.ceil(pdf.jobTimeoutMs / 1000) + 30,
      perAccount: pdf.perAccount,
      pollMs,
    },
    [queues.mail]: {
      retryLimit: 3,
      retryDelaySeconds: 5,
      retryBackoff: true,
      expireInSeconds: 2 * 60,
      perAccount: 2,
      pollMs,
    },
    // Scenario runs are pure computation over the database: retried once, one per account at a
    // time (a firm's burst of autosaves never delays another firm's run).
    [queues.scenarios]: {
      retryLimit: 1,
      retryDelaySeconds: 5,
      retryBackoff: false,
      expireInSeconds: 5 * 60,
      perAccount: 1,
      pollMs,
    },
    // A lawyer's notice of submissions only writes a mail to the outbox: retried with backoff,
    // one per account at a time (the mail queue shares delivery between firms).
    [queues.submissionNotices]: {
      retryLimit: 5,
      retryDelaySeconds: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      perAccount: 1,
      pollMs,
    },
    [queues.renewals]: scheduled(everyMinute),
    [queues.pendingCharges]: scheduled(everyMinute),
    [queues.cleanup]: scheduled('17 * * * *'),
    [queues.accountPurge]: scheduled('47 * * * *'),
  };
}
