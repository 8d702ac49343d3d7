import * as v from 'valibot';
import { count, list, whole } from '../shared/fields.ts';
import { VolumeDiscountSchema } from './listing-search.ts';

/*
 * GET /api/products/:id and POST /api/products/by-ids (product pages,
 * favorites, recently viewed), POST /api/profiles/by-ids (favorite sellers).
 * Every answer is computed on the server from the database; prices are USD
 * cents for the client to convert for display.
 */

/** Listing and user ids: Meteor-style random ids (and the seed's), never paths or queries. */
export const recordId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id of letters, digits, - or _ (at most 64)'));
const ids = (max: number) => v.pipe(v.array(recordId), v.maxLength(max, `must hold at most ${max} ids`));

/** The most listings one batch read may ask for (a favorites page, recently viewed). */
export const MAX_PRODUCT_BATCH = 100;
/** The most users one batch read may ask for (the favorite sellers page). */
export const MAX_SELLER_BATCH = 100;

export const ProductParams = v.object({ id: recordId });
export const ProductBatchBody = v.object({ ids: ids(MAX_PRODUCT_BATCH) });
export const SellerBatchBody = v.object({ ids: ids(MAX_SELLER_BATCH) });

/** A user as anyone may see them on a product page, a profile or a favorites list. */
export const PublicSellerSchema = v.object({
  _id: v.string(),
  username: v.string(),
  slug: v.string(),
  /** The user's productRating (spec section 3). */
  communityRating: v.number(),
  /** How many buyers rated an order of theirs (0: the rating is not from reviews yet). */
  reviewCount: count,
  country: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  /** Whether buyers may follow them (SELLER or BULK_SELLER). */
  isSeller: v.boolean(),
  /** The seller level from completed sales; null for users who do not sell. */
  level: v.nullable(v.object({ level: v.number(), name: v.string() })),
  completedSales: count,
  /** When the account was created (ISO 8601). */
  memberSince: v.string(),
});
export type PublicSeller = v.InferOutput<typeof PublicSellerSchema>;

/** A listing for its own page, read fresh from the database so stock is current. */
export const ProductDetailSchema = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.string(),
  gameType: v.object({ value: v.string(), label: v.string() }),
  productType: v.object({
    value: v.string(),
    label: v.string(),
    listMode: v.string(),
    /** The type's own service fee percent, when it has one. */
    serviceFee: v.nullable(v.number()),
    /** The type's own net fee in USD cents, when it has one. */
    netFee: v.nullable(count),
  }),
  seller: PublicSellerSchema,
  /** USD cents. */
  price: count,
  currency: v.literal('USD'),
  quantity: count,
  maxQuantity: v.nullable(whole),
  minQuantity: whole,
  incrementalQuantity: v.boolean(),
  purchaseBehavior: v.string(),
  deliveryDuration: v.string(),
  volumeDiscount: v.nullable(VolumeDiscountSchema),
  /** AVAILABLE or SOLD_OUT; hidden and removed listings are not shown at all. */
  state: v.string(),
  platform: v.nullable(v.object({ value: v.string(), label: v.string() })),
  /** The listing's smart tags with the labels of their filters and values. */
  tags: list(v.object({ filter: v.string(), label: v.string(), values: list(v.string()) })),
  images: list(v.string()),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** The listings a visitor may see among the ids asked for, in the order asked. */
export const ProductBatchAnswer = v.object({ products: list(ProductDetailSchema) });
export type ProductBatchAnswer = v.InferOutput<typeof ProductBatchAnswer>;
/** The public users among the ids asked for, in the order asked. */
export const SellerBatchAnswer = v.object({ sellers: list(PublicSellerSchema) });
export type SellerBatchAnswer = v.InferOutput<typeof SellerBatchAnswer>;
