import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import { isConnectionFailure } from '../db/isConnectionFailure';

export interface Poller {
  /** Waits for the pass under way (which sees its signal aborted), then runs no more. */
  stop(): Promise<void>;
}

export interface PollerLogger {
  warn(details: object, message: string): void;
}

// Background work that runs in passes (the mail outbox, renewals). A pass that fails because
// the database went away is not logged (the availability monitor logs the outage once): the
// poller waits for the database to come back and resumes by itself. Any other failure is logged
// and the next pass runs on schedule. Stopping aborts the pass's signal, so it can hand back
// what it claimed but has not done.
export function startPoller<T>(options: {
  name: string;
  run(signal: AbortSignal): Promise<T>;
  /** Delay before the next pass, given this pass's result. */
  nextDelayMs(result: T): number;
  /** Delay after a failed pass. */
  retryMs: number;
  /** Delay before the first pass (at once by default). */
  firstDelayMs?: number;
  availability: DatabaseAvailability;
  logger: PollerLogger;
}): Poller {
  const controller = new AbortController();
  const { signal } = controller;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async (): Promise<void> => {
    let delay = options.retryMs;
    try {
      delay = options.nextDelayMs(await options.run(signal));
    } catch (error) {
      if (isConnectionFailure(error)) {
        options.availability.report(error);
        await sleep(Math.min(options.retryMs, 1000), signal);
        await options.availability.whenUp(signal);
        delay = 0;
      } else {
        options.logger.warn(
          { poller: options.name, err: error instanceof Error ? error.message : String(error) },
          'background pass failed',
        );
      }
    }
    if (!signal.aborted) timer = setTimeout(tick, delay);
  };
  const tick = () => {
    running = pass();
  };
  timer = setTimeout(tick, options.firstDelayMs ?? 0);

  return {
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
