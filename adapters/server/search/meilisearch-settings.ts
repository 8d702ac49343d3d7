import type { Settings } from 'meilisearch';
import { SITE_SEARCH_INDEXES } from '../../../contracts/catalog/index.ts';

/** The listings index, under the name the storefront's search-only clients already use. */
export const LISTINGS_INDEX = 'products_new';

/** Every index a browser may search with the public key: the site search's indexes (products_new among them). */
export const SEARCH_ONLY_INDEXES: readonly string[] = SITE_SEARCH_INDEXES;

/** The specification's task wait: give up after 5000 ms, poll every 50 ms. */
export const TASK_WAIT = { timeout: 5000, interval: 50 } as const;

/**
 * Distinct prices the price facet may return. The histogram is exact while a
 * query's matches have at most this many distinct prices; beyond it the
 * buckets undercount (min and max stay exact, they come from facet stats).
 */
export const MAX_VALUES_PER_FACET = 10_000;

/**
 * Meilisearch caps `estimatedTotalHits` at this number, so it is set far above
 * any one game's listings to keep the count exact; page depth is bounded by
 * the storefront's page size, not by this cap.
 */
export const MAX_TOTAL_HITS = 1_000_000;

/** Fields a filter string may name directly; smart tags add `tags.<filter>` per filter. */
export const FILTERABLE_FIELDS = [
  'gameType',
  'productType',
  'state',
  'priceMinor',
  'platform',
  'deliveryDuration',
  'purchaseBehavior',
  'sellerId',
] as const;

/**
 * Settings of the listings index. `tagFilters` are the smart-tag filter
 * values of the catalog: Meilisearch only filters on declared attributes,
 * so a new smart-tag filter needs {@link MeilisearchListingSearch.applySettings} again.
 *
 * Beyond the required fields: `id` is sortable so that equal prices and
 * equal recommended scores page stably (as in the embedded engine); ranking
 * starts with `sort` so that a price sort with text is a price order (text
 * only narrows), and ends with recommendedScore and createdAt so that
 * relevance ties fall back to the RECOMMENDED order.
 */
export function listingIndexSettings(tagFilters: readonly string[]): Settings {
  const tags = [...new Set(tagFilters)].sort().map((filter) => `tags.${filter}`);
  return {
    searchableAttributes: ['title', 'description', 'sellerName', 'tagValues'],
    filterableAttributes: [...FILTERABLE_FIELDS, ...tags],
    sortableAttributes: ['priceMinor', 'recommendedScore', 'createdAt', 'id'],
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'recommendedScore:desc', 'createdAt:desc'],
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
    faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET },
    pagination: { maxTotalHits: MAX_TOTAL_HITS },
  };
}
