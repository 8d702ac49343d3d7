import fc from 'fast-check';
import { mustMoney, USD, type CurrencyCode } from '../../../../domain/shared/money/index.ts';
import type { Coupon, QuoteInput, QuoteLine, VolumeDiscountTier } from '../../../../domain/shopping/pricing/index.ts';

export const EUR = 'EUR' as CurrencyCode;
export const JPY = 'JPY' as CurrencyCode;

export const tierArb: fc.Arbitrary<VolumeDiscountTier> = fc
  .record({
    start: fc.integer({ min: 1, max: 50 }),
    span: fc.integer({ min: 0, max: 100 }),
    min: fc.integer({ min: 0, max: 300 }).map((x) => x / 10),
    extra: fc.integer({ min: 0, max: 300 }).map((x) => x / 10),
  })
  .map(({ start, span, min, extra }) => ({ start, end: start + span, min, max: Math.min(100, min + extra) }));

export const lineArb: fc.Arbitrary<QuoteLine> = fc.record(
  {
    unitPrice: fc.integer({ min: 0, max: 500_000 }).map((c) => mustMoney(c, USD)),
    quantity: fc.integer({ min: 1, max: 500 }),
    volumeDiscount: tierArb,
    productType: fc.record(
      {
        value: fc.constantFrom('currency', 'items', 'accounts', 'boosting', 'top-up'),
        serviceFee: fc.integer({ min: 0, max: 300 }).map((x) => x / 10),
        netFee: fc.integer({ min: 0, max: 500 }).map((c) => mustMoney(c, USD)),
      },
      { requiredKeys: ['value'] },
    ),
  },
  { requiredKeys: ['unitPrice', 'quantity', 'productType'] },
);

/** A currency with its rate; JPY and EUR exercise zero-digit and fractional rates. */
export const displayArb: fc.Arbitrary<{ currency: CurrencyCode; rate: number }> = fc.oneof(
  fc.constant({ currency: USD, rate: 1 }),
  fc.integer({ min: 5000, max: 15000 }).map((r) => ({ currency: EUR, rate: r / 10000 })),
  fc.integer({ min: 10000, max: 20000 }).map((r) => ({ currency: JPY, rate: r / 100 })),
);

export const couponArb: fc.Arbitrary<Coupon | undefined> = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 100 }).map((amount): Coupon => ({ discountType: 'PERCENT', amount })),
    fc.integer({ min: 0, max: 10_000 }).map((c): Coupon => ({ discountType: 'FLAT', amount: mustMoney(c, USD) })),
  ),
  { nil: undefined },
);

export const quoteInputArb: fc.Arbitrary<QuoteInput> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
    display: displayArb,
    igPlusActive: fc.boolean(),
    coupon: couponArb,
  })
  .map(({ lines, display, igPlusActive, coupon }) => ({
    lines,
    currency: display.currency,
    rate: display.rate,
    igPlusActive,
    ...(coupon === undefined ? {} : { coupon }),
  }));
