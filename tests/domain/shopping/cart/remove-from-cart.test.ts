import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, clearCart, removeFromCart, removeLine, type Cart } from '../../../../domain/shopping/cart/index.ts';
import { exampleProduct, product, productId, selectedService } from './arbitraries.ts';

const cartArb: fc.Arbitrary<Cart> = fc
  .array(fc.tuple(product(), fc.integer({ min: 1, max: 40 }), fc.option(selectedService, { nil: undefined })), { maxLength: 8 })
  .map((adds) => adds.reduce<Cart>((cart, [p, q, s]) => addToCart(cart, p, q, s).unwrapOr(cart), []));

describe('removeFromCart', () => {
  it('takes units off one line and deletes it when nothing is left', () => {
    fc.assert(
      fc.property(cartArb, productId, fc.integer({ min: 1, max: 40 }), (cart, id, q) => {
        const next = removeFromCart(cart, id, q)._unsafeUnwrap();
        const before = cart.find((l) => l._id === id);
        const after = next.find((l) => l._id === id);
        if (before === undefined) {
          expect(next).toEqual(cart);
        } else if (before.quantity - q <= 0) {
          expect(after).toBeUndefined();
          expect(next).toEqual(cart.filter((l) => l._id !== id));
        } else {
          expect(after).toEqual({ ...before, quantity: before.quantity - q });
          expect(next.map((l) => l._id)).toEqual(cart.map((l) => l._id));
        }
      }),
    );
  });

  it('removes one unit by default', () => {
    const two = addToCart([], exampleProduct({ _id: 'x', quantity: 5 }), 2)._unsafeUnwrap();
    const one = removeFromCart(two, 'x')._unsafeUnwrap();
    expect(one[0]?.quantity).toBe(1);
    expect(removeFromCart(one, 'x')._unsafeUnwrap()).toEqual([]); // 1 − 1 = 0 → deleted
  });

  it('refuses a quantity that is not a whole number above 0', () => {
    fc.assert(
      fc.property(cartArb, productId, fc.oneof(fc.integer({ max: 0 }), fc.constantFrom(0.5, Number.NaN)), (cart, id, q) => {
        expect(removeFromCart(cart, id, q)._unsafeUnwrapErr().code).toBe('QUANTITY_INVALID');
      }),
    );
  });
});

describe('removeLine and clearCart', () => {
  it('removeLine deletes exactly that line whatever its quantity', () => {
    fc.assert(
      fc.property(cartArb, productId, (cart, id) => {
        expect(removeLine(cart, id)).toEqual(cart.filter((l) => l._id !== id));
      }),
    );
  });

  it('clearCart is empty', () => {
    expect(clearCart()).toEqual([]);
  });
});
