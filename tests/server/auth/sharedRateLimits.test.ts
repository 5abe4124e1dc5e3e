import { createRateLimiter } from '@server/auth/createRateLimiter';
import type { OpenDatabase } from '@server/db/openDatabase';
import { ApiError } from '@server/errors/ApiError';
import { runCleanup } from '@server/jobs/runCleanup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../support/ManualClock';
import { openTestDatabase, testDatabaseKinds } from '../support/openTestDatabase';

const rule = { limit: 3, windowSeconds: 60 };

async function refusal(attempt: Promise<unknown>): Promise<ApiError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

// Several API instances on one database: each has its own limiter, as each process would, and
// they brake on one shared count.
describe.each(testDatabaseKinds)('rate limits shared by instances on %s', (kind) => {
  let database: OpenDatabase;
  const clock = new ManualClock();
  let first: ReturnType<typeof createRateLimiter>;
  let second: ReturnType<typeof createRateLimiter>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    first = createRateLimiter(database.db, clock);
    second = createRateLimiter(database.db, clock);
    clock.freeze();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('refuses the attempt past the limit whichever instance counted the others', async () => {
    await first.consume('login-ip', rule, '203.0.113.7');
    await second.consume('login-ip', rule, '203.0.113.7');
    await first.consume('login-ip', rule, '203.0.113.7');
    const refused = await refusal(second.consume('login-ip', rule, '203.0.113.7'));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused?.retryAfter).toBe(60);
    // Another key, and another brake on the same key, are not touched.
    await second.consume('login-ip', rule, '198.51.100.1');
    await second.consume('contact-ip', rule, '203.0.113.7');
  });

  it('opens again when the window ends, and says how long to wait until then', async () => {
    await first.consume('reset', rule, 'ana@despacho.test');
    clock.advance(20_000);
    await first.consume('reset', rule, 'ana@despacho.test');
    await second.consume('reset', rule, 'ana@despacho.test');
    const refused = await refusal(first.consume('reset', rule, 'ana@despacho.test'));
    expect(refused?.retryAfter).toBe(40);
    // Refused attempts do not push the window further out.
    await refusal(second.consume('reset', rule, 'ana@despacho.test'));
    clock.advance(40_000);
    await second.consume('reset', rule, 'ana@despacho.test');
  });

  it('counts failures on one instance, refuses on another, and a success clears them', async () => {
    const key = 'luis@despacho.test';
    for (let i = 0; i < rule.limit; i++) await first.record('password-account', rule, key);
    expect((await refusal(second.assertOpen('password-account', rule, key)))?.statusCode).toBe(429);
    await first.clear('password-account', key);
    expect(await refusal(second.assertOpen('password-account', rule, key))).toBeNull();
  });

  it('counts and reads its gates in one check, refusing on the first that is full', async () => {
    const loose = { limit: 5, windowSeconds: 60 };
    const here = { name: 'failures-here', rule, key: 'eva@despacho.test|192.0.2.1' };
    const all = { name: 'failures-all', rule: loose, key: 'eva@despacho.test' };
    const gates = [here, all];
    const check = (limiter: typeof first) =>
      refusal(limiter.consumeGated('check-ip', loose, '192.0.2.1', gates));
    expect(await check(first)).toBeNull();
    // The loose gate fills first from many places: refused, and the refusal says until when.
    for (let i = 0; i < loose.limit; i++) await second.record('failures-all', loose, all.key);
    clock.advance(15_000);
    const refused = await check(second);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.retryAfter).toBe(45);
    await first.clear('failures-all', all.key);
    // The gate from here fills: refused again, the gate's own window.
    for (let i = 0; i < rule.limit; i++) await first.record('failures-here', rule, here.key);
    expect((await check(first))?.retryAfter).toBe(60);
    await second.clear('failures-here', here.key);
    // Every check counted on `check-ip`, refused ones included: the fifth passes, the sixth not.
    expect(await check(second)).toBeNull();
    expect(await check(first)).toBeNull();
    const counted = await check(second);
    expect(counted?.statusCode).toBe(429);
    expect(counted?.retryAfter).toBe(45);
  });

  it('counts inside a transaction without waiting for the database it holds', async () => {
    await database.db.transaction().execute(async (trx) => {
      await first.consume('guest-responses', rule, '192.0.2.9', trx);
    });
    await second.consume('guest-responses', rule, '192.0.2.9');
    await second.consume('guest-responses', rule, '192.0.2.9');
    expect((await refusal(first.consume('guest-responses', rule, '192.0.2.9')))?.statusCode).toBe(
      429,
    );
  });

  it('keeps keys only as hashes, and the cleanup job drops ended windows', async () => {
    const rows = await database.db.selectFrom('rate_limits').select('key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key_hash.includes('@') || row.key_hash.includes('.'))).toBe(
      false,
    );
    clock.advance(61_000);
    const run = await runCleanup({ db: database.db, clock });
    expect(run.rateLimitWindows).toBe(rows.length);
    expect(await database.db.selectFrom('rate_limits').select('key_hash').execute()).toEqual([]);
  });
});
