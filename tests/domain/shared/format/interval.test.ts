import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInterval } from '../../../../domain/shared/format/index.ts';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

describe('formatInterval', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59, '59s'],
    [59.999, '59s'], // floored, never a rounded-up '60s'
    [60, '1m'],
    [119, '1m'],
    [3599, '59m'],
    [3600, '1h'],
    [86_399, '23h'],
    [86_400, '1d'],
    [172_799, '1d'],
    [172_800, '2d'],
    [31_536_000, '365d'], // days keep counting; no months or years
  ])('%d seconds → %s', (seconds, expected) => {
    expect(formatInterval(seconds)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [-1]])('%s → N/A', (empty) => {
    expect(formatInterval(empty)).toBe('N/A');
  });

  it('uses the largest unit that fits and floors the count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 200_000 })), (seconds) => {
        const m = /^(\d+)([smhd])$/.exec(formatInterval(seconds));
        expect(m).not.toBeNull();
        const count = Number(m?.[1]);
        const unit = (m?.[2] ?? 's') as keyof typeof UNIT_SECONDS;
        const expectedUnit = seconds < 60 ? 's' : seconds < 3600 ? 'm' : seconds < 86_400 ? 'h' : 'd';
        expect(unit).toBe(expectedUnit);
        expect(count * UNIT_SECONDS[unit]).toBeLessThanOrEqual(seconds);
        expect((count + 1) * UNIT_SECONDS[unit]).toBeGreaterThan(seconds);
      }),
    );
  });
});
