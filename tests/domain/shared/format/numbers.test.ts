import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviateQuantity,
  formatNumber,
  formatPercent,
  QUANTITY_SUFFIXES,
  SHORT_NUMBER_SUFFIXES,
  shortenNumber,
} from '../../../../domain/shared/format/index.ts';

/** Splits '1,234.5K' into its exact mantissa × 10^decimals and its class (0 = no suffix, 1 = K, …). */
function parseAbbreviation(text: string, suffixes: readonly string[], decimals: number): { scaled: bigint; cls: number } {
  const m = /^(-?)([\d,]+)(?:\.(\d+))?([A-Za-z]*)$/.exec(text);
  if (m === null) throw new Error(`not an abbreviation: ${text}`);
  const [, sign = '', whole = '', fraction = '', suffix = ''] = m;
  const cls = suffix === '' ? 0 : suffixes.indexOf(suffix) + 1;
  if (cls < 0 || (suffix !== '' && cls === 0)) throw new Error(`unknown suffix in ${text}`);
  const magnitude = BigInt(whole.replace(/,/g, '') + fraction.padEnd(decimals, '0'));
  return { scaled: sign === '-' ? -magnitude : magnitude, cls };
}

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.5, '-1,234,567.5'],
    [0.1 + 0.2, '0.3'], // 0.30000000000000004: float noise beyond 6 decimals is not shown
    [1.0000005, '1.000001'], // 7th decimal rounds half away from zero
    [-0.0000001, '0'], // rounds to zero: no '-0'
    [1e21, '1,000,000,000,000,000,000,000'], // no exponent notation
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('%d → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
  });

  it('groups whole numbers exactly as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatNumber(n)).toBe(intl.format(n));
      }),
    );
  });

  it('keeps up to 6 decimals as written: removing the commas gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.integer({ min: 0, max: 6 }), (i, k) => {
        const n = i / 10 ** k;
        const shown = formatNumber(n);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d{1,6})?$/);
        expect(Number(shown.replace(/,/g, ''))).toBe(n);
      }),
    );
  });
});

describe('abbreviateQuantity', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.5, '999.5'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1005, '1.01K'], // 1.005 rounds half away from zero on the decimal, not the float 1.00499…
    [1004, '1K'], // 1.004 → 1.00 → trailing zeros dropped
    [12345, '12.35K'],
    [999_994, '999.99K'],
    [999_995, '1M'], // 999.995K rounds to 1000.00K, which is 1M
    [1_234_567, '1.23M'],
    [2.5e9, '2.5B'],
    [1e12, '1T'],
    [1e15, '1Qd'],
    [1e18, '1Qi'],
    [1e21, '1S'],
    [1.5e24, '1.5Sp'],
    [1e27, '1,000Sp'], // past the last suffix the mantissa grows
    [-1500, '-1.5K'],
    [0.004, '0'],
    [Number.NaN, 'N/A'],
  ])('%d → %s', (n, expected) => {
    expect(abbreviateQuantity(n)).toBe(expected);
  });

  it('has the eight suffixes of the spec, 10^3 to 10^24', () => {
    expect(QUANTITY_SUFFIXES).toEqual(['K', 'M', 'B', 'T', 'Qd', 'Qi', 'S', 'Sp']);
    QUANTITY_SUFFIXES.forEach((suffix, i) => {
      expect(abbreviateQuantity(10 ** (3 * (i + 1)))).toBe(`1${suffix}`);
    });
  });

  it('is within half a shown unit of the number, with at most 2 decimals and no trailing zero', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const shown = abbreviateQuantity(n);
        expect(shown).toMatch(/^-?\d{1,3}(\.\d?[1-9])?([KMBTS]|Qd|Qi|Sp)?$/);
        const { scaled, cls } = parseAbbreviation(shown, QUANTITY_SUFFIXES, 2);
        // |scaled × 1000^cls − n × 100| ≤ 1000^cls / 2, all in exact integers.
        const diff = scaled * 1000n ** BigInt(cls) - BigInt(n) * 100n;
        expect(2n * (diff < 0n ? -diff : diff)).toBeLessThanOrEqual(1000n ** BigInt(cls));
      }),
    );
  });

  it('is monotone: a larger magnitude never shows a smaller class or a smaller value', () => {
    const magnitude = fc.oneof(fc.double({ min: 0, max: 1e30, noNaN: true }), fc.integer({ min: 0, max: 2_000_000 }));
    fc.assert(
      fc.property(magnitude, magnitude, (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const a = parseAbbreviation(abbreviateQuantity(lo), QUANTITY_SUFFIXES, 2);
        const b = parseAbbreviation(abbreviateQuantity(hi), QUANTITY_SUFFIXES, 2);
        expect(a.cls).toBeLessThanOrEqual(b.cls);
        if (a.cls === b.cls) expect(a.scaled <= b.scaled).toBe(true);
      }),
    );
  });

  it('is symmetric in sign', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e30, noNaN: true }), (n) => {
        const positive = abbreviateQuantity(n);
        expect(abbreviateQuantity(-n)).toBe(positive === '0' ? '0' : `-${positive}`);
      }),
    );
  });
});

describe('shortenNumber', () => {
  it.each([
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1K'], // not '1.0K'
    [1200, '1.2K'],
    [1250, '1.3K'], // half away from zero
    [1049, '1K'],
    [999_949, '999.9K'],
    [999_950, '1M'], // 999.95K rounds to 1000.0K, which is 1M
    [1_500_000, '1.5M'],
    [7.25e9, '7.3B'],
    [1e12, '1T'],
    [1e15, '1,000T'], // T is the last suffix
    [-1200, '-1.2K'],
    [Number.NaN, 'N/A'],
  ])('%d → %s', (n, expected) => {
    expect(shortenNumber(n)).toBe(expected);
  });

  it('shows at most one decimal, never a trailing .0, within half a shown unit', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const shown = shortenNumber(n);
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*(\.[1-9])?[KMBT]?$/);
        const { scaled, cls } = parseAbbreviation(shown, SHORT_NUMBER_SUFFIXES, 1);
        const diff = scaled * 1000n ** BigInt(cls) - BigInt(n) * 10n;
        expect(2n * (diff < 0n ? -diff : diff)).toBeLessThanOrEqual(1000n ** BigInt(cls));
      }),
    );
  });

  it('is monotone in magnitude class and value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e20, noNaN: true }), fc.double({ min: 0, max: 1e20, noNaN: true }), (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const a = parseAbbreviation(shortenNumber(lo), SHORT_NUMBER_SUFFIXES, 1);
        const b = parseAbbreviation(shortenNumber(hi), SHORT_NUMBER_SUFFIXES, 1);
        expect(a.cls).toBeLessThanOrEqual(b.cls);
        if (a.cls === b.cls) expect(a.scaled <= b.scaled).toBe(true);
      }),
    );
  });
});

describe('formatPercent', () => {
  // Two exact roundings, each half away from zero: first to hundredths, then that to tenths.
  it.each([
    [12.345, '12.4%'], // 12.345 → 12.35 → 12.4 (one rounding would give 12.3)
    [12.344, '12.3%'], // 12.344 → 12.34 → 12.3
    [12.35, '12.4%'], // 12.35 → 12.35 → 12.4 (float toFixed(1) would print 12.3)
    [12.25, '12.3%'],
    [12, '12.0%'], // always one decimal
    [0, '0.0%'],
    [-0.04, '0.0%'], // rounds to zero: no '-0.0%'
    [-12.345, '-12.4%'],
    [99.95, '100.0%'],
    [1234.56, '1,234.6%'],
    [0.1 + 0.2, '0.3%'],
    [Number.NaN, 'N/A'],
  ])('%d → %s', (p, expected) => {
    expect(formatPercent(p)).toBe(expected);
  });

  it('equals the two roundings done in integers on thousandths', () => {
    // Oracle: i thousandths of a percent; half away from zero of i / 10, then of that / 10.
    const halfAway = (n: number, d: number): number => Math.sign(n) * Math.floor((2 * Math.abs(n) + d) / (2 * d));
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (i) => {
        const tenths = halfAway(halfAway(i, 10), 10);
        const sign = tenths < 0 ? '-' : '';
        const abs = Math.abs(tenths);
        const expected = `${sign}${new Intl.NumberFormat('en-US').format(Math.floor(abs / 10))}.${abs % 10}%`;
        expect(formatPercent(i / 1000)).toBe(expected);
      }),
    );
  });
});
