import type { Clock } from '@server/ports/Clock';

// A real clock that tests can move forward: it follows wall time plus an offset, so expiry
// and backoff are tested by jumping ahead instead of sleeping.
export class ManualClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
