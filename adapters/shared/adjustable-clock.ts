import type { Clock } from '../../application/shared/ports/index.ts';

/**
 * The machine's clock plus an offset that only the test-only clock hook moves
 * (POST /api/test/clock), so browser journeys can live through a day's
 * deadlines in seconds. With no offset it is the system clock.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }

  offset(): number {
    return this.offsetMs;
  }
}
