import { describe, expect, it } from 'vitest';
import { parseStoredCart, serializeCart } from '../../../../ui/features/shopping/cart/stored-cart.ts';
import { line } from './fixtures.ts';

describe('the cart in local storage', () => {
  it('reads back what it wrote', () => {
    const cart = [line('a', { quantity: 3, volumeDiscountObject: { start: 2, end: 5, min: 1, max: 4 } }), line('b', { selectedService: { _id: 's', maxQuantity: 2 } })];
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
  });

  it('reads nothing, broken JSON and a non-array as an empty cart', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"_id":"a"}')).toEqual([]);
  });

  it('drops lines that do not fit and keeps the rest', () => {
    const stored = JSON.stringify([
      line('ok'),
      { ...line('negative-price'), price: { minor: -5, currency: 'USD' } },
      { ...line('euro-price'), price: { minor: 500, currency: 'EUR' } },
      { ...line('fraction'), price: { minor: 10.5, currency: 'USD' } },
      { ...line('no-name'), itemName: undefined },
      'garbage',
      null,
    ]);
    expect(parseStoredCart(stored).map((l) => l._id)).toEqual(['ok']);
  });

  it('brings quantities back within the line maximum and keeps one line per product', () => {
    const stored = JSON.stringify([line('a', { quantity: 50, maxQuantity: 4 }), line('a', { quantity: 1 }), line('b', { quantity: 2 })]);
    expect(parseStoredCart(stored).map((l) => [l._id, l.quantity])).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
  });
});
