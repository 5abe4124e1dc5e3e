import { type Kysely, sql } from 'kysely';

// Rate-limit counters (server/auth/createRateLimiter.ts) in the database, so every API instance
// brakes on the same count. Unlogged: a counter lost in a crash only lets a few more attempts
// through, and writing one costs no WAL. The key is stored as a SHA-256 hash (it may be an
// email or an IP); expired windows are deleted by the hourly cleanup job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limits (
    name text not null,
    key_hash text not null,
    window_ends_at timestamptz not null,
    count integer not null,
    primary key (name, key_hash)
  )`.execute(db);
  await sql`create index rate_limits_window_ends_at_idx on rate_limits (window_ends_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
