import type { RateLimitRule } from '../config/ServerConfig';
import { apiErrors } from '../errors/ApiError';
import type { Clock } from '../ports/Clock';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

interface Window {
  startedAt: number;
  lengthMs: number;
  count: number;
}

// Fixed-window counters in memory: a key that reaches its limit is refused with 429 and
// Retry-After until its window ends, then starts afresh — a brake, never a permanent lockout.
// Counters are per process; behind a load balancer each instance brakes on its own (documented
// in ARCHITECTURE.md).
export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, Window>();

  const current = (name: string, rule: RateLimitRule, key: string) => {
    const now = clock.now().getTime();
    const id = `${name}\u0000${key}`;
    let window = windows.get(id);
    if (!window || now - window.startedAt >= window.lengthMs) {
      if (windows.size > 50_000) sweep(now);
      window = { startedAt: now, lengthMs: rule.windowSeconds * 1000, count: 0 };
      windows.set(id, window);
    }
    return { window, now };
  };

  const sweep = (now: number) => {
    for (const [id, window] of windows) {
      if (now - window.startedAt >= window.lengthMs) windows.delete(id);
    }
  };

  const refuse = (window: Window, now: number) => {
    const retryAfter = Math.ceil((window.startedAt + window.lengthMs - now) / 1000);
    return apiErrors.tooManyAttempts(Math.max(1, retryAfter));
  };

  return {
    /** Counts one attempt and refuses it when the window is already full. */
    consume(name: string, rule: RateLimitRule, key: string): void {
      const { window, now } = current(name, rule, key);
      if (window.count >= rule.limit) throw refuse(window, now);
      window.count++;
    },
    /** Refuses when the window is full, without counting (failures are counted afterwards). */
    assertOpen(name: string, rule: RateLimitRule, key: string): void {
      const { window, now } = current(name, rule, key);
      if (window.count >= rule.limit) throw refuse(window, now);
    },
    record(name: string, rule: RateLimitRule, key: string): void {
      current(name, rule, key).window.count++;
    },
    clear(name: string, key: string): void {
      windows.delete(`${name}\u0000${key}`);
    },
  };
}
