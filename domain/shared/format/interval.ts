import { NOT_AVAILABLE } from './decimal.ts';

/** Seconds in a minute, an hour and a day: the unit boundaries of {@link formatInterval}. */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_DAY = 86_400;

/**
 * A duration in its largest whole unit, short form: under 60 seconds '45s',
 * under 3600 '59m', under 86400 '23h', else days '2d' (spec section 9). The
 * unit is chosen on the exact value and the count is floored, so 59.9 is
 * '59s' and 3599 is '59m', never a rounded-up '60s' or '60m'. Missing,
 * NaN, infinite and negative durations show 'N/A'.
 */
export function formatInterval(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return NOT_AVAILABLE;
  if (seconds < SECONDS_PER_MINUTE) return `${Math.floor(seconds)}s`;
  if (seconds < SECONDS_PER_HOUR) return `${Math.floor(seconds / SECONDS_PER_MINUTE)}m`;
  if (seconds < SECONDS_PER_DAY) return `${Math.floor(seconds / SECONDS_PER_HOUR)}h`;
  return `${Math.floor(seconds / SECONDS_PER_DAY)}d`;
}
