import { PRICE_FACET_BUCKETS, type ListingDocument, type ListingSearchQuery, type ListingSearchResult, type PriceFacets } from '../../../application/catalog/ports/index.ts';

/**
 * The obvious, slow answer to a query without text: filter the catalog in
 * plain JS, sort it, slice it. Written independently of the adapters (no
 * shared helpers) so the property tests compare two implementations.
 */
export function referenceSearch(catalog: readonly ListingDocument[], query: ListingSearchQuery): ListingSearchResult {
  const matching = catalog.filter((doc) => matchesIgnoringPrice(doc, query));
  const inRange = matching.filter(
    (doc) => doc.priceMinor >= (query.price?.min ?? -Infinity) && doc.priceMinor <= (query.price?.max ?? Infinity),
  );
  const sorted = [...inRange].sort(referenceOrder(query));
  return {
    hits: sorted.slice(query.offset, query.offset + query.limit),
    estimatedTotalHits: sorted.length,
    priceFacets: referenceFacets(matching.map((doc) => doc.priceMinor)),
  };
}

function matchesIgnoringPrice(doc: ListingDocument, query: ListingSearchQuery): boolean {
  if (doc.gameType !== query.gameType || doc.productType !== query.productType || doc.state !== 'AVAILABLE') return false;
  for (const [filter, accepted] of Object.entries(query.smartTags ?? {})) {
    if (accepted.length === 0) continue;
    const tag = doc.tags[filter];
    const values = tag === undefined ? [] : typeof tag === 'string' ? [tag] : tag;
    if (!values.some((value) => accepted.includes(value))) return false;
  }
  const platforms = query.platforms ?? [];
  if (platforms.length > 0 && (doc.platform === null || !platforms.includes(doc.platform))) return false;
  return (query.customFilters ?? []).every(({ field, value }) => doc[field] === value);
}

function referenceOrder(query: ListingSearchQuery): (a: ListingDocument, b: ListingDocument) => number {
  const byId = (a: ListingDocument, b: ListingDocument): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (query.sortBy === 'price') {
    const direction = query.sortDirection;
    return (a, b) => direction * (a.priceMinor - b.priceMinor || byId(a, b));
  }
  return (a, b) => b.recommendedScore - a.recommendedScore || b.createdAt - a.createdAt || byId(a, b);
}

/** Equal-width buckets from min to max; the top edge goes to the last bucket; one bucket when all prices are equal. */
export function referenceFacets(prices: readonly number[]): PriceFacets {
  if (prices.length === 0) return { min: 0, max: 0, buckets: [] };
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (min === max) return { min, max, buckets: [{ from: min, to: max, count: prices.length }] };
  const span = max - min;
  const buckets = Array.from({ length: PRICE_FACET_BUCKETS }, (_, i) => ({
    from: i === 0 ? min : min + (span * i) / PRICE_FACET_BUCKETS,
    to: i === PRICE_FACET_BUCKETS - 1 ? max : min + (span * (i + 1)) / PRICE_FACET_BUCKETS,
    count: 0,
  }));
  for (const price of prices) {
    const index = Math.min(PRICE_FACET_BUCKETS - 1, Math.floor(((price - min) * PRICE_FACET_BUCKETS) / span));
    const bucket = buckets[index];
    if (bucket !== undefined) bucket.count += 1;
  }
  return { min, max, buckets };
}
