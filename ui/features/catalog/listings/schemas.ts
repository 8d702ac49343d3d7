import * as v from 'valibot';

/**
 * What the listing page reads from the API (adapters/server/http/catalog-routes.ts),
 * checked on arrival: a server answering something else is a bug to see, not
 * a page rendering `undefined`. Only the fields the page uses are checked;
 * others pass through untouched.
 */

const smartTagValue = v.union([v.string(), v.array(v.string())]);
const customValue = v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())]);

const HotSearchContentSchema = v.object({
  label: v.string(),
  description: v.string(),
  metaTitle: v.string(),
  metaDescription: v.string(),
});

export const HotSearchSchema = v.object({
  _id: v.string(),
  url: v.string(),
  smartTags: v.record(v.string(), smartTagValue),
  platformFilter: v.optional(v.string()),
  searchFilter: v.optional(v.string()),
  content: v.record(v.string(), HotSearchContentSchema),
});

export const ListingDataSchema = v.object({
  gameType: v.object({
    value: v.string(),
    label: v.string(),
    hidden: v.boolean(),
    limited: v.boolean(),
    gridProductTypes: v.array(v.string()),
  }),
  selectedProductType: v.object({
    value: v.string(),
    label: v.string(),
    listMode: v.string(),
  }),
  smartTags: v.array(v.object({ _id: v.string(), value: v.string(), label: v.string(), filterId: v.string() })),
  smartTagFilters: v.array(v.object({ _id: v.string(), value: v.string(), label: v.string(), multiSelect: v.boolean() })),
  smartTagFiltersDefaultValues: v.record(v.string(), smartTagValue),
  hotSearches: v.array(HotSearchSchema),
  platformTypes: v.array(v.object({ _id: v.string(), value: v.string(), label: v.string() })),
  customFilters: v.array(v.object({ field: v.string(), value: customValue, label: v.string(), applies: v.string() })),
});

/** A listing page's data: game, product type, filters, hot searches. */
export type ListingPageData = v.InferOutput<typeof ListingDataSchema>;
export type ListingHotSearch = v.InferOutput<typeof HotSearchSchema>;

const OfferSchema = v.object({
  _id: v.string(),
  title: v.string(),
  seller: v.object({ username: v.string(), slug: v.string(), communityRating: v.number() }),
  /** USD cents. */
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantity: v.number(),
  purchaseBehavior: v.string(),
  deliveryDuration: v.string(),
  platform: v.nullable(v.string()),
});

/** One offer card's data. */
export type Offer = v.InferOutput<typeof OfferSchema>;

const PriceFacetsSchema = v.object({
  min: v.number(),
  max: v.number(),
  buckets: v.array(v.object({ from: v.number(), to: v.number(), count: v.number() })),
});

/** The price spread of what the other filters match (USD cents), for the slider's histogram. */
export type PriceFacets = v.InferOutput<typeof PriceFacetsSchema>;

export const SearchAnswerSchema = v.object({
  hits: v.array(OfferSchema),
  estimatedTotalHits: v.number(),
  priceFacets: v.nullable(PriceFacetsSchema),
});

export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;
