import { mustMoney, USD, type CartProduct } from '../../../../domain/index.ts';
import type { ProductDetail } from '../../../../contracts/catalog/index.ts';

/**
 * The domain's cart product for a listing as the API answered it: the cart
 * keeps USD prices and applies the quantity rules itself.
 */
export function toCartProduct(p: ProductDetail): CartProduct {
  return {
    _id: p._id,
    itemName: p.title,
    quantity: p.quantity,
    ...(p.maxQuantity === null ? {} : { maxQuantity: p.maxQuantity }),
    minQuantity: p.minQuantity,
    incrementalQuantity: p.incrementalQuantity,
    purchaseBehavior: p.purchaseBehavior,
    price: mustMoney(p.price, USD),
    deliveryDuration: p.deliveryDuration,
    avatar: p.images[0] ?? '',
    seller: { _id: p.seller._id, username: p.seller.username, slug: p.seller.slug },
    productType: {
      label: p.productType.label,
      value: p.productType.value,
      ...(p.productType.serviceFee === null ? {} : { serviceFee: p.productType.serviceFee }),
      ...(p.productType.netFee === null ? {} : { netFee: mustMoney(p.productType.netFee, USD) }),
    },
    gameType: { label: p.gameType.label, value: p.gameType.value },
    ...(p.volumeDiscount === null ? {} : { volumeDiscountObject: p.volumeDiscount }),
  };
}
