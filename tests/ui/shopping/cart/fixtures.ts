import { mustMoney, USD, type CartItem, type CartProduct } from '../../../../domain/index.ts';

/** A product as a product page hands it to the cart. */
export function product(id: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    _id: id,
    itemName: `Item ${id}`,
    quantity: 10,
    purchaseBehavior: 'DEFAULT',
    price: mustMoney(1000, USD),
    deliveryDuration: 'INSTANT',
    avatar: '',
    seller: { _id: 'seller-1', username: 'Seller' },
    productType: { label: 'Items', value: 'items' },
    gameType: { label: 'Fortnite', value: 'fortnite' },
    ...overrides,
  };
}

/** A cart line as stored. */
export function line(id: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: id,
    itemName: `Item ${id}`,
    maxQuantity: 10,
    minQuantity: 1,
    incrementalQuantity: false,
    purchaseBehavior: 'DEFAULT',
    price: mustMoney(1000, USD),
    deliveryDuration: 'INSTANT',
    avatar: '',
    seller: { _id: 'seller-1', username: 'Seller' },
    productType: { label: 'Items', value: 'items' },
    gameType: { label: 'Fortnite', value: 'fortnite' },
    quantity: 1,
    ...overrides,
  };
}
