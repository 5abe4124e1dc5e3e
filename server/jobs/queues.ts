// The queues of the job system (pg-boss) and how each behaves. Every background or heavy task is
// one of these: a request never does it itself, and a process runs it only if its role runs
// job workers (MINUTA_ROLE worker or all).
export const queues = {
  /** DOCX → PDF through LibreOffice: the scarce resource, shared fairly between firms. */
  pdf: 'pdf',
  /** One mail of the outbox (the job carries only the outbox row's id). */
  mail: 'mail',
  /** A lawyer's notice of the submissions not yet told, one mail (server/guests/submissionNotices). */
  submissionNotices: 'submission-notices',
  /** Subscriptions whose renewal charge is due (a pass every minute). */
  renewals: 'renewals',
  /** Charges whose gateway answer was lost, asked again (a pass every minute). */
  pendingCharges: 'pending-charges',
  /** Expired download links, idempotency keys, spent mail tokens, stale workers (hourly). */
  cleanup: 'cleanup',
  /** Accounts whose deletion grace period is over, purged (hourly; a few minutes late is fine). */
  accountPurge: 'account-purge',
  /** A document's test scenarios re-run after a change to its interview or a template. */
  scenarios: 'scenarios',
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];

export interface QueuePolicy {
  /** Attempts after the first when a job fails for a reason worth trying again. */
  retryLimit: number;
  /** Seconds before a retry; doubled on each one (with jitter) when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A job still running after this long is taken as lost (its process died or hung) and
   * retried. Workers that die are noticed sooner by their missing heartbeat.
   */
  expireInSeconds: number;
  /** Jobs of one account (or of the queue, for jobs of no account) running at once, cluster-wide. */
  perAccount: number;
  /** When no notification wakes a worker, how often it looks for work anyway. */
  pollMs: number;
  /** A cron schedule (pg-boss, in the database's time zone UTC): one job per match, cluster-wide. */
  cron?: string;
}

/** Priority of a job (higher first): mail a person waits for goes before everything else. */
export const jobPriority = { urgent: 10, normal: 0 } as const;

/**
 * The schema of pg-boss's tables beside the app's schema: `pgboss` beside `public`, `x_jobs`
 * beside a schema `x` (each API test file has one).
 */
export function jobsSchemaOf(appSchema: string): string {
  return appSchema === 'public' ? 'pgboss' : `${appSchema}_jobs`;
}
