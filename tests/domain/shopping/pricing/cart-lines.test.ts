import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustMoney, USD } from '../../../../domain/shared/money/index.ts';
import type { Cart, CartItem } from '../../../../domain/shopping/cart/index.ts';
import { quoteCart, quoteLinesOf } from '../../../../domain/shopping/pricing/index.ts';
import { line } from '../cart/arbitraries.ts';
import { tierArb } from './arbitraries.ts';

describe('quoteLinesOf', () => {
  it('hands pricing each line’s price, quantity, volume discount and product type fees', () => {
    const tier = { start: 2, end: 10, min: 1, max: 5 };
    const first: CartItem = {
      _id: 'a',
      itemName: 'Item',
      maxQuantity: 10,
      minQuantity: 1,
      incrementalQuantity: false,
      purchaseBehavior: 'STANDARD',
      price: mustMoney(250, USD),
      deliveryDuration: '1 hour',
      avatar: '',
      seller: { _id: 'u1', username: 'seller' },
      productType: { label: 'Items', value: 'items' },
      gameType: { label: 'Game', value: 'game' },
      quantity: 1,
    };
    const cart: Cart = [
      { ...first, _id: 'a', quantity: 3, volumeDiscountObject: tier, productType: { label: 'Items', value: 'items', serviceFee: 7.5, netFee: mustMoney(50, USD) } },
      { ...first, _id: 'b', quantity: 1, productType: { label: 'Gold', value: 'currency' } },
    ];
    expect(quoteLinesOf(cart)).toEqual([
      { unitPrice: first.price, quantity: 3, volumeDiscount: tier, productType: { value: 'items', serviceFee: 7.5, netFee: mustMoney(50, USD) } },
      // absent fees stay absent, so pricing applies its defaults
      { unitPrice: first.price, quantity: 1, productType: { value: 'currency' } },
    ]);
  });

  it('keeps the cart’s order, so quote line i prices cart line i', () => {
    const cartArb = fc.array(fc.tuple(line, fc.option(tierArb, { nil: undefined })), { maxLength: 6 }).map((pairs) =>
      pairs.map(([l, tier]) => (tier === undefined ? l : { ...l, volumeDiscountObject: tier })),
    );
    fc.assert(
      fc.property(cartArb, (cart) => {
        const lines = quoteLinesOf(cart);
        expect(lines.map((l) => [l.unitPrice, l.quantity, l.productType.value])).toEqual(cart.map((l) => [l.price, l.quantity, l.productType.value]));
        const quote = quoteCart({ lines, currency: USD, rate: 1, igPlusActive: false })._unsafeUnwrap();
        expect(quote.lines.map((l) => l.quantity)).toEqual(cart.map((l) => l.quantity));
      }),
    );
  });
});
