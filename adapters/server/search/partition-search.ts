import type { ListingDocument, ListingSearchQuery, ListingSearchResult } from '../../../application/catalog/ports/index.ts';
import type { SlotFilter } from './filter-index.ts';
import { comparePriceAscending, comparePriceDescending, compareRecommended } from './listing-order.ts';
import type { ListingPartition } from './listing-partition.ts';
import { EMPTY_PRICE_FACETS, priceFacetsOfPrices } from './price-facets.ts';
import { hasSearchableWords } from './query-text.ts';
import { TopK } from './top-k.ts';

/**
 * Answers one validated query from one partition. Every path makes a single
 * pass over the candidates that both counts the matches and collects the
 * prices for the facets, because the facets ignore the query's own price
 * bounds and so see a superset of the hits.
 */

/** What a search of an empty or unknown partition answers. */
export const EMPTY_RESULT: ListingSearchResult = { hits: [], estimatedTotalHits: 0, priceFacets: EMPTY_PRICE_FACETS };

/** Reused across searches (which run synchronously, one at a time) so a large match set allocates nothing. */
let scratch = new Float64Array(4096);

function scratchOfSize(size: number): Float64Array {
  if (scratch.length < size) scratch = new Float64Array(Math.max(size, scratch.length * 2));
  return scratch;
}

interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** Searches the partition for the query. */
export function searchPartition(partition: ListingPartition, query: ListingSearchQuery): ListingSearchResult {
  if (partition.size === 0) return EMPTY_RESULT;
  const filter = partition.compileFilter(query);
  const bounds = { min: query.price?.min ?? -Infinity, max: query.price?.max ?? Infinity };
  const text = query.text ?? '';
  if (hasSearchableWords(text)) return searchText(partition, query, text, filter, bounds);
  if (filter === null) return scanUnfiltered(partition, query, bounds);
  return scanFiltered(partition, query, filter, bounds);
}

function isPriceDescending(query: ListingSearchQuery): boolean {
  return query.sortBy === 'price' && query.sortDirection === -1;
}

function docsOf(partition: ListingPartition, slots: Int32Array): ListingDocument[] {
  return Array.from(slots, (slot) => partition.doc(slot));
}

/** No text and no filters: the facets are the partition's cached ones and the page is a slice. */
function scanUnfiltered(partition: ListingPartition, query: ListingSearchQuery, bounds: Bounds): ListingSearchResult {
  const priceFacets = partition.unfilteredFacets();
  const byPrice = partition.priceOrder();
  const [start, end] = partition.priceRange(bounds.min, bounds.max);
  const total = Math.max(0, end - start);
  const { offset, limit } = query;
  if (query.sortBy === 'price') {
    const hits = isPriceDescending(query)
      ? docsOf(partition, byPrice.subarray(Math.max(start, end - offset - limit), Math.max(start, end - offset))).reverse()
      : docsOf(partition, byPrice.subarray(start + offset, Math.max(start + offset, Math.min(end, start + offset + limit))));
    return { hits, estimatedTotalHits: total, priceFacets };
  }
  const byRecommended = partition.recommendedOrder();
  if (total === byRecommended.length) return { hits: docsOf(partition, byRecommended.subarray(offset, offset + limit)), estimatedTotalHits: total, priceFacets };
  const hits: ListingDocument[] = [];
  let seen = 0;
  for (const slot of byRecommended) {
    const price = partition.price(slot);
    if (price < bounds.min || price > bounds.max) continue;
    if (seen++ < offset) continue;
    if (hits.length >= limit) break;
    hits.push(partition.doc(slot));
  }
  return { hits, estimatedTotalHits: total, priceFacets };
}

/** No text, some filters: one pass over the slots already in the requested order. */
function scanFiltered(partition: ListingPartition, query: ListingSearchQuery, filter: SlotFilter, bounds: Bounds): ListingSearchResult {
  const order = query.sortBy === 'price' ? partition.priceOrder() : partition.recommendedOrder();
  const descending = isPriceDescending(query);
  const prices = scratchOfSize(order.length);
  const hits: ListingDocument[] = [];
  const pageEnd = query.offset + query.limit;
  let matched = 0;
  let total = 0;
  const n = order.length;
  for (let k = 0; k < n; k++) {
    const slot = order[descending ? n - 1 - k : k] ?? 0;
    if (!filter(slot)) continue;
    const price = partition.price(slot);
    prices[matched++] = price;
    if (price < bounds.min || price > bounds.max) continue;
    if (total >= query.offset && total < pageEnd) hits.push(partition.doc(slot));
    total++;
  }
  return { hits, estimatedTotalHits: total, priceFacets: priceFacetsOfPrices(prices, matched) };
}

/**
 * Text: the partition's matches for the text (often cached), then one pass
 * over their columns that filters, counts, collects facet prices and keeps the
 * page with a bounded heap, so a broad text costs a linear scan of integers
 * rather than a sort of every match.
 */
function searchText(
  partition: ListingPartition,
  query: ListingSearchQuery,
  text: string,
  filter: SlotFilter | null,
  bounds: Bounds,
): ListingSearchResult {
  const { slots, scores, length } = partition.textMatches(text, false, query.sortBy !== 'price');
  const prices = scratchOfSize(length);
  const page = new TopK(query.offset + query.limit, matchOrder(partition, query, slots, scores));
  let matched = 0;
  let total = 0;
  for (let i = 0; i < length; i++) {
    const slot = slots[i] ?? 0;
    if (filter !== null && !filter(slot)) continue;
    const price = partition.price(slot);
    prices[matched++] = price;
    if (price < bounds.min || price > bounds.max) continue;
    total++;
    page.offer(i);
  }
  const hits = page.sorted().slice(query.offset).map((i) => partition.doc(slots[i] ?? 0));
  return { hits, estimatedTotalHits: total, priceFacets: priceFacetsOfPrices(prices, matched) };
}

/**
 * Order of match positions. With text, RECOMMENDED means relevance first and
 * the recommended order among equals; a price sort ignores relevance.
 */
function matchOrder(partition: ListingPartition, query: ListingSearchQuery, slots: Int32Array, scores: Float64Array): (a: number, b: number) => number {
  const doc = (i: number): ListingDocument => partition.doc(slots[i] ?? 0);
  if (query.sortBy === 'price') {
    const compare = isPriceDescending(query) ? comparePriceDescending : comparePriceAscending;
    const direction = isPriceDescending(query) ? -1 : 1;
    // The price column settles all but ties without opening the listings.
    const price = (i: number): number => partition.price(slots[i] ?? 0);
    return (a, b) => direction * (price(a) - price(b)) || compare(doc(a), doc(b));
  }
  return (a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || compareRecommended(doc(a), doc(b));
}
