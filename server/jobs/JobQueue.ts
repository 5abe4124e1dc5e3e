import type { Db } from '../db/Database';
import type { QueueName } from './queues';

/** What a job carries: plain JSON, never a secret it does not need (client data is sealed). */
export type JobData = Record<string, unknown>;

export interface SendOptions {
  /** The job's id, chosen by the caller (idempotent: a second send with the same id adds nothing). */
  id?: string;
  /** Higher first (jobPriority). */
  priority?: number;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** How a job ended, as the process that waited for it sees it. */
export interface JobOutcome {
  state: 'completed' | 'failed' | 'cancelled';
  /** The handler's answer (completed) or the error it reported (failed): `{ code, message }`. */
  output: Record<string, unknown> | null;
}

export interface JobWatch {
  /** Settles once the job completed, failed for good or was cancelled. */
  done: Promise<JobOutcome>;
  /** Stops watching (the job itself goes on). */
  stop(): void;
}

// The job system as the rest of the server sees it (a port, like the database or the mailer).
// Jobs are pg-boss rows in the same database as everything else, so adding one inside a
// transaction makes it exist exactly when that transaction commits.
export interface JobQueue {
  /**
   * Adds a job through `db` — a transaction, or the database itself — and wakes the workers
   * (PostgreSQL NOTIFY, delivered when the transaction commits, and this process's own at once).
   */
  send(db: Db, queue: QueueName, data: JobData, options?: SendOptions): Promise<string>;
  /**
   * Adds a job for `accountId` unless that account already has `cap` jobs waiting in the queue
   * (then QueueFullError, with a time to come back). Atomic across instances.
   */
  sendCapped(
    queue: QueueName,
    accountId: string,
    cap: number,
    data: JobData,
    options?: SendOptions,
  ): Promise<string>;
  /**
   * Of `ids`, those no job of `queue` has, waiting, running or finished (archived after an hour):
   * a plain read that takes no lock, where a send of a taken id would wait for the transaction
   * that added it.
   */
  unknownIds(db: Db, queue: QueueName, ids: string[]): Promise<string[]>;
  /** Starts watching a job; call it before sending, so a fast worker cannot finish first. */
  watch(queue: QueueName, id: string): JobWatch;
  /** Cancels a job that has not started (a request that no longer waits for it). */
  cancel(queue: QueueName, id: string): Promise<void>;
  /** Jobs of the queue the live workers of the cluster can run at once. */
  capacity(queue: QueueName): Promise<number>;
  /** Jobs that failed for good, newest first (kept a week). */
  failed(limit: number): Promise<FailedJobRow[]>;
  /** Runs a job that failed for good again, as if new: its data, or null when there is none. */
  retry(db: Db, queue: string, id: string): Promise<JobData | null>;
}

export interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: Date;
  /** Attempts made, the first included. */
  attempts: number;
  error: string;
  data: JobData;
}

/** The account has as many jobs waiting as it may: come back in `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('queue full for this account');
    this.name = 'QueueFullError';
  }
}

/**
 * A job's failure as its handler reports it. `retry: false` ends the job at once (the same input
 * would fail again: a document LibreOffice cannot open, a mail the receiving server refuses).
 */
export class JobError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'JobError';
  }
}
