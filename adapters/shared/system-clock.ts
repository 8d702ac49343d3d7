import type { Clock } from '../../application/shared/ports/index.ts';

/** The machine's clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
