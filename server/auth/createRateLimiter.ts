import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { RateLimitRule } from '../config/ServerConfig';
import type { Db } from '../db/Database';
import { apiErrors } from '../errors/ApiError';
import type { Clock } from '../ports/Clock';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A counter that is only read (`assertOpen`) on the way through `consumeGated`. */
export interface Gate {
  name: string;
  rule: RateLimitRule;
  key: string;
}

interface Window {
  count: number;
  window_ends_at: Date;
}

// Fixed-window counters in the database (the unlogged table rate_limits), so every API instance
// of a cluster counts on the same window: N instances brake at the single-instance count. A key
// that reaches its limit is refused with 429 and Retry-After until its window ends, then starts
// afresh — a brake, never a permanent lockout. Each check is one statement (an upsert that
// starts a new window when the old one has ended), on PGlite as on PostgreSQL. Window times come
// from the process clock, like every other deadline of the server. Keys (emails, IPs) are kept
// only as hashes.
//
// Every method takes the database to count on: `ports.db`, or the caller's transaction when it
// runs inside one (PGlite has one session, held by that transaction).
export function createRateLimiter(defaultDb: Db, clock: Clock) {
  const hash = (key: string) => createHash('sha256').update(key).digest('base64url');

  // Counts one more in the window (never past `cap`), starting a fresh window when it ended.
  const upsert = (name: string, rule: RateLimitRule, key: string, cap: number, now: Date) => {
    const endsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    return sql`
      insert into rate_limits as r (name, key_hash, window_ends_at, count)
      values (${name}, ${hash(key)}, ${endsAt}, 1)
      on conflict (name, key_hash) do update set
        count = case when r.window_ends_at <= ${now} then 1 else least(r.count + 1, ${cap}) end,
        window_ends_at = case when r.window_ends_at <= ${now} then excluded.window_ends_at
          else r.window_ends_at end
      returning count, window_ends_at`;
  };

  const count = async (db: Db, name: string, rule: RateLimitRule, key: string, cap: number) => {
    const now = clock.now();
    const { rows } = await sql<Window>`${upsert(name, rule, key, cap, now)}`.execute(db);
    return { window: rows[0] as Window, now };
  };

  const refuse = (window: Window, now: Date) => {
    const retryAfter = Math.ceil(
      (new Date(window.window_ends_at).getTime() - now.getTime()) / 1000,
    );
    return apiErrors.tooManyAttempts(Math.max(1, retryAfter));
  };

  // Counted up to limit + 1: a count past the limit means this attempt found it full.
  const consume = async (name: string, rule: RateLimitRule, key: string, db: Db = defaultDb) => {
    const { window, now } = await count(db, name, rule, key, rule.limit + 1);
    if (window.count > rule.limit) throw refuse(window, now);
  };

  return {
    /** Counts one attempt and refuses it when the window is already full. */
    consume,
    /**
     * `consume`, then `assertOpen` of each gate in order, in one statement: the checks a hot path
     * (every guest call, every password check) makes before anything else, for one round trip
     * instead of one per counter. The gates are read as they stood before this attempt counted.
     */
    async consumeGated(
      name: string,
      rule: RateLimitRule,
      key: string,
      gates: readonly Gate[],
      db: Db = defaultDb,
    ) {
      if (gates.length === 0) return consume(name, rule, key, db);
      const now = clock.now();
      const gateKeys = gates.map((gate) => sql`(${gate.name}, ${hash(gate.key)})`);
      const { rows } = await sql<Window & { name: string }>`
        with counted as (${upsert(name, rule, key, rule.limit + 1, now)})
        select '' as name, count, window_ends_at from counted
        union all
        select name, count, window_ends_at from rate_limits
        where (name, key_hash) in (${sql.join(gateKeys)}) and window_ends_at > ${now}`.execute(db);
      const counted = rows.find((row) => row.name === '') as Window;
      if (counted.count > rule.limit) throw refuse(counted, now);
      for (const gate of gates) {
        const window = rows.find((row) => row.name === gate.name);
        if (window && window.count >= gate.rule.limit) throw refuse(window, now);
      }
    },
    /** Refuses when the window is full, without counting (failures are counted afterwards). */
    async assertOpen(name: string, rule: RateLimitRule, key: string, db: Db = defaultDb) {
      const now = clock.now();
      const window = await db
        .selectFrom('rate_limits')
        .select(['count', 'window_ends_at'])
        .where('name', '=', name)
        .where('key_hash', '=', hash(key))
        .where('window_ends_at', '>', now)
        .executeTakeFirst();
      if (window && window.count >= rule.limit) throw refuse(window, now);
    },
    async record(name: string, rule: RateLimitRule, key: string, db: Db = defaultDb) {
      await count(db, name, rule, key, rule.limit);
    },
    async clear(name: string, key: string, db: Db = defaultDb) {
      await db
        .deleteFrom('rate_limits')
        .where('name', '=', name)
        .where('key_hash', '=', hash(key))
        .execute();
    },
  };
}

/** Windows that have ended (the hourly cleanup job). */
export async function deleteEndedWindows(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
