import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEAR_CART_CLOSE_DELAY_MS,
  canCheckout,
  cartCount,
  cartUnits,
  showClearCart,
  showsEachPrice,
} from '../../../../domain/shopping/cart/index.ts';
import { exampleLine, line } from './arbitraries.ts';

const lines = fc.array(line, { maxLength: 8 });

describe('cart panel', () => {
  it('shows Clear Cart for more than 2 lines, whatever the units', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        expect(showClearCart(cart)).toBe(cart.length > 2);
      }),
    );
    // One line of 50 units: one item in the title, no Clear Cart; three single units: Clear Cart.
    expect(showClearCart([exampleLine({ _id: 'a', quantity: 50, maxQuantity: 50 })])).toBe(false);
    expect(showClearCart(['a', 'b', 'c'].map((_id) => exampleLine({ _id })))).toBe(true);
  });

  it('counts lines in the title and units separately', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        expect(cartCount(cart)).toBe(cart.length);
        expect(cartUnits(cart)).toBe(cart.reduce((s, l) => s + l.quantity, 0));
        expect(cartUnits(cart)).toBeGreaterThanOrEqual(cartCount(cart));
      }),
    );
  });

  it('checkout starts only with lines left after the check', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        expect(canCheckout(cart)).toBe(cart.length > 0);
      }),
    );
  });

  it("shows the 'each' price only for more than one unit", () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(showsEachPrice(l)).toBe(l.quantity > 1);
      }),
    );
  });

  it('closes the drawer 100 ms after clearing', () => {
    expect(CLEAR_CART_CLOSE_DELAY_MS).toBe(100);
  });
});
