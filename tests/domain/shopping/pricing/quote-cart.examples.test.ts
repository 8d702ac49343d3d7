import { describe, expect, it } from 'vitest';
import { mustMoney, USD } from '../../../../domain/shared/money/index.ts';
import { quoteCart, type QuoteInput, type QuoteLine } from '../../../../domain/shopping/pricing/index.ts';
import { EUR, JPY } from './arbitraries.ts';

const plain = { value: 'items' };
const line = (cents: number, quantity = 1, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  unitPrice: mustMoney(cents, USD),
  quantity,
  productType: plain,
  ...extra,
});
const usd = (lines: QuoteLine[], extra: Partial<QuoteInput> = {}): QuoteInput => ({ lines, currency: USD, rate: 1, igPlusActive: false, ...extra });

function minors(input: QuoteInput) {
  const q = quoteCart(input)._unsafeUnwrap();
  return {
    subtotal: q.subtotal.minor,
    fee: q.serviceFee.minor,
    membership: q.membershipDiscount.minor,
    coupon: q.couponDiscount.minor,
    total: q.total.minor,
  };
}

describe('quoteCart, hand-computed', () => {
  it('$10.00: fee 0.95 + 1.00 = 1.95 → total 11.95 rounds up to 12.89 → fee 2.89', () => {
    expect(minors(usd([line(1000)]))).toEqual({ subtotal: 1000, fee: 289, membership: 0, coupon: 0, total: 1289 });
  });

  it('$50.00 is past the 44.89 point: 4.75 + 1 = 5.75 → 55.75 → 55.89 → fee 5.89', () => {
    expect(minors(usd([line(5000)]))).toEqual({ subtotal: 5000, fee: 589, membership: 0, coupon: 0, total: 5589 });
  });

  it('$40.00 lies within 3 below the 44.89 point: 3.80 + 1 = 4.80 → 44.80 → raised to 44.89 → fee 4.89', () => {
    expect(minors(usd([line(4000)]))).toEqual({ subtotal: 4000, fee: 489, membership: 0, coupon: 0, total: 4489 });
  });

  it('$44.99 stays below the threshold: 4.27405 + 1 = 5.27405 → 50.26405 → 50.89 → fee 5.90', () => {
    expect(minors(usd([line(4499)])).fee).toBe(590);
  });

  it('ig-plus on $10.00: min(0.3 × 2.89 + 1 = 1.867, 20, 0.2 × 10 = 2) = 1.867 → 1.87', () => {
    expect(minors(usd([line(1000)], { igPlusActive: true }))).toEqual({ subtotal: 1000, fee: 289, membership: 187, coupon: 0, total: 1102 });
  });

  it('ig-plus on $200: fee 19 + 1 = 20 → 220 → 220.89 → 20.89; min(0.3 × 20.89 + 1 = 7.267, 20, 40) → 7.27', () => {
    expect(minors(usd([line(20000)], { igPlusActive: true }))).toEqual({ subtotal: 20000, fee: 2089, membership: 727, coupon: 0, total: 21362 });
  });

  it('ig-plus capped at 20 USD: $1,000 → fee 95+1 = 96 → 1096 → 1096.89 → 96.89; 0.3 × 96.89 + 1 = 30.067 > 20', () => {
    expect(minors(usd([line(100000)], { igPlusActive: true })).membership).toBe(2000);
  });

  it('percent coupon 10 % on $10.00: 10 % × 12.89 = 1.289 → 1.29', () => {
    expect(minors(usd([line(1000)], { coupon: { discountType: 'PERCENT', amount: 10 } }))).toEqual({
      subtotal: 1000, fee: 289, membership: 0, coupon: 129, total: 1160,
    });
  });

  it('flat coupon $5 on $10.00 is capped at the fee 2.89', () => {
    expect(minors(usd([line(1000)], { coupon: { discountType: 'FLAT', amount: mustMoney(500, USD) } })).coupon).toBe(289);
  });

  it('ig-plus and a coupon together take at most the fee: $10.00, 10 % → 1.29 but only 2.89 − 1.87 = 1.02 is left', () => {
    const q = quoteCart(usd([line(1000)], { igPlusActive: true, coupon: { discountType: 'PERCENT', amount: 10 } }))._unsafeUnwrap();
    expect([q.serviceFee.minor, q.membershipDiscount.minor, q.couponDiscount.minor, q.total.minor]).toEqual([289, 187, 102, 1000]);
    expect([q.couponCapped, q.couponBeforeCap.minor]).toEqual([true, 129]);
  });

  it('the issue: plus@ in JPY with WELCOME10 no longer pays less than the items cost', () => {
    // $10 at 150 = ¥1,500; fee 142.5 + 150 = 292.5 → ¥293; ig-plus min(87.9 + 150, 3000, 300, 293) = ¥238;
    // WELCOME10: 10 % × 1,793 = 179.3 → ¥179, but only 293 − 238 = ¥55 is left: total ¥1,500.
    const q = quoteCart({ lines: [line(1000)], currency: JPY, rate: 150, igPlusActive: true, coupon: { discountType: 'PERCENT', amount: 10 } })._unsafeUnwrap();
    expect([q.subtotal.minor, q.serviceFee.minor, q.membershipDiscount.minor, q.couponDiscount.minor, q.total.minor]).toEqual([1500, 293, 238, 55, 1500]);
    expect([q.couponCapped, q.couponBeforeCap.minor]).toEqual([true, 179]);
  });

  it('a coupon under the cap is not reported capped', () => {
    const q = quoteCart(usd([line(1000)], { coupon: { discountType: 'PERCENT', amount: 10 } }))._unsafeUnwrap();
    expect([q.couponDiscount.minor, q.couponCapped, q.couponBeforeCap.minor]).toEqual([129, false, 129]);
  });

  it('EUR at 0.92, $10 × 2 and $5: 9.20 × 2 + 4.60 = 23.00; 2.185 + 0.92 = 3.105 → 26.105 → 26.89 → fee 3.89', () => {
    expect(minors({ lines: [line(1000, 2), line(500)], currency: EUR, rate: 0.92, igPlusActive: false })).toEqual({
      subtotal: 2300, fee: 389, membership: 0, coupon: 0, total: 2689,
    });
  });

  it('JPY at 150, $10: 1500 yen; 142.5 + 150 = 292.5 → 1792.5 → whole yen 1793 → fee 293', () => {
    expect(minors({ lines: [line(1000)], currency: JPY, rate: 150, igPlusActive: false })).toEqual({
      subtotal: 1500, fee: 293, membership: 0, coupon: 0, total: 1793,
    });
  });

  it('JPY at 150, $50 = 7500 yen, past the ¥6,749 point: 712.5 + 150 = 862.5 → 8362.5 → whole yen 8363 → fee 863', () => {
    expect(minors({ lines: [line(5000)], currency: JPY, rate: 150, igPlusActive: false }).fee).toBe(863);
  });

  it('volume tier 5→15 units, 2→10 %: 10 units → 6 %; $10 → $9.40 each, line $94.00', () => {
    const q = quoteCart(usd([line(1000, 10, { volumeDiscount: { start: 5, end: 15, min: 2, max: 10 } })]))._unsafeUnwrap();
    expect(q.lines[0]?.volumeDiscountPercent).toBe(6);
    expect(q.lines[0]?.unitPrice.minor).toBe(940);
    expect(q.lines[0]?.lineTotal.minor).toBe(9400);
  });

  it('volume tier capped at max beyond end, none below start', () => {
    const tier = { start: 5, end: 15, min: 2, max: 10 };
    expect(quoteCart(usd([line(1000, 40, { volumeDiscount: tier })]))._unsafeUnwrap().lines[0]?.volumeDiscountPercent).toBe(10);
    expect(quoteCart(usd([line(1000, 4, { volumeDiscount: tier })]))._unsafeUnwrap().lines[0]?.volumeDiscountPercent).toBe(0);
  });

  it("single product type's own fee: 5 % and $0.50 on $20: 1 + 0.5 = 1.5 → 21.5 → 21.89 → fee 1.89", () => {
    const own = { value: 'top-up', serviceFee: 5, netFee: mustMoney(50, USD) };
    expect(minors(usd([line(2000, 1, { productType: own })])).fee).toBe(189);
    // with a second product the defaults apply again: 9.5 % of 30 + 1 = 3.85 → 33.85 → 33.89 → 3.89
    expect(minors(usd([line(2000, 1, { productType: own }), line(1000)])).fee).toBe(389);
  });

  it('minimum fee: no percent, no net fee and $9.89 → rounded fee 0 → 0.50 is charged', () => {
    const free = { value: 'gift', serviceFee: 0, netFee: mustMoney(0, USD) };
    expect(minors(usd([line(989, 1, { productType: free })]))).toEqual({ subtotal: 989, fee: 50, membership: 0, coupon: 0, total: 1039 });
  });

  it('an empty cart quotes zero', () => {
    expect(minors(usd([], { igPlusActive: true, coupon: { discountType: 'PERCENT', amount: 50 } }))).toEqual({
      subtotal: 0, fee: 0, membership: 0, coupon: 0, total: 0,
    });
  });
});

describe('quoteCart refuses bad input with a code naming the field', () => {
  it.each([
    ['rate', usd([line(100)], { rate: 0 }), 'RATE_INVALID', 'rate'],
    ['quantity', usd([line(100, 0)]), 'QUANTITY_INVALID', 'lines[0].quantity'],
    ['fractional quantity', usd([line(100, 1.5)]), 'QUANTITY_INVALID', 'lines[0].quantity'],
    ['negative price', usd([line(-1)]), 'VALIDATION_FAILED', 'lines[0].unitPrice'],
    ['non-USD price', usd([{ ...line(100), unitPrice: mustMoney(100, EUR) }]), 'CURRENCY_MISMATCH', 'lines[0].unitPrice'],
    ['fee percent', usd([line(100, 1, { productType: { value: 'x', serviceFee: 120 } })]), 'VALIDATION_FAILED', 'lines[0].productType.serviceFee'],
    ['coupon percent', usd([line(100)], { coupon: { discountType: 'PERCENT', amount: -5 } }), 'VALIDATION_FAILED', 'coupon.amount'],
  ] as const)('%s', (_name, input, code, field) => {
    const e = quoteCart(input)._unsafeUnwrapErr();
    expect(e.code).toBe(code);
    expect(e.details).toEqual({ field });
  });
});
