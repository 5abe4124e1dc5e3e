import type { Clock } from '@server/ports/Clock';

// A real clock that tests can move forward: it follows wall time plus an offset, so expiry
// and backoff are tested by jumping ahead instead of sleeping. `freeze` stops it where it is,
// for tests that read an exact duration (Retry-After) on a machine where a second may pass
// between two requests.
export class ManualClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  freeze(): void {
    this.frozenAt ??= Date.now();
  }

  /** Lets time run again from where it stood. */
  resume(): void {
    if (this.frozenAt === null) return;
    this.offsetMs -= Date.now() - this.frozenAt;
    this.frozenAt = null;
  }
}
