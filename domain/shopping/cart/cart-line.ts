import { clamp, positiveWhole } from './quantity-rules.ts';
import type { CartItem, CartProduct, SelectedService } from './types.ts';

/**
 * The service a line keeps: none for `PROFILE` products (spec section 5),
 * because a profile purchase is the seller's whole offer, not one of its
 * service options.
 */
export function keptService(product: CartProduct, selectedService: SelectedService | undefined): SelectedService | undefined {
  return product.purchaseBehavior === 'PROFILE' ? undefined : selectedService;
}

/**
 * The most units a line of `product` may hold, always at least 1: the
 * selected service's maxQuantity when there is one (spec section 4), else the
 * product's maxQuantity and its stock, whichever is lower when both are set
 * (a missing or non-positive one does not count). Section 3 names the
 * maxQuantity-or-stock cap and section 4 caps new lines at the stock; one cap
 * for both keeps adding twice the same as adding the sum. An accepted
 * `ONE_TIME` product with no stock and no maxQuantity still holds one unit.
 */
export function lineMaxQuantity(product: CartProduct, service: SelectedService | undefined): number {
  if (service !== undefined) return positiveWhole(service.maxQuantity) ?? 1;
  const max = positiveWhole(product.maxQuantity);
  const stock = positiveWhole(product.quantity);
  if (max === undefined) return stock ?? 1;
  return stock === undefined ? max : Math.min(max, stock);
}

/**
 * A new cart line for `product` (spec section 3). `quantity` is clamped to
 * `[1, maxQuantity]` (see {@link lineMaxQuantity}) so the line is always
 * valid; callers that must refuse bad quantities use `addToCart`, which
 * checks first. `minQuantity` defaults to 1 and a `PROFILE` product drops the
 * selected service.
 */
export function cartLineFromProduct(product: CartProduct, quantity: number, selectedService?: SelectedService): CartItem {
  const service = keptService(product, selectedService);
  const requested = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const max = lineMaxQuantity(product, service);
  return {
    _id: product._id,
    itemName: product.itemName,
    maxQuantity: max,
    minQuantity: positiveWhole(product.minQuantity) ?? 1,
    incrementalQuantity: product.incrementalQuantity ?? false,
    purchaseBehavior: product.purchaseBehavior,
    ...(product.batch === undefined ? {} : { batch: product.batch }),
    price: product.price,
    deliveryDuration: product.deliveryDuration,
    avatar: product.avatar,
    seller: product.seller,
    productType: product.productType,
    gameType: product.gameType,
    quantity: clamp(requested, 1, max),
    ...(product.messageId === undefined ? {} : { messageId: product.messageId }),
    ...(product.volumeDiscount === undefined ? {} : { volumeDiscount: product.volumeDiscount }),
    ...(product.volumeDiscountObject === undefined ? {} : { volumeDiscountObject: product.volumeDiscountObject }),
    ...(service === undefined ? {} : { selectedService: service }),
  };
}
