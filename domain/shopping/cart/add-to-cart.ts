import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../shared/errors/index.ts';
import { cartLineFromProduct } from './cart-line.ts';
import { isPositiveQuantity } from './quantity-rules.ts';
import type { Cart, CartProduct, SelectedService } from './types.ts';

/** The text of the red toast shown when an out-of-stock product is added (spec sections 5 and 8). */
export const OUT_OF_STOCK_MESSAGE = 'This product is currently out of stock.';

/**
 * Whether the product may not be added at all: no stock, unless it is a
 * `ONE_TIME` product, which is sold without a stock count.
 */
export function isOutOfStock(product: CartProduct): boolean {
  return !(product.quantity > 0) && product.purchaseBehavior !== 'ONE_TIME';
}

/**
 * Adds `quantity` units of `product` (spec section 4).
 *
 * - A quantity that is not a whole number above 0 is refused (QUANTITY_INVALID,
 *   checked before the stock).
 * - An out-of-stock product is refused (OUT_OF_STOCK, message
 *   {@link OUT_OF_STOCK_MESSAGE}), even when it already has a line.
 * - A product already in the cart (same `_id`) keeps its place; its data is
 *   rebuilt from `product` (keeping the line's selected service when none is
 *   given), and its quantity grows by `quantity`, capped at the refreshed
 *   maxQuantity.
 * - A new line is appended, capped at its maxQuantity: the stock (or the
 *   product's lower maxQuantity), or the selected service's maxQuantity when
 *   there is one (see `lineMaxQuantity`).
 */
export function addToCart(
  cart: Cart,
  product: CartProduct,
  quantity: number,
  selectedService?: SelectedService,
): Result<Cart, DomainError> {
  if (!isPositiveQuantity(quantity)) {
    return err(domainError('QUANTITY_INVALID', `Quantity must be a whole number above 0, got ${quantity}`, { field: 'quantity' }));
  }
  if (isOutOfStock(product)) {
    return err(domainError('OUT_OF_STOCK', OUT_OF_STOCK_MESSAGE, { productId: product._id }));
  }
  const index = cart.findIndex((line) => line._id === product._id);
  const existing = cart[index];
  if (existing === undefined) return ok([...cart, cartLineFromProduct(product, quantity, selectedService)]);
  const refreshed = cartLineFromProduct(product, 1, selectedService ?? existing.selectedService);
  return ok(cart.with(index, { ...refreshed, quantity: Math.min(existing.quantity + quantity, refreshed.maxQuantity) }));
}
