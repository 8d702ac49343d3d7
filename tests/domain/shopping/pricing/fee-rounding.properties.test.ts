import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorPerMajor, mustMoney, USD, type CurrencyCode } from '../../../../domain/shared/money/index.ts';
import { compare, rational, sub, type Rational } from '../../../../domain/shared/money/rational.ts';
import {
  charmEndingMinor,
  feeRoundingPoints,
  feeRoundingWindowMinor,
  FEE_ROUNDING_THRESHOLDS_USD,
  quoteCart,
  roundFeeToCharmTotal,
  serviceFee,
  type QuoteLine,
} from '../../../../domain/shopping/pricing/index.ts';
import { displayArb, EUR, JPY, lineArb } from './arbitraries.ts';

const KWD = 'KWD' as CurrencyCode;

/** A display currency with its rate, three-digit KWD included. */
const anyDisplayArb = fc.oneof(displayArb, fc.integer({ min: 2000, max: 4000 }).map((r) => ({ currency: KWD, rate: r / 10000 })));

/** An exact raw fee: a fraction of minor units, as the percent and the scaled net fee make it. */
const rawFeeArb: fc.Arbitrary<Rational> = fc
  .tuple(fc.bigInt({ min: 0n, max: 10_000_000n }), fc.constantFrom(1n, 3n, 7n, 40n, 1000n, 1_000_000n))
  .map(([num, den]) => rational(num, den));

/** Subtotals clustered around the price points, where the windows start and end, and anywhere else. */
const subtotalArb = (rate: number, currency: CurrencyCode): fc.Arbitrary<bigint> => {
  const perMajor = minorPerMajor(currency);
  const near = feeRoundingPoints(rate, currency).map((p) => fc.bigInt({ min: p - 6n * perMajor, max: p + perMajor }).map((s) => (s < 0n ? 0n : s)));
  return fc.oneof(fc.bigInt({ min: 0n, max: 500n * perMajor }), ...near);
};

const caseArb = anyDisplayArb.chain(({ currency, rate }) =>
  fc.record({ currency: fc.constant(currency), rate: fc.constant(rate), subtotal: subtotalArb(rate, currency), raw: rawFeeArb }),
);

const ge = (a: Rational, b: Rational): boolean => compare(a, b) >= 0;

describe('fee rounding: the total ends in .89, or sits on a price point just below a threshold', () => {
  it('never charges less than the raw fee', () => {
    fc.assert(
      fc.property(caseArb, ({ currency, rate, subtotal, raw }) => {
        const { feeMinor } = roundFeeToCharmTotal(subtotal, raw, rate, currency);
        expect(ge(rational(feeMinor), raw)).toBe(true);
      }),
    );
  });

  it('makes a total ending in the charm ending (.89; .890 in KWD; whole yen in JPY)', () => {
    fc.assert(
      fc.property(caseArb, ({ currency, rate, subtotal, raw }) => {
        const { feeMinor } = roundFeeToCharmTotal(subtotal, raw, rate, currency);
        const perMajor = minorPerMajor(currency);
        const total = subtotal + feeMinor;
        expect((total + charmEndingMinor(currency)) % perMajor).toBe(0n);
        if (currency === USD || currency === EUR) expect(total % 100n).toBe(89n);
      }),
    );
  });

  it('adds less than one unit, except a raise to a price point, which adds at most 3 units × rate', () => {
    fc.assert(
      fc.property(caseArb, ({ currency, rate, subtotal, raw }) => {
        const { feeMinor, raisedToPointMinor } = roundFeeToCharmTotal(subtotal, raw, rate, currency);
        const added = sub(rational(feeMinor), raw);
        if (raisedToPointMinor === null) {
          expect(compare(added, rational(minorPerMajor(currency)))).toBe(-1);
        } else {
          expect(subtotal + feeMinor).toBe(raisedToPointMinor);
          expect(feeRoundingPoints(rate, currency)).toContain(raisedToPointMinor);
          // 3 units × rate, computed here rather than read back from the domain.
          const threeUnits = rational(BigInt(Math.round(3 * rate * 10000)) * minorPerMajor(currency), 10000n);
          expect(compare(added, threeUnits)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('raises every total within the window below a point to exactly that point', () => {
    fc.assert(
      fc.property(
        anyDisplayArb.chain(({ currency, rate }) =>
          fc.record({
            currency: fc.constant(currency),
            rate: fc.constant(rate),
            which: fc.integer({ min: 0, max: FEE_ROUNDING_THRESHOLDS_USD.length - 1 }),
            below: fc.bigInt({ min: 0n, max: 1_000_000n }),
          }),
        ),
        ({ currency, rate, which, below }) => {
          const point = feeRoundingPoints(rate, currency)[which] ?? 0n;
          const window = feeRoundingWindowMinor(rate, currency);
          // A total `below`/1,000,000 of the window under the point, split into a whole subtotal and a raw fee.
          const total = sub(rational(point), rational(window.num * below, window.den * 1_000_000n));
          const subtotal = total.num / total.den;
          const { feeMinor, raisedToPointMinor } = roundFeeToCharmTotal(subtotal, sub(total, rational(subtotal)), rate, currency);
          expect(raisedToPointMinor).toBe(point);
          expect(subtotal + feeMinor).toBe(point);
        },
      ),
    );
  });

  it('never lowers the total as the amount to pay grows (the fee alone may fall just past a window)', () => {
    fc.assert(
      fc.property(caseArb, fc.bigInt({ min: 0n, max: 100_000n }), ({ currency, rate, subtotal, raw }, more) => {
        const a = roundFeeToCharmTotal(subtotal, raw, rate, currency);
        const b = roundFeeToCharmTotal(subtotal + more, raw, rate, currency);
        expect(subtotal + more + b.feeMinor).toBeGreaterThanOrEqual(subtotal + a.feeMinor);
      }),
    );
  });

  it('places each point strictly below threshold × rate, less than one unit under it, ending in the charm ending', () => {
    fc.assert(
      fc.property(anyDisplayArb, ({ currency, rate }) => {
        const perMajor = minorPerMajor(currency);
        feeRoundingPoints(rate, currency).forEach((point, i) => {
          const scaled = rational(BigInt(Math.round((FEE_ROUNDING_THRESHOLDS_USD[i] ?? 0) * rate * 10000)) * perMajor, 10000n);
          expect(compare(rational(point), scaled)).toBe(-1);
          expect(compare(rational(point + perMajor), scaled)).toBeGreaterThanOrEqual(0);
          expect((point + charmEndingMinor(currency)) % perMajor).toBe(0n);
        });
      }),
    );
  });

  it('a cart total never falls as a line gets dearer (fee parameters and rate fixed)', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 0, max: 50_000 }), displayArb, (line, extra, { currency, rate }) => {
        const dearer: QuoteLine = { ...line, unitPrice: mustMoney(line.unitPrice.minor + extra, USD) };
        const at = (l: QuoteLine) => quoteCart({ lines: [l], currency, rate, igPlusActive: false })._unsafeUnwrap();
        const [a, b] = [at(line), at(dearer)];
        expect(b.subtotal.minor).toBeGreaterThanOrEqual(a.subtotal.minor);
        expect(b.total.minor).toBeGreaterThanOrEqual(a.total.minor);
      }),
    );
  });
});

describe('fee rounding, worked examples', () => {
  const plain = { value: 'items' };
  /** The service fee of a one-line cart of `cents` USD shown in `currency`. */
  const fee = (cents: number, currency: CurrencyCode = USD, rate = 1) => {
    const lines: QuoteLine[] = [{ unitPrice: mustMoney(cents, USD), quantity: 1, productType: plain }];
    return serviceFee(lines, quoteCart({ lines, currency, rate, igPlusActive: false })._unsafeUnwrap().subtotal, rate);
  };

  it('the issue: a €45.44 cart (at 0.86) pays €5.45, not €14.45: 45.44 + 4.3168 + 0.86 = 50.6168 → 50.89', () => {
    const q = quoteCart({ lines: [{ unitPrice: mustMoney(5284, USD), quantity: 1, productType: plain }], currency: EUR, rate: 0.86, igPlusActive: false })._unsafeUnwrap();
    expect(q.subtotal.minor).toBe(4544);
    expect(q.serviceFee.minor).toBe(545);
    expect(q.total.minor).toBe(5089);
  });

  it('USD points are 44.89, 79.89, 119.89, 179.89, 209.89; EUR at 0.86 €37.89, €67.89, €102.89, €153.89, €179.89; JPY at 150 ¥6,749 …', () => {
    expect(feeRoundingPoints(1, USD)).toEqual([4489n, 7989n, 11989n, 17989n, 20989n]);
    expect(feeRoundingPoints(0.86, EUR)).toEqual([3789n, 6789n, 10289n, 15389n, 17989n]);
    expect(feeRoundingPoints(150, JPY)).toEqual([6749n, 11999n, 17999n, 26999n, 31499n]);
  });

  it('$40: 40 + 3.80 + 1 = 44.80 lies within 3 below 44.89 → fee 4.89; $37: 41.515 → 41.89 (window starts at 41.89)', () => {
    expect(fee(4000).fee.minor).toBe(489);
    expect(fee(4000).raisedToPointMinor).toBe(4489n);
    expect(fee(3700).fee.minor).toBe(489);
    expect(fee(3700).raisedToPointMinor).toBeNull();
  });

  it('each later threshold matters: $70 → 77.65 → 79.89; $107 → 118.165 → 119.89; $162 → 178.39 → 179.89; $189 → 207.955 → 209.89', () => {
    expect([7000, 10700, 16200, 18900].map((c) => c + fee(c).fee.minor)).toEqual([7989, 11989, 17989, 20989]);
  });

  it('just past a point the total only rounds to .89: $50 → 55.75 → 55.89 (fee 5.89, was 9.89 under the old reading)', () => {
    expect(fee(5000).fee.minor).toBe(589);
  });

  it('JPY at 150: whole yen (¥7,377 for $44; ¥6,884.25 → ¥6,885 for $41), and ¥6,391.5 for $38 is raised to the point ¥6,749', () => {
    expect(fee(4400, JPY, 150).fee.minor).toBe(777);
    expect(fee(4100, JPY, 150).fee.minor).toBe(735);
    // $38 = ¥5,700: 5700 + 541.5 + 150 = 6391.5 lies within ¥450 below ¥6,749 → raised to it.
    expect(fee(3800, JPY, 150).fee.minor).toBe(1049);
  });
});
