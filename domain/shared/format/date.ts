import { NOT_AVAILABLE } from './decimal.ts';

/** The time zone dates are shown in unless the caller passes the viewer's own. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** Add the hour and minute ('Jan 5, 2025, 3:07 PM'). */
  readonly withTime?: boolean;
  /** An IANA time zone such as 'Europe/Berlin'; defaults to {@link DEFAULT_TIME_ZONE}. */
  readonly timeZone?: string;
}

/** The largest distance from the epoch, in ms, a JavaScript date can hold. */
const MAX_EPOCH_MS = 8.64e15;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A point in time to format. */
interface Moment {
  readonly epochMs: number;
  /** A reading without an offset: its fields are held as UTC and shown as written in every time zone. */
  readonly wallClock: boolean;
}

/**
 * Reads an ISO 8601 string without `Date.parse`, whose handling of other
 * shapes depends on the engine and the machine's zone. Impossible dates
 * (Feb 30, hour 24) are refused instead of rolled over.
 */
function parseIso(text: string): Moment | undefined {
  const m = ISO.exec(text.trim());
  if (m === null) return undefined;
  const [, y = '', mo = '', d = '', h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(frac.padEnd(3, '0')));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (zone === undefined) return { epochMs: date.getTime(), wallClock: true };
  if (zone === 'Z') return { epochMs: date.getTime(), wallClock: false };
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetHours = Number(zone.slice(1, 3));
  const offsetMinutes = Number(zone.slice(4, 6));
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  return { epochMs: date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000, wallClock: false };
}

function toMoment(date: Date | number | string): Moment | undefined {
  if (typeof date === 'string') return parseIso(date);
  const epochMs = typeof date === 'number' ? date : date.getTime();
  return Number.isFinite(epochMs) && Math.abs(epochMs) <= MAX_EPOCH_MS ? { epochMs, wallClock: false } : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The UTC reading written out by hand, exactly as Intl's en-US prints it (date.test.ts holds it to that).
 * Dates are shown in UTC on the server and until the page has hydrated, so this is every date of a
 * server render and of hydration: no ICU locale data to load in a phone's start-up (tens of
 * milliseconds for the first Intl formatter), no formatter built per date on the server. Years before
 * 1 AD carry an era in Intl's reading and are left to it.
 */
function utcText(epochMs: number, withTime: boolean): string | undefined {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (year < 1) return undefined;
  const day = `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${year}`;
  if (!withTime) return day;
  const hour = date.getUTCHours();
  return `${day}, ${hour % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Intl's formatters by zone and form (null: a zone Intl refuses), kept because building one costs far more than using it. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>();
/** Zones come from browsers; a bound keeps a stream of made-up ones from growing the map. */
const MAX_ZONE_FORMATTERS = 1_000;

function zoneFormatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat | null {
  const key = `${timeZone}|${withTime}`;
  let formatter = zoneFormatters.get(key);
  if (formatter !== undefined) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}), timeZone });
  } catch {
    formatter = null;
  }
  if (zoneFormatters.size >= MAX_ZONE_FORMATTERS) zoneFormatters.clear();
  zoneFormatters.set(key, formatter);
  return formatter;
}

/**
 * A date in en-US short-month form, 'Jan 5, 2025', or with `withTime`
 * 'Jan 5, 2025, 3:07 PM' (12-hour clock, spec section 9). Accepts a Date,
 * epoch milliseconds, or an ISO 8601 string; a string without an offset
 * ('2025-01-05' or '2025-01-05T15:07') is a wall-clock reading and is shown
 * as written whatever the time zone, while instants are shown in `timeZone`
 * (default UTC; the clock is never read). An invalid date, a non-ISO string
 * or an unknown time zone shows 'N/A', like every other formatter here.
 * Spaces are plain ASCII spaces, whichever ICU the runtime has.
 */
export function formatDate(date: Date | number | string, options: FormatDateOptions = {}): string {
  const moment = toMoment(date);
  if (moment === undefined) return NOT_AVAILABLE;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const withTime = options.withTime === true;
  // A bad zone is refused the same way for every input, wall-clock readings included.
  const zoned = timeZone === 'UTC' ? undefined : zoneFormatter(timeZone, withTime);
  if (zoned === null) return NOT_AVAILABLE;
  const inUtc = zoned === undefined || moment.wallClock;
  const text = inUtc ? utcText(moment.epochMs, withTime) : undefined;
  if (text !== undefined) return text;
  const formatter = inUtc ? zoneFormatter('UTC', withTime) : zoned;
  return (formatter?.format(moment.epochMs) ?? NOT_AVAILABLE).replace(/[\u00a0\u202f]/g, ' ');
}
