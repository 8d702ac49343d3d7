import * as v from 'valibot';
import { SITE_SEARCH_INDEXES } from '../../../../application/catalog/ports/index.ts';

/** The 13 languages the storefront speaks. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da'] as const;

const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase slug'));
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const tagValue = v.union([shortText(100), v.pipe(v.array(shortText(100)), v.maxLength(50))]);
const tagValues = v.pipe(v.record(shortText(100), tagValue), v.check((r) => Object.keys(r).length <= 50, 'has too many filters'));
const customValue = v.union([shortText(100), v.number(), v.boolean(), v.null(), v.pipe(v.array(shortText(100)), v.maxLength(50))]);
const customValues = v.pipe(v.record(shortText(100), customValue), v.check((r) => Object.keys(r).length <= 50, 'has too many filters'));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000_00));

export const ListingDataParams = v.object({
  gameType: slug,
  language: v.picklist(LANGUAGES, 'must be one of the 13 language codes'),
  /** The client sends the string 'undefined' when there is none. */
  productType: v.union([v.literal('undefined'), slug]),
});

export const SearchParams = v.object({ gameType: slug, productType: slug });

export const DisableIsrQuery = v.object({
  disableIsr: v.optional(v.picklist(['true', 'false'])),
});

/** The most a client may page; deeper result pages are not useful and cost the engine. */
export const MAX_PAGE = 1000;

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

/** POST /api/products/search body (spec section 7); everything is optional, `{}` is the default query. */
export const ProductSearchBody = v.object({
  listingQuery: v.optional(ListingQueryBody, {}),
  smartTagFilters: v.optional(tagValues),
  customFilters: v.optional(customValues),
  sellerProfile: v.optional(v.nullable(slugOrName())),
  listingView: v.optional(v.picklist(['GRID', 'LIST'])),
  isSellerPage: v.optional(v.boolean()),
  routeName: v.optional(shortText(100)),
  routeQueryF: v.optional(v.nullable(shortText(2000))),
  selectedFiltersNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The client's copy of the product type; ignored, the server uses its own. */
  productTypeObj: v.optional(v.unknown()),
});

function slugOrName() {
  return v.pipe(v.string(), v.minLength(1), v.maxLength(100));
}

export type ProductSearchBodyOutput = v.InferOutput<typeof ProductSearchBody>;

/** POST /api/multi-search body, the same shape as Meilisearch's multi-search. */
export const MultiSearchBody = v.object({
  queries: v.pipe(
    v.array(
      v.object({
        indexUid: v.picklist(SITE_SEARCH_INDEXES, 'must be one of the search indexes'),
        q: v.optional(shortText(200), ''),
        limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)), 10),
        offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
      }),
    ),
    v.minLength(1),
    v.maxLength(10),
  ),
});
