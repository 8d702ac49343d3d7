import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorPerMajor } from '../../../../domain/shared/money/index.ts';
import {
  feeParameters,
  feeRoundingPoints,
  quoteCart,
  volumeDiscountPercent,
  type CartQuote,
  type QuoteInput,
} from '../../../../domain/shopping/pricing/index.ts';
import { quoteInputArb } from './arbitraries.ts';

function quote(input: QuoteInput): CartQuote {
  return quoteCart(input)._unsafeUnwrap();
}

/** Exact computed fee (subtotal × percent + net fee × rate), in minor units, as a fraction over 10^9. */
function computedFeeScaled(input: QuoteInput, q: CartQuote): bigint {
  const { percent, netFeeUsd } = feeParameters(input.lines);
  const perMajor = minorPerMajor(input.currency);
  const SCALE = 1_000_000_000n;
  const pct = BigInt(Math.round(percent * 1_000_000)); // percents in tests have ≤ 1 decimal
  const rate = BigInt(Math.round(input.rate * 1_000_000)); // rates in tests have ≤ 4 decimals
  const percentPart = (BigInt(q.subtotal.minor) * pct * SCALE) / (100n * 1_000_000n);
  const netPart = (BigInt(netFeeUsd.minor) * rate * perMajor * SCALE) / (100n * 1_000_000n);
  return percentPart + netPart;
}

describe('quoteCart properties', () => {
  it('gives whole minor units everywhere, in the display currency', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        const all = [q.subtotal, q.serviceFee, q.membershipDiscount, q.couponDiscount, q.total, ...q.lines.flatMap((l) => [l.unitPrice, l.lineTotal])];
        for (const m of all) {
          expect(Number.isSafeInteger(m.minor)).toBe(true);
          expect(m.currency).toBe(input.currency);
        }
      }),
    );
  });

  it('total = subtotal + fee − membership − coupon, to the minor unit, and never negative', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        expect(q.total.minor).toBe(q.subtotal.minor + q.serviceFee.minor - q.membershipDiscount.minor - q.couponDiscount.minor);
        expect(q.total.minor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('line totals are unit price × quantity and add up to the subtotal', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        q.lines.forEach((l, i) => {
          expect(l.quantity).toBe(input.lines[i]?.quantity);
          expect(l.lineTotal.minor).toBe(l.unitPrice.minor * l.quantity);
        });
        expect(q.subtotal.minor).toBe(q.lines.reduce((s, l) => s + l.lineTotal.minor, 0));
      }),
    );
  });

  it('the fee never falls below the computed fee nor exceeds it by a unit, or by 3 units × rate when raised to a price point (minimum fee aside)', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        const SCALE = 1_000_000_000n;
        const computed = computedFeeScaled(input, q);
        const fee = BigInt(q.serviceFee.minor) * SCALE;
        const perMajor = minorPerMajor(input.currency);
        const total = BigInt(q.subtotal.minor + q.serviceFee.minor);
        const onPoint = feeRoundingPoints(input.rate, input.currency).includes(total);
        const step = (onPoint ? BigInt(Math.round(3 * input.rate * 10000)) * perMajor * SCALE / 10000n : perMajor * SCALE);
        if (computed === 0n && fee > 0n && fee - computed >= perMajor * SCALE) return; // the 0.5 USD minimum fee
        // computedFeeScaled truncates, so allow one scaled unit of slack below.
        expect(fee >= computed - 1n).toBe(true);
        expect(fee - computed <= step + 1n).toBe(true);
      }),
    );
  });

  it('subtotal + fee ends in .89 in two-digit currencies (a price point ends in .89 too)', () => {
    fc.assert(
      fc.property(
        quoteInputArb.filter((i) => i.currency !== 'JPY'),
        (input) => {
          const q = quote(input);
          const sum = q.subtotal.minor + q.serviceFee.minor;
          const minimumFeeCharged = q.serviceFee.minor === Math.round(50 * input.rate);
          if (!minimumFeeCharged) expect(sum % 100).toBe(89);
        },
      ),
    );
  });

  it('the fee is positive for every non-empty cart', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        expect(quote(input).serviceFee.minor).toBeGreaterThan(0);
      }),
    );
  });

  it('the membership discount is zero without ig-plus and otherwise the smallest of its three bounds (and ≤ fee)', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        if (!input.igPlusActive) {
          expect(q.membershipDiscount.minor).toBe(0);
          return;
        }
        const { netFeeUsd } = feeParameters(input.lines);
        const perMajor = Number(minorPerMajor(input.currency));
        const net = (netFeeUsd.minor / 100) * input.rate * perMajor;
        const bounds = [0.3 * q.serviceFee.minor + net, 20 * input.rate * perMajor, 0.2 * q.subtotal.minor, q.serviceFee.minor];
        const smallest = Math.min(...bounds);
        // The domain rounds the exact smallest bound once; floats here may differ by rounding noise only.
        expect(Math.abs(q.membershipDiscount.minor - smallest)).toBeLessThanOrEqual(0.5 + 1e-6);
        for (const b of bounds) expect(q.membershipDiscount.minor).toBeLessThanOrEqual(Math.round(b + 1e-9));
      }),
    );
  });

  it('the platform never earns less than nothing: fee − membership − coupon ≥ 0 and total ≥ subtotal', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        expect(q.couponDiscount.minor).toBeGreaterThanOrEqual(0);
        expect(q.serviceFee.minor - q.membershipDiscount.minor - q.couponDiscount.minor).toBeGreaterThanOrEqual(0);
        expect(q.total.minor).toBeGreaterThanOrEqual(q.subtotal.minor);
        if (input.coupon === undefined) expect([q.couponDiscount.minor, q.couponCapped]).toEqual([0, false]);
      }),
    );
  });

  it('says when the cap cut the coupon, and by how much', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        const left = q.serviceFee.minor - q.membershipDiscount.minor;
        expect(q.couponCapped).toBe(q.couponBeforeCap.minor > left);
        expect(q.couponDiscount.minor).toBe(q.couponCapped ? left : q.couponBeforeCap.minor);
        expect(q.couponBeforeCap.currency).toBe(input.currency);
      }),
    );
  });

  it('a percent coupon is that share of subtotal + fee when below the fee left after ig-plus', () => {
    fc.assert(
      fc.property(quoteInputArb, fc.integer({ min: 0, max: 100 }), (base, pct) => {
        const q = quote({ ...base, coupon: { discountType: 'PERCENT', amount: pct } });
        const exact = ((q.subtotal.minor + q.serviceFee.minor) * pct) / 100;
        expect(q.couponBeforeCap.minor).toBe(Math.round(exact));
        expect(q.couponDiscount.minor).toBe(Math.min(q.serviceFee.minor - q.membershipDiscount.minor, Math.round(exact)));
      }),
    );
  });

  it('uses the product type fee only for a single-product cart', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        const only = input.lines.length === 1 ? input.lines[0] : undefined;
        expect(q.serviceFeePercent).toBe(only?.productType.serviceFee ?? 9.5);
      }),
    );
  });

  it('reports the volume discount of each line and never raises a unit price for it', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        const q = quote(input);
        q.lines.forEach((l, i) => {
          const line = input.lines[i];
          if (line === undefined) throw new Error('line missing');
          expect(l.volumeDiscountPercent).toBe(volumeDiscountPercent(line.volumeDiscount, line.quantity));
          const undiscounted = quote({ ...input, lines: [{ ...line, quantity: 1, volumeDiscount: { start: 1e9, end: 1e9, min: 0, max: 0 } }] });
          expect(l.unitPrice.minor).toBeLessThanOrEqual(undiscounted.lines[0]?.unitPrice.minor ?? Infinity);
        });
      }),
    );
  });

  it('gives the same quote for the same input (pure)', () => {
    fc.assert(
      fc.property(quoteInputArb, (input) => {
        expect(quote(input)).toEqual(quote(input));
      }),
    );
  });
});
