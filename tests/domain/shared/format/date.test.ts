import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDate, NOT_AVAILABLE } from '../../../../domain/shared/format/index.ts';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Years 1000–9999, so the year always prints with four digits.
const epochMs = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) });
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

describe('formatDate: table', () => {
  const jan5 = Date.UTC(2025, 0, 5, 15, 7);
  it.each([
    [jan5, {}, 'Jan 5, 2025'],
    [jan5, { withTime: true }, 'Jan 5, 2025, 3:07 PM'],
    [Date.UTC(2025, 11, 31, 0, 0), { withTime: true }, 'Dec 31, 2025, 12:00 AM'],
    [Date.UTC(2025, 6, 4, 12, 30), { withTime: true }, 'Jul 4, 2025, 12:30 PM'],
    // 15:07 UTC is 10:07 in New York (UTC−5 in January) and 20:37 in Kolkata (UTC+5:30).
    [jan5, { withTime: true, timeZone: 'America/New_York' }, 'Jan 5, 2025, 10:07 AM'],
    [jan5, { withTime: true, timeZone: 'Asia/Kolkata' }, 'Jan 5, 2025, 8:37 PM'],
    // 02:00 UTC on Jan 5 is still Jan 4 in Los Angeles (UTC−8).
    [Date.UTC(2025, 0, 5, 2, 0), { timeZone: 'America/Los_Angeles' }, 'Jan 4, 2025'],
    [new Date(jan5), {}, 'Jan 5, 2025'],
    ['2025-01-05T15:07:00.000Z', { withTime: true }, 'Jan 5, 2025, 3:07 PM'],
    ['2025-01-05T15:07+05:30', { withTime: true }, 'Jan 5, 2025, 9:37 AM'], // 15:07 − 5:30 = 09:37 UTC
    ['2024-02-29', {}, 'Feb 29, 2024'], // leap day
  ] as const)('%s %o → %s', (input, options, expected) => {
    expect(formatDate(input, options)).toBe(expected);
  });

  it('defaults to UTC, never the machine zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    fc.assert(
      fc.property(epochMs, (ms) => {
        expect(formatDate(ms, { withTime: true })).toBe(formatDate(ms, { withTime: true, timeZone: 'UTC' }));
      }),
    );
  });

  it.each([
    ['not a date'],
    ['Jan 5 2025'], // engine-dependent shapes are refused, not guessed
    ['2025-02-30'], // no rolling over into March
    ['2025-02-29'], // 2025 is not a leap year
    ['2025-13-01'],
    ['2025-01-05T24:00Z'],
    ['2025-01-05T15:60Z'],
    [''],
  ])('shows N/A for the string %j', (s) => {
    expect(formatDate(s)).toBe(NOT_AVAILABLE);
  });

  it('shows N/A for invalid dates, out-of-range numbers and unknown time zones', () => {
    expect(formatDate(Number.NaN)).toBe('N/A');
    expect(formatDate(Number.POSITIVE_INFINITY)).toBe('N/A');
    expect(formatDate(8.64e15 + 1)).toBe('N/A');
    expect(formatDate(new Date(Number.NaN))).toBe('N/A');
    expect(formatDate(0, { timeZone: 'Mars/Olympus_Mons' })).toBe('N/A');
    expect(formatDate('2025-01-05', { timeZone: 'Mars/Olympus_Mons' })).toBe('N/A');
  });
});

describe('formatDate: properties', () => {
  it("prints what Intl's en-US format prints, in UTC (written by hand) and in other zones, at any instant a Date holds", () => {
    const intl = (ms: number, timeZone: string, withTime: boolean): string =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}), timeZone })
        .format(ms)
        .replace(/[\u00a0\u202f]/g, ' ');
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.constantFrom(...ZONES), fc.boolean(), (ms, zone, withTime) => {
        expect(formatDate(ms, { withTime })).toBe(intl(ms, 'UTC', withTime));
        expect(formatDate(ms, { withTime, timeZone: zone })).toBe(intl(ms, zone, withTime));
      }),
      { numRuns: 2_000 },
    );
  });

  it('shows the UTC calendar day and 12-hour time of an instant, whatever its form', () => {
    fc.assert(
      fc.property(epochMs, (ms) => {
        const d = new Date(ms);
        const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
        const h = d.getUTCHours();
        const time = `${h % 12 === 0 ? 12 : h % 12}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
        expect(formatDate(ms)).toBe(day);
        expect(formatDate(d, { withTime: true })).toBe(`${day}, ${time}`);
        expect(formatDate(d.toISOString(), { withTime: true })).toBe(`${day}, ${time}`);
      }),
    );
  });

  it('shows a string without an offset as written, in every time zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...ZONES),
        (y, mo, d, h, mi, timeZone) => {
          const wall = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
          expect(formatDate(wall, { withTime: true, timeZone })).toBe(formatDate(`${wall}Z`, { withTime: true }));
          expect(formatDate(`${y}-${pad(mo)}-${pad(d)}`, { timeZone })).toBe(`${MONTHS[mo - 1]} ${d}, ${y}`);
        },
      ),
    );
  });

  it('refuses exactly the days a month does not have', () => {
    // Gregorian leap years: divisible by 4, except centuries not divisible by 400.
    const daysIn = (y: number, m: number): number =>
      m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 28, max: 31 }), (y, m, d) => {
        const shown = formatDate(`${y}-${pad(m)}-${pad(d)}`);
        expect(shown === 'N/A').toBe(d > daysIn(y, m));
      }),
    );
  });

  it('adds the time after the date, never changing the date part in the same zone', () => {
    fc.assert(
      fc.property(epochMs, fc.constantFrom(...ZONES), (ms, timeZone) => {
        const withTime = formatDate(ms, { withTime: true, timeZone });
        expect(withTime.startsWith(`${formatDate(ms, { timeZone })}, `)).toBe(true);
        expect(withTime).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{3,4}, \d{1,2}:\d{2} (AM|PM)$/);
      }),
    );
  });
});
