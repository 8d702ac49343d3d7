import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, reconcileAvailability, type AvailabilityIssue, type Cart } from '../../../../domain/shopping/cart/index.ts';
import { exampleProduct, product, productId, selectedService } from './arbitraries.ts';

const cartArb: fc.Arbitrary<Cart> = fc
  .array(fc.tuple(product(), fc.integer({ min: 1, max: 40 }), fc.option(selectedService, { nil: undefined })), { maxLength: 8 })
  .map((adds) => adds.reduce<Cart>((cart, [p, q, s]) => addToCart(cart, p, q, s).unwrapOr(cart), []));

const issue: fc.Arbitrary<AvailabilityIssue> = fc
  .record({
    _id: productId,
    error: fc.option(fc.constantFrom('PRODUCT_NOT_FOUND', 'PRODUCT_NOT_AVAILABLE', 'QUANTITY_EXCEEDED'), { nil: undefined }),
    maxQuantity: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }),
  })
  .map(({ _id, error, maxQuantity }) => ({
    _id,
    ...(error === undefined ? {} : { error }),
    ...(maxQuantity === undefined ? {} : { maxQuantity }),
  }));

/** The test's statement of which entries take a line out. */
function removes(i: AvailabilityIssue): boolean {
  return i.error === 'PRODUCT_NOT_FOUND' || i.error === 'PRODUCT_NOT_AVAILABLE' || (i.maxQuantity !== undefined && i.maxQuantity <= 0);
}

describe('reconcileAvailability', () => {
  it('removes exactly the flagged lines and reports them in cart order', () => {
    fc.assert(
      fc.property(cartArb, fc.array(issue, { maxLength: 6 }), (cart, errors) => {
        const flagged = new Set(errors.filter(removes).map((i) => i._id));
        const { cart: next, removed } = reconcileAvailability(cart, { errors });
        expect(removed).toEqual(cart.filter((l) => flagged.has(l._id)));
        expect(next.map((l) => l._id)).toEqual(cart.filter((l) => !flagged.has(l._id)).map((l) => l._id));
      }),
    );
  });

  it('caps the other mentioned lines at the smallest returned maxQuantity and leaves the rest alone', () => {
    fc.assert(
      fc.property(cartArb, fc.array(issue, { maxLength: 6 }), (cart, errors) => {
        const { cart: next } = reconcileAvailability(cart, { errors });
        for (const after of next) {
          const before = cart.find((l) => l._id === after._id);
          const caps = errors.filter((i) => i._id === after._id && i.maxQuantity !== undefined).map((i) => i.maxQuantity ?? 0);
          if (caps.length === 0) {
            expect(after).toBe(before);
          } else {
            const cap = Math.min(...caps);
            expect(after.maxQuantity).toBe(cap);
            expect(after.quantity).toBe(Math.min(before?.quantity ?? 0, cap));
            expect(after.quantity).toBeGreaterThanOrEqual(1);
          }
        }
      }),
    );
  });

  it('named examples', () => {
    const cart = ['a', 'b', 'c', 'd'].reduce<Cart>(
      (c, id) => addToCart(c, exampleProduct({ _id: id, quantity: 10 }), 6)._unsafeUnwrap(),
      [],
    );
    const { cart: next, removed } = reconcileAvailability(cart, {
      errors: [
        { _id: 'a', error: 'PRODUCT_NOT_FOUND' },
        { _id: 'b', maxQuantity: 4 }, // 6 clamped to 4
        { _id: 'c', maxQuantity: 9 }, // 6 stays 6 (below the new max 9); max becomes 9
        { _id: 'd', maxQuantity: 0 }, // nothing left: removed
        { _id: 'zzz', error: 'PRODUCT_NOT_AVAILABLE' }, // not in the cart: ignored
      ],
    });
    expect(removed.map((l) => l._id)).toEqual(['a', 'd']);
    expect(next.map((l) => [l._id, l.quantity, l.maxQuantity])).toEqual([
      ['b', 4, 4],
      ['c', 6, 9],
    ]);
    expect(reconcileAvailability(cart, { errors: [] })).toEqual({ cart, removed: [] });
  });
});
