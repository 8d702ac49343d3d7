import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OUT_OF_STOCK_MESSAGE,
  addToCart,
  cartLineFromProduct,
  type Cart,
  type CartProduct,
} from '../../../../domain/shopping/cart/index.ts';
import { expectedMax, exampleProduct, inStockProduct, product, selectedService } from './arbitraries.ts';

const quantity = fc.integer({ min: 1, max: 40 });
const service = fc.option(selectedService, { nil: undefined });

/** Builds a cart by adding products one after the other, skipping refusals. */
const cartArb: fc.Arbitrary<Cart> = fc.array(fc.tuple(product(), quantity, service), { maxLength: 8 }).map((adds) =>
  adds.reduce<Cart>((cart, [p, q, s]) => addToCart(cart, p, q, s).unwrapOr(cart), []),
);

describe('addToCart: refusals', () => {
  it('refuses a product without stock unless it is ONE_TIME, with the toast text', () => {
    fc.assert(
      fc.property(cartArb, product({ stock: fc.constantFrom(0, -1) }), quantity, (cart, p, q) => {
        const r = addToCart(cart, p, q);
        if (p.purchaseBehavior === 'ONE_TIME') {
          expect(r.isOk()).toBe(true);
        } else {
          const e = r._unsafeUnwrapErr();
          expect(e.code).toBe('OUT_OF_STOCK');
          expect(e.message).toBe('This product is currently out of stock.');
        }
      }),
    );
    expect(OUT_OF_STOCK_MESSAGE).toBe('This product is currently out of stock.');
  });

  it('accepts a ONE_TIME product with stock 0 (one unit when it has no maxQuantity)', () => {
    const p = exampleProduct({ _id: 'acc', quantity: 0, purchaseBehavior: 'ONE_TIME' });
    expect(addToCart([], p, 3)._unsafeUnwrap().map((l) => [l._id, l.quantity, l.maxQuantity])).toEqual([['acc', 1, 1]]);
    const capped = exampleProduct({ _id: 'top', quantity: 0, maxQuantity: 8, purchaseBehavior: 'ONE_TIME' });
    expect(addToCart([], capped, 3)._unsafeUnwrap()[0]?.quantity).toBe(3);
  });

  it('refuses a quantity that is not a whole number above 0, before looking at the stock', () => {
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noNaN: true }).filter((x) => !Number.isInteger(x)),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
    );
    fc.assert(
      fc.property(cartArb, product(), bad, (cart, p, q) => {
        expect(addToCart(cart, p, q)._unsafeUnwrapErr().code).toBe('QUANTITY_INVALID');
      }),
    );
  });
});

describe('addToCart: new lines', () => {
  it('appends a line capped at the stock, the lower maxQuantity, or the service max', () => {
    fc.assert(
      fc.property(cartArb, inStockProduct, quantity, service, (cart, p, q, s) => {
        fc.pre(!cart.some((l) => l._id === p._id));
        const next = addToCart(cart, p, q, s)._unsafeUnwrap();
        expect(next.slice(0, -1)).toEqual(cart);
        const added = next.at(-1);
        expect(added?._id).toBe(p._id);
        expect(added?.maxQuantity).toBe(expectedMax(p, s));
        expect(added?.quantity).toBe(Math.min(q, expectedMax(p, s)));
      }),
    );
  });

  it('drops the selected service for PROFILE products and keeps it otherwise', () => {
    fc.assert(
      fc.property(inStockProduct, quantity, selectedService, (p, q, s) => {
        const l = cartLineFromProduct(p, q, s);
        expect(l.selectedService).toEqual(p.purchaseBehavior === 'PROFILE' ? undefined : s);
        expect('selectedService' in l).toBe(p.purchaseBehavior !== 'PROFILE');
      }),
    );
  });

  it('fills the line from the product: minQuantity default 1, incrementalQuantity default false', () => {
    const p = exampleProduct({ _id: 'g', quantity: 50, maxQuantity: 12 });
    const l = cartLineFromProduct(p, 20);
    // maxQuantity 12 is below stock 50, so it is the cap: min(20, 12) = 12.
    expect(l).toMatchObject({ _id: 'g', itemName: 'Gold', maxQuantity: 12, minQuantity: 1, incrementalQuantity: false, quantity: 12 });
    expect(l.price).toBe(p.price);
    // No maxQuantity: stock 10 caps, so 4 of 10 stays 4.
    expect(cartLineFromProduct(exampleProduct({ _id: 'h' }), 4)).toMatchObject({ maxQuantity: 10, quantity: 4 });
    // maxQuantity 0 counts as absent: the stock 10 is the cap.
    expect(cartLineFromProduct(exampleProduct({ _id: 'i', maxQuantity: 0 }), 40).maxQuantity).toBe(10);
    // maxQuantity 30 above stock 10: the stock caps (spec section 4 caps new lines at the stock).
    expect(cartLineFromProduct(exampleProduct({ _id: 'j', maxQuantity: 30 }), 40).quantity).toBe(10);
    // A service replaces both caps: service max 25 lets 20 through although stock is 10.
    expect(cartLineFromProduct(exampleProduct({ _id: 'k' }), 20, { _id: 's', maxQuantity: 25 }).quantity).toBe(20);
  });
});

describe('addToCart: existing lines', () => {
  it('grows the line in place, capped at the refreshed maxQuantity, with refreshed data', () => {
    fc.assert(
      fc.property(cartArb, inStockProduct, quantity, service, (cart, p, q, s) => {
        const index = cart.findIndex((l) => l._id === p._id);
        const before = cart[index];
        fc.pre(before !== undefined);
        const next = addToCart(cart, p, q, s)._unsafeUnwrap();
        expect(next.map((l) => l._id)).toEqual(cart.map((l) => l._id));
        const after = next[index];
        const max = expectedMax(p, s ?? before.selectedService);
        expect(after?.quantity).toBe(Math.min(before.quantity + q, max));
        expect(after?.maxQuantity).toBe(max);
        expect(after?.itemName).toBe(p.itemName);
        expect(after?.price).toBe(p.price);
        next.forEach((l, i) => i !== index && expect(l).toBe(cart[i]));
      }),
    );
  });

  it('adding a then b is adding a + b (capped), for the same product and service', () => {
    fc.assert(
      fc.property(cartArb, inStockProduct, quantity, quantity, service, (cart, p, a, b, s) => {
        const twice = addToCart(cart, p, a, s).andThen((c) => addToCart(c, p, b, s));
        expect(twice._unsafeUnwrap()).toEqual(addToCart(cart, p, a + b, s)._unsafeUnwrap());
      }),
    );
  });

  it('keeps the line’s service when a later add names none', () => {
    const p: CartProduct = exampleProduct({ _id: 'boost', quantity: 3 });
    const svc = { _id: 'rank', maxQuantity: 9 };
    const cart = addToCart([], p, 2, svc).andThen((c) => addToCart(c, p, 5))._unsafeUnwrap();
    // Service max 9 stays the cap: 2 + 5 = 7 ≤ 9 (the stock of 3 does not apply).
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 7, maxQuantity: 9, selectedService: svc });
  });

  it('holds at most one line per product id', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(new Set(cart.map((l) => l._id)).size).toBe(cart.length);
      }),
    );
  });
});
