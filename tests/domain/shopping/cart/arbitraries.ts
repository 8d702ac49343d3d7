import fc from 'fast-check';
import type { CartItem, CartProduct, PurchaseBehavior, SelectedService } from '../../../../domain/shopping/cart/index.ts';
import { mustMoney, USD } from '../../../../domain/shared/money/index.ts';

/** Few ids, so that generated products often hit an existing line. */
export const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5');

export const purchaseBehavior: fc.Arbitrary<PurchaseBehavior> = fc.constantFrom('ONE_TIME', 'PROFILE', 'STANDARD', 'INSTANT');

export const selectedService: fc.Arbitrary<SelectedService> = fc.record({
  _id: fc.constantFrom('s1', 's2'),
  maxQuantity: fc.integer({ min: 0, max: 25 }),
});

/** A listing as the product page knows it; stock and caps small so that caps are reached often. */
export function product(overrides: Partial<{ id: fc.Arbitrary<string>; stock: fc.Arbitrary<number>; behavior: fc.Arbitrary<PurchaseBehavior> }> = {}): fc.Arbitrary<CartProduct> {
  return fc
    .record({
      _id: overrides.id ?? productId,
      itemName: fc.string({ minLength: 1, maxLength: 12 }),
      quantity: overrides.stock ?? fc.integer({ min: 0, max: 20 }),
      maxQuantity: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
      minQuantity: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      incrementalQuantity: fc.option(fc.boolean(), { nil: undefined }),
      purchaseBehavior: overrides.behavior ?? purchaseBehavior,
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      messageId: fc.option(fc.constant('m1'), { nil: undefined }),
    })
    .map(({ priceCents, maxQuantity, minQuantity, incrementalQuantity, messageId, ...rest }) => ({
      ...rest,
      ...(maxQuantity === undefined ? {} : { maxQuantity }),
      ...(minQuantity === undefined ? {} : { minQuantity }),
      ...(incrementalQuantity === undefined ? {} : { incrementalQuantity }),
      ...(messageId === undefined ? {} : { messageId }),
      price: mustMoney(priceCents, USD),
      deliveryDuration: '1 hour',
      avatar: 'https://example.test/a.webp',
      seller: { _id: 'u1', username: 'seller' },
      productType: { label: 'Items', value: 'items', serviceFee: 5 },
      gameType: { label: 'Game', value: 'game' },
    }));
}

/** A product that addToCart accepts: stock above 0, or ONE_TIME. */
export const inStockProduct = product().filter((p) => p.quantity > 0 || p.purchaseBehavior === 'ONE_TIME');

/**
 * The test's own statement of a line's cap, written from the spec rather than
 * from the implementation: service max; else the lower of maxQuantity and
 * stock where each counts only when positive; never below 1.
 */
export function expectedMax(p: CartProduct, service: SelectedService | undefined): number {
  const kept = p.purchaseBehavior === 'PROFILE' ? undefined : service;
  if (kept !== undefined) return Math.max(1, kept.maxQuantity);
  const caps = [p.maxQuantity ?? 0, p.quantity].filter((n) => n > 0);
  return caps.length === 0 ? 1 : Math.min(...caps);
}

/** A ready-made line for stepper and view tests. */
export const line: fc.Arbitrary<CartItem> = fc
  .record({
    _id: productId,
    maxQuantity: fc.integer({ min: 1, max: 50 }),
    minQuantity: fc.integer({ min: 1, max: 6 }),
    incrementalQuantity: fc.boolean(),
    quantityPick: fc.nat(),
  })
  .map(({ quantityPick, ...rules }) => ({
    ...rules,
    quantity: 1 + (quantityPick % rules.maxQuantity),
    itemName: 'Item',
    purchaseBehavior: 'STANDARD',
    price: mustMoney(250, USD),
    deliveryDuration: '1 hour',
    avatar: 'https://example.test/a.webp',
    seller: { _id: 'u1', username: 'seller' },
    productType: { label: 'Items', value: 'items' },
    gameType: { label: 'Game', value: 'game' },
  }));

/** Named product for examples. */
export function exampleProduct(fields: Partial<CartProduct> & { readonly _id: string }): CartProduct {
  return {
    itemName: 'Gold',
    quantity: 10,
    purchaseBehavior: 'STANDARD',
    price: mustMoney(199, USD),
    deliveryDuration: '20 min',
    avatar: 'https://example.test/gold.webp',
    seller: { _id: 'u1', username: 'seller' },
    productType: { label: 'Currency', value: 'currency' },
    gameType: { label: 'Game', value: 'game' },
    ...fields,
  };
}

/** Named line for examples. */
export function exampleLine(fields: Partial<CartItem> & { readonly _id: string }): CartItem {
  return {
    itemName: 'Gold',
    maxQuantity: 10,
    minQuantity: 1,
    incrementalQuantity: false,
    purchaseBehavior: 'STANDARD',
    price: mustMoney(199, USD),
    deliveryDuration: '20 min',
    avatar: 'https://example.test/gold.webp',
    seller: { _id: 'u1', username: 'seller' },
    productType: { label: 'Currency', value: 'currency' },
    gameType: { label: 'Game', value: 'game' },
    quantity: 1,
    ...fields,
  };
}
