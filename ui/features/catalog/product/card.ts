import { artPath, isOutOfStock, pathFor, type ResolvedCurrency } from '../../../../domain/index.ts';
import { displayPrice } from './pricing.ts';
import type { ProductDetail } from '../../../../contracts/catalog/index.ts';
import { toCartProduct } from './cart-product.ts';

/** What a product card shows, already priced in the display currency. */
export interface ProductCardData {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly gameLabel: string;
  readonly productTypeLabel: string;
  /** The unit price before any volume discount, formatted in the display currency. */
  readonly price: string;
  readonly deliveryDuration: string;
  readonly sellerName: string;
  /** The product's first picture, else its generated artwork (game and product type). */
  readonly image: string;
  readonly outOfStock: boolean;
}

/** A product page's data as a card (favorites, recently viewed). */
export function toProductCard(product: ProductDetail, display: ResolvedCurrency): ProductCardData {
  return {
    id: product._id,
    href: pathFor('product', { id: product._id }),
    title: product.title,
    gameLabel: product.gameType.label,
    productTypeLabel: product.productType.label,
    price: displayPrice(product.price, display),
    deliveryDuration: product.deliveryDuration,
    sellerName: product.seller.username,
    image: product.images[0] ?? artPath({ kind: 'offer', ids: [product.gameType.value, product.productType.value] }),
    outOfStock: product.state !== 'AVAILABLE' || isOutOfStock(toCartProduct(product)),
  };
}
