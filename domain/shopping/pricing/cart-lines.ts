import type { Cart } from '../cart/types.ts';
import type { QuoteLine } from './types.ts';

/**
 * What pricing needs of each cart line: its unit price, quantity, volume
 * discount tiers and product type fees, in cart order (so the quote's lines
 * line up with the cart's). The unit price is the one the cart holds, so a
 * quote over it is an estimate; the server quotes stored prices at checkout.
 */
export function quoteLinesOf(cart: Cart): QuoteLine[] {
  return cart.map((line) => ({
    unitPrice: line.price,
    quantity: line.quantity,
    ...(line.volumeDiscountObject === undefined ? {} : { volumeDiscount: line.volumeDiscountObject }),
    productType: {
      value: line.productType.value,
      ...(line.productType.serviceFee === undefined ? {} : { serviceFee: line.productType.serviceFee }),
      ...(line.productType.netFee === undefined ? {} : { netFee: line.productType.netFee }),
    },
  }));
}
