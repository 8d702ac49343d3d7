import type { Clock } from '../../application/ports/index.ts';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
