import * as v from 'valibot';
import { count, list, shortText, slug, whole } from '../shared/fields.ts';

/*
 * POST /api/products/search/:gameType/:productType(?disableIsr=true): one
 * page of a listing's offers (spec section 7). Prices are USD cents; the
 * storefront converts them for display.
 */

export const SearchParams = v.object({ gameType: slug, productType: slug });

/** The most a client may page; deeper result pages are not useful and cost the engine. */
export const MAX_PAGE = 1000;

const tagValue = v.union([shortText(100), v.pipe(v.array(shortText(100)), v.maxLength(50))]);
const tagValues = v.pipe(v.record(shortText(100), tagValue), v.check((r) => Object.keys(r).length <= 50, 'has too many filters'));
const customValue = v.union([shortText(100), v.number(), v.boolean(), v.null(), v.pipe(v.array(shortText(100)), v.maxLength(50))]);
const customValues = v.pipe(v.record(shortText(100), customValue), v.check((r) => Object.keys(r).length <= 50, 'has too many filters'));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000_00));

export const ListingQueryBody = v.object({
  selectedHotSearches: v.optional(v.pipe(v.array(shortText(100)), v.maxLength(20)), []),
  searchText: v.optional(shortText(200), ''),
  /** [min, max] in USD cents, inclusive. */
  price: v.optional(
    v.nullable(v.pipe(v.tuple([cents, cents]), v.check(([min, max]) => min <= max, 'min must not exceed max'))),
    null,
  ),
  sortBy: v.optional(v.picklist(['RECOMMENDED', 'price']), 'RECOMMENDED'),
  sortDirection: v.optional(v.picklist([-1, 1]), -1),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE)), 1),
  state: v.optional(v.literal('AVAILABLE'), 'AVAILABLE'),
  smartTagFilters: v.optional(tagValues, {}),
  extraFilters: v.optional(
    v.object({
      customFilters: v.optional(customValues, {}),
      platform: v.optional(v.nullable(shortText(100)), null),
      searchFilter: v.optional(v.nullable(shortText(200)), null),
    }),
    {},
  ),
  updateFilter: v.optional(v.pipe(v.number(), v.integer())),
});

/** The body (spec section 7); everything is optional, `{}` is the default query. */
export const ProductSearchBody = v.object({
  listingQuery: v.optional(ListingQueryBody, {}),
  smartTagFilters: v.optional(tagValues),
  customFilters: v.optional(customValues),
  sellerProfile: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(100)))),
  listingView: v.optional(v.picklist(['GRID', 'LIST'])),
  isSellerPage: v.optional(v.boolean()),
  routeName: v.optional(shortText(100)),
  routeQueryF: v.optional(v.nullable(shortText(2000))),
  selectedFiltersNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The client's copy of the product type; ignored, the server uses its own. */
  productTypeObj: v.optional(v.unknown()),
});
export type ProductSearchBody = v.InferOutput<typeof ProductSearchBody>;

/** A seller's level as a badge shows it: the dispute-aware level of domain/accounts (sellerLevelOf). */
export const HitSellerLevel = v.object({ level: whole, name: v.string() });

/** The seller as a search hit names them; `level` is computed by the server for the whole page at once. */
export const HitSeller = v.object({
  _id: v.string(),
  username: v.string(),
  slug: v.string(),
  communityRating: v.number(),
  level: HitSellerLevel,
  /** Connected now (a live session). */
  online: v.boolean(),
  /** Median minutes from payment to delivery of the seller's delivered orders; null before a first delivery. */
  medianDeliveryMinutes: v.nullable(v.number()),
});

/** A volume-discount tier: `min` percent off from `start` units, rising to `max` percent at `end`. */
export const VolumeDiscountSchema = v.object({ start: v.number(), end: v.number(), min: v.number(), max: v.number() });

/** One offer of a listing page, a profile or a search: the card's data. */
export const ListingHit = v.object({
  _id: v.string(),
  title: v.string(),
  /** The description's opening (about 160 characters, "…" when cut); the product page carries the full text. */
  description: v.string(),
  gameType: v.string(),
  productType: v.string(),
  seller: HitSeller,
  /** USD cents. */
  price: count,
  currency: v.literal('USD'),
  quantity: count,
  maxQuantity: v.nullable(whole),
  minQuantity: whole,
  incrementalQuantity: v.boolean(),
  purchaseBehavior: v.string(),
  deliveryDuration: v.string(),
  image: v.nullable(v.string()),
  /** Smart-tag filter value → tag value(s). */
  tags: v.record(v.string(), v.union([v.string(), list(v.string())])),
  platform: v.nullable(v.string()),
  volumeDiscount: v.nullable(VolumeDiscountSchema),
  /** Whole days of warranty after completion (game accounts, domain/orders ACCOUNT_WARRANTY_MS); null when the goods have none. */
  warrantyDays: v.nullable(whole),
});
export type ListingHit = v.InferOutput<typeof ListingHit>;

/** The price spread of what the other filters match (USD cents), for the slider's histogram. */
export const PriceFacetsSchema = v.object({
  min: v.number(),
  max: v.number(),
  /** Equal-width buckets from min to max; empty when nothing matches. */
  buckets: list(v.object({ from: v.number(), to: v.number(), count })),
});
export type PriceFacets = v.InferOutput<typeof PriceFacetsSchema>;

/** A 200 answer. */
export const SearchAnswer = v.object({
  hits: list(ListingHit),
  estimatedTotalHits: count,
  priceFacets: PriceFacetsSchema,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The page size the server chose from the view mode. */
  limit: count,
  viewMode: v.picklist(['GRID', 'LIST']),
  error: v.null(),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswer>;

/** The 503 answer while the search engine is down: the storefront keeps its previous results (spec section 8). */
export const SearchUnavailableAnswer = v.object({
  hits: v.pipe(v.array(ListingHit), v.length(0)),
  estimatedTotalHits: v.literal(0),
  priceFacets: v.null(),
  error: v.string(),
});
export type SearchUnavailableAnswer = v.InferOutput<typeof SearchUnavailableAnswer>;
