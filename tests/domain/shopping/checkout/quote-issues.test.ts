import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustMoney, USD } from '../../../../domain/shared/money/index.ts';
import { reconcileAvailability, type Cart, type CartItem } from '../../../../domain/shopping/cart/index.ts';
import { quoteAvailabilityIssues, type QuotedLineAvailability } from '../../../../domain/shopping/checkout/index.ts';
import { line, productId } from '../cart/arbitraries.ts';

function item(id: string, quantity: number, maxQuantity: number): CartItem {
  return {
    _id: id,
    itemName: `Item ${id}`,
    maxQuantity,
    minQuantity: 1,
    incrementalQuantity: false,
    purchaseBehavior: 'STANDARD',
    price: mustMoney(500, USD),
    deliveryDuration: '1 hour',
    avatar: '',
    seller: { _id: 'u1', username: 'seller' },
    productType: { label: 'Items', value: 'items' },
    gameType: { label: 'Game', value: 'game' },
    quantity,
  };
}

const cartArb: fc.Arbitrary<Cart> = fc.uniqueArray(line, { selector: (l) => l._id, maxLength: 5 });

/** A quote line for one of the fixture ids: sold as asked, clamped, or not for sale. */
const quotedArb: fc.Arbitrary<QuotedLineAvailability> = fc.oneof(
  fc.record({ productId, availability: fc.constantFrom('AVAILABLE' as const, 'CLAMPED' as const), maxQuantity: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }) }),
  fc.record({ productId, availability: fc.constantFrom('PRODUCT_NOT_FOUND' as const, 'PRODUCT_NOT_AVAILABLE' as const), maxQuantity: fc.constant(null) }),
);
/** A quote answers each line once. */
const quoteArb = fc.uniqueArray(quotedArb, { selector: (l) => l.productId, maxLength: 6 });

describe('quoteAvailabilityIssues', () => {
  const cart = [item('p1', 3, 10), item('p2', 5, 10), item('p3', 2, 4)];

  it('removes what cannot be bought, caps what the stock limits, and says nothing of the rest', () => {
    expect(
      quoteAvailabilityIssues(cart, [
        { productId: 'p1', availability: 'PRODUCT_NOT_AVAILABLE', maxQuantity: null },
        { productId: 'p2', availability: 'CLAMPED', maxQuantity: 4 },
        { productId: 'p3', availability: 'AVAILABLE', maxQuantity: 4 },
        { productId: 'gone', availability: 'PRODUCT_NOT_FOUND', maxQuantity: null },
      ]),
    ).toEqual([
      { _id: 'p1', error: 'PRODUCT_NOT_AVAILABLE' },
      { _id: 'p2', maxQuantity: 4 },
    ]);
  });

  it('reports a new stock limit even when the quantity still fits, so the stepper stops at it', () => {
    expect(quoteAvailabilityIssues(cart, [{ productId: 'p1', availability: 'AVAILABLE', maxQuantity: 6 }])).toEqual([{ _id: 'p1', maxQuantity: 6 }]);
    expect(quoteAvailabilityIssues(cart, [{ productId: 'p3', availability: 'AVAILABLE', maxQuantity: 9 }])).toEqual([{ _id: 'p3', maxQuantity: 9 }]);
    expect(quoteAvailabilityIssues(cart, [{ productId: 'p3', availability: 'AVAILABLE', maxQuantity: null }])).toEqual([]);
  });

  it('names only lines the cart holds, each once', () => {
    fc.assert(
      fc.property(cartArb, quoteArb, (c, quote) => {
        const issues = quoteAvailabilityIssues(c, quote);
        for (const issue of issues) expect(c.some((l) => l._id === issue._id)).toBe(true);
        expect(new Set(issues.map((i) => i._id)).size).toBe(issues.length);
      }),
    );
  });

  it('once applied by the cart’s rule, leaves nothing more to report for the same quote', () => {
    fc.assert(
      fc.property(cartArb, quoteArb, (c, quote) => {
        const { cart: after } = reconcileAvailability(c, { errors: quoteAvailabilityIssues(c, quote) });
        expect(quoteAvailabilityIssues(after, quote)).toEqual([]);
      }),
    );
  });

  it('takes out every line the server will not sell and never raises a quantity', () => {
    fc.assert(
      fc.property(cartArb, quoteArb, (c, quote) => {
        const { cart: after } = reconcileAvailability(c, { errors: quoteAvailabilityIssues(c, quote) });
        for (const q of quote) {
          const kept = after.find((l) => l._id === q.productId);
          if (q.availability === 'PRODUCT_NOT_FOUND' || q.availability === 'PRODUCT_NOT_AVAILABLE') expect(kept).toBeUndefined();
          else if (kept !== undefined && q.maxQuantity !== null) expect(kept.maxQuantity).toBe(q.maxQuantity);
        }
        for (const l of after) expect(l.quantity).toBeLessThanOrEqual(c.find((b) => b._id === l._id)?.quantity ?? 0);
      }),
    );
  });
});
