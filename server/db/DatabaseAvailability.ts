import { DatabaseUnavailableError } from './DatabaseUnavailableError';
import { isConnectionFailure } from './isConnectionFailure';

export interface AvailabilityLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AvailabilityTimings {
  /** While the database is down, how often it is tried again. */
  retryMs: number;
  /** While it is up, how often it is checked without being asked (0: only when an error says so). */
  heartbeatMs: number;
}

export interface AvailabilityCheck {
  ok: boolean;
  latencyMs: number;
  /** Why the database did not answer (the driver's message); null when it did. */
  error: string | null;
}

export interface DatabaseAvailability {
  readonly state: 'up' | 'down';
  /** When the current outage began; null while up. */
  readonly downSince: Date | null;
  /** Outages since start, for metrics. */
  readonly outages: number;
  /** Throws DatabaseUnavailableError while the database is known to be down. */
  assertUp(): void;
  /** Hands in an error seen on a connection or a query; connection failures trigger a check. */
  report(error: unknown): void;
  /** Asks the database now (the /health call). */
  check(): Promise<AvailabilityCheck>;
  /** Calls `listener` on every change of state. */
  onChange(listener: (state: 'up' | 'down') => void): void;
  /** Resolves as soon as the database is up (at once if it is), or when `signal` aborts. */
  whenUp(signal?: AbortSignal): Promise<void>;
  /** Stops the timers; the database's own connections are closed by its owner. */
  stop(): void;
}

// Watches whether the database answers, so that an outage costs one log line and fast 503s
// instead of a crash, a hang, or a log line per request:
// - A connection failure seen anywhere (a pooled connection dropped by a restart, a query cut
//   by pg_terminate_backend, a refused connect) triggers one probe on a connection of the
//   monitor's own (a saturated pool must not look like an outage). If the probe fails the
//   database is "down": logged once, and new work is refused at once (assertUp) instead of
//   each request waiting for its own timeout.
// - While down, the probe runs every `retryMs`; its first success brings the state back "up",
//   logged once with the outage's length, and wakes whatever waits in whenUp (pollers).
// - While up, an optional heartbeat probes every `heartbeatMs`, which notices a silent network
//   cut that no query has hit yet.
export function createDatabaseAvailability(options: {
  probe: () => Promise<void>;
  logger: AvailabilityLogger;
  timings: AvailabilityTimings;
}): DatabaseAvailability {
  const { probe, logger, timings } = options;
  let state: 'up' | 'down' = 'up';
  let downSince: Date | null = null;
  let outages = 0;
  let lastReason = '';
  let checking: Promise<AvailabilityCheck> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let waiters: Array<() => void> = [];
  /** A connection failure reported since the last probe, and when one was last logged. */
  let reported: string | null = null;
  let lostLoggedAt = 0;
  const listeners: Array<(state: 'up' | 'down') => void> = [];

  const runProbe = (): Promise<AvailabilityCheck> => {
    checking ??= (async () => {
      const started = performance.now();
      try {
        await probe();
        return { ok: true, latencyMs: performance.now() - started, error: null };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, latencyMs: performance.now() - started, error: message };
      } finally {
        checking = null;
      }
    })().then((result) => {
      settle(result);
      return result;
    });
    return checking;
  };

  const settle = (result: AvailabilityCheck): void => {
    if (stopped) return;
    const lost = reported;
    reported = null;
    if (result.ok && state === 'up' && lost && Date.now() - lostLoggedAt > 60_000) {
      // One connection dropped (pg_terminate_backend, a failover's first seconds) while the
      // database answers: worth a line, at most once a minute.
      lostLoggedAt = Date.now();
      logger.warn(
        { database: 'up', reason: lost },
        'database connection lost; the database answers',
      );
    }
    if (!result.ok && state === 'up') {
      state = 'down';
      downSince = new Date();
      outages += 1;
      lastReason = result.error ?? '';
      logger.error(
        { database: 'down', reason: lastReason },
        'database unavailable: answering 503 until it returns',
      );
      for (const listener of listeners) listener('down');
    } else if (result.ok && state === 'down') {
      const downForMs = downSince ? Date.now() - downSince.getTime() : 0;
      state = 'up';
      downSince = null;
      // Warn, like the outage's start, so a log filtered to warnings shows both ends of it.
      logger.warn({ database: 'up', downForMs }, 'database available again');
      for (const listener of listeners) listener('up');
      for (const wake of waiters.splice(0)) wake();
    }
    schedule();
  };

  const schedule = (): void => {
    clearTimeout(timer);
    if (stopped) return;
    const delay = state === 'down' ? timings.retryMs : timings.heartbeatMs;
    if (delay <= 0) return;
    timer = setTimeout(() => void runProbe(), delay);
    timer.unref();
  };

  schedule();

  return {
    get state() {
      return state;
    },
    get downSince() {
      return downSince;
    },
    get outages() {
      return outages;
    },
    assertUp() {
      if (state === 'down') throw new DatabaseUnavailableError(lastReason);
    },
    report(error) {
      if (stopped || state === 'down' || !isConnectionFailure(error)) return;
      reported = error instanceof Error ? error.message : String(error);
      void runProbe();
    },
    check: runProbe,
    onChange(listener) {
      listeners.push(listener);
    },
    whenUp(signal) {
      if (state === 'up' || signal?.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          signal?.removeEventListener('abort', wake);
          resolve();
        };
        waiters.push(wake);
        signal?.addEventListener('abort', wake, { once: true });
      });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const wake of waiters.splice(0)) wake();
    },
  };
}
