import type { Db } from '../db/Database';
import type { DatabaseAvailability } from '../db/DatabaseAvailability';
import type { Clock } from '../ports/Clock';
import { type Poller, type PollerLogger, startPoller } from '../service/startPoller';

const everyHourMs = 60 * 60 * 1000;

// Idempotency answers are kept 24 hours; past that a key can be claimed afresh anyway, so the
// rows are only deleted to keep the table small (any instance may run this; deletes are safe
// to repeat).
export function startKeyCleanup(deps: {
  db: Db;
  clock: Clock;
  availability: DatabaseAvailability;
  logger: PollerLogger;
}): Poller {
  return startPoller({
    name: 'idempotency-cleanup',
    run: () => deleteExpiredKeys(deps.db, deps.clock.now()),
    nextDelayMs: () => everyHourMs,
    retryMs: everyHourMs,
    availability: deps.availability,
    logger: deps.logger,
  });
}

export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
