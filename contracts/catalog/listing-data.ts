import * as v from 'valibot';
import { languageCode, list, money, slug } from '../shared/fields.ts';

/*
 * GET /api/listing-data/:gameType/:language/:productType(?disableIsr=true):
 * what a listing page loads for one game and product type (spec section 3,
 * "Listing data"), hot-search copy cut to the asked language.
 */

export const ListingDataParams = v.object({
  gameType: slug,
  language: languageCode,
  /** The client sends the string 'undefined' when there is none (a game page). */
  productType: v.union([v.literal('undefined'), slug]),
});

/** `?disableIsr=true` asks for an answer no shared cache may keep. */
export const DisableIsrQuery = v.object({
  disableIsr: v.optional(v.picklist(['true', 'false'])),
});

const smartTagValue = v.union([v.string(), list(v.string())]);
const customFilterValue = v.union([v.string(), v.number(), v.boolean(), v.null(), list(v.string())]);

/** Selected smart-tag values by filter id. */
export const SmartTagValues = v.record(v.string(), smartTagValue);

export const GameTypeSchema = v.object({
  value: v.string(),
  label: v.string(),
  hidden: v.boolean(),
  /** A limited game always lists in LIST view. */
  limited: v.boolean(),
  /** Values of the product types this game shows as a grid. */
  gridProductTypes: list(v.string()),
  /** Per-language, per-product-type page configuration; opaque to the storefront. */
  configurations: v.exactOptional(v.record(v.string(), v.record(v.string(), v.unknown()))),
});

export const ProductTypeSchema = v.object({
  value: v.string(),
  label: v.string(),
  listMode: v.string(),
  /** Service fee percent used when the cart holds only this product type. */
  serviceFee: v.exactOptional(v.number()),
  /** Fixed fee used when the cart holds only this product type. */
  netFee: v.exactOptional(money),
});

const HotSearchContent = v.object({ label: v.string(), description: v.string(), metaTitle: v.string(), metaDescription: v.string() });

export const HotSearchSchema = v.object({
  _id: v.string(),
  /** The URL segment of the hot search: `/{gameType}-{productType}/{url}`. */
  url: v.string(),
  smartTags: SmartTagValues,
  platformFilter: v.exactOptional(v.string()),
  searchFilter: v.exactOptional(v.string()),
  /** By language; the answer holds the asked language only (English where a text is missing). */
  content: v.record(v.string(), HotSearchContent),
});
export type ListingHotSearch = v.InferOutput<typeof HotSearchSchema>;

/** The listing data itself; `selectedProductType` is absent on a game page. */
export const ListingData = v.object({
  gameType: GameTypeSchema,
  selectedProductType: v.exactOptional(ProductTypeSchema),
  smartTags: list(v.object({ _id: v.string(), value: v.string(), label: v.string(), filterId: v.string() })),
  smartTagFilters: list(v.object({ _id: v.string(), value: v.string(), label: v.string(), multiSelect: v.boolean() })),
  smartTagFiltersDefaultValues: SmartTagValues,
  hotSearches: list(HotSearchSchema),
  platformTypes: list(v.object({ _id: v.string(), value: v.string(), label: v.string() })),
  /** Toggles: `value` is the default (null, off); `applies` is what the field must equal when on. */
  customFilters: list(v.object({ field: v.string(), value: customFilterValue, label: v.string(), applies: v.string() })),
});
export type ListingData = v.InferOutput<typeof ListingData>;

/** The answer: the data, and `error: null` (the transport field of spec section 7). */
export const ListingDataAnswer = v.object({ ...ListingData.entries, error: v.null() });
export type ListingDataAnswer = v.InferOutput<typeof ListingDataAnswer>;

/** The data when the path names a product type, as every listing page's does: the product type is always there. */
export const ProductTypeListingData = v.object({ ...ListingData.entries, selectedProductType: ProductTypeSchema });
export type ProductTypeListingData = v.InferOutput<typeof ProductTypeListingData>;

/** The answer when the path names a product type. */
export const ProductTypeListingDataAnswer = v.object({ ...ProductTypeListingData.entries, error: v.null() });
