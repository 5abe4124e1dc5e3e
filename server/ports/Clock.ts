// Time enters the server through this port so that expiry, rate limits and mail backoff can be
// tested by moving a clock instead of sleeping. Database rows never use SQL `now()` for the same
// reason: every timestamp is written from the clock.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
