import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineFromProduct, mustMoney, USD, volumeDiscountPercent, type CurrencyCode } from '../../../../domain/index.ts';
import { discountQuantities, displayPrice, volumeDiscountRows } from '../../../../ui/features/catalog/product/pricing.ts';
import { toCartProduct } from '../../../../ui/features/catalog/product/cart-product.ts';
import { productJson } from './fixtures.ts';

const USD_DISPLAY = { currency: USD, rate: 1, fellBackToUsd: false };

describe('discountQuantities', () => {
  const tier = fc
    .record({ start: fc.integer({ min: 1, max: 200 }), span: fc.integer({ min: 0, max: 500 }), min: fc.integer({ min: 0, max: 20 }), extra: fc.integer({ min: 0, max: 30 }) })
    .map(({ start, span, min, extra }) => ({ start, end: start + span, min, max: min + extra }));
  const grid = fc.record({ min: fc.integer({ min: 1, max: 50 }), step: fc.integer({ min: 1, max: 25 }), count: fc.integer({ min: 0, max: 100 }) }).map(({ min, step, count }) => ({ min, step, max: min + step * count }));

  it('gives quantities the stepper can reach, within the limits, rising, where the discount has begun', () => {
    fc.assert(
      fc.property(tier, grid, (t, g) => {
        const quantities = discountQuantities(t, g);
        for (const [i, q] of quantities.entries()) {
          expect((q - g.min) % g.step).toBe(0);
          expect(q).toBeGreaterThanOrEqual(g.min);
          expect(q).toBeLessThanOrEqual(g.max);
          expect(q).toBeGreaterThanOrEqual(t.start);
          if (i > 0) expect(q).toBeGreaterThan(quantities[i - 1] ?? 0);
        }
        // When the discount's start can be reached at all, the table shows it.
        const firstReachable = g.min + Math.max(0, Math.ceil((t.start - g.min) / g.step)) * g.step;
        expect(quantities.length > 0).toBe(firstReachable <= g.max);
      }),
    );
  });

  it('shows start, two points on the way and the end of the tier', () => {
    expect(discountQuantities({ start: 10, end: 40, min: 1, max: 5 }, { min: 1, max: 100, step: 1 })).toEqual([10, 20, 30, 40]);
    expect(discountQuantities({ start: 10, end: 40, min: 1, max: 5 }, { min: 5, max: 100, step: 5 })).toEqual([10, 20, 30, 40]);
    expect(discountQuantities({ start: 10, end: 40, min: 1, max: 5 }, { min: 1, max: 25, step: 1 })).toEqual([10, 20]);
    expect(discountQuantities({ start: 10, end: 10, min: 1, max: 5 }, { min: 1, max: 25, step: 1 })).toEqual([10]);
    expect(discountQuantities({ start: 30, end: 40, min: 1, max: 5 }, { min: 1, max: 25, step: 1 })).toEqual([]);
  });
});

describe('volumeDiscountRows', () => {
  it("prices each row with the domain's volume discount, unit prices never rising", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.record({ start: fc.integer({ min: 2, max: 30 }), span: fc.integer({ min: 1, max: 100 }), min: fc.integer({ min: 0, max: 10 }), extra: fc.integer({ min: 0, max: 40 }) }),
        (price, t) => {
          const tier = { start: t.start, end: t.start + t.span, min: t.min, max: t.min + t.extra };
          const line = cartLineFromProduct(toCartProduct(productJson({ price, volumeDiscount: tier, maxQuantity: 1000, quantity: 5000 })), 1);
          const rows = volumeDiscountRows(line, USD_DISPLAY);
          expect(rows[0]?.quantity).toBe(1);
          for (const row of rows) expect(row.discountPercent).toBe(volumeDiscountPercent(tier, row.quantity));
          const cents = rows.map((r) => Number(r.unitPrice.replace(/[^0-9]/g, '')));
          for (let i = 1; i < cents.length; i++) expect(cents[i]).toBeLessThanOrEqual(cents[i - 1] ?? Infinity);
        },
      ),
    );
  });

  it('has no rows without a volume discount', () => {
    expect(volumeDiscountRows(cartLineFromProduct(toCartProduct(productJson()), 1), USD_DISPLAY)).toEqual([]);
  });
});

describe('displayPrice', () => {
  it('converts from USD once and formats in the display currency', () => {
    expect(displayPrice(1000, USD_DISPLAY)).toBe('$10.00');
    expect(displayPrice(1000, { currency: 'JPY' as CurrencyCode, rate: 151.234, fellBackToUsd: false })).toBe('¥1,512');
    expect(displayPrice(mustMoney(999, USD).minor, { currency: 'EUR' as CurrencyCode, rate: 0.92, fellBackToUsd: false })).toBe('€9.19');
  });
});
