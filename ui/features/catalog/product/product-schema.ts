import * as v from 'valibot';
import { mustMoney, USD, type CartProduct } from '../../../../domain/index.ts';

/*
 * The wire shapes of the product and profile endpoints (adapters/server/http/product-routes.ts),
 * checked when they arrive so a page never renders from an answer it does not understand.
 */

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PublicSellerSchema = v.object({
  _id: v.string(),
  username: v.string(),
  slug: v.string(),
  communityRating: v.number(),
  country: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  isSeller: v.boolean(),
  level: v.nullable(v.object({ level: v.number(), name: v.string() })),
  completedSales: count,
  memberSince: v.string(),
});
export type PublicSeller = v.InferOutput<typeof PublicSellerSchema>;

export const VolumeDiscountSchema = v.object({ start: v.number(), end: v.number(), min: v.number(), max: v.number() });

export const ProductSchema = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.string(),
  gameType: v.object({ value: v.string(), label: v.string() }),
  productType: v.object({
    value: v.string(),
    label: v.string(),
    listMode: v.string(),
    serviceFee: v.nullable(v.number()),
    netFee: v.nullable(cents),
  }),
  seller: PublicSellerSchema,
  price: cents,
  currency: v.literal('USD'),
  quantity: count,
  maxQuantity: v.nullable(v.pipe(v.number(), v.integer())),
  minQuantity: v.pipe(v.number(), v.integer()),
  incrementalQuantity: v.boolean(),
  purchaseBehavior: v.string(),
  deliveryDuration: v.string(),
  volumeDiscount: v.nullable(VolumeDiscountSchema),
  state: v.string(),
  platform: v.nullable(v.object({ value: v.string(), label: v.string() })),
  tags: v.array(v.object({ filter: v.string(), label: v.string(), values: v.array(v.string()) })),
  images: v.array(v.string()),
});
export type ProductDetail = v.InferOutput<typeof ProductSchema>;

export const ProductBatchSchema = v.object({ products: v.array(ProductSchema) });
export const SellerBatchSchema = v.object({ sellers: v.array(PublicSellerSchema) });

/** The most ids one batch request carries (the server's limit). */
export const BATCH_LIMIT = 100;

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
