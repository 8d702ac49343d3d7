import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError, type DomainError } from '../../../domain/index.ts';
import type { ListingDocument, ListingSearchResult } from '../../../application/catalog/ports/index.ts';
import { tagValuesOf } from './tag-values.ts';
import { PRICE_FACET } from './meilisearch-request.ts';
import { priceFacetsOfCounts } from './price-facets.ts';

/**
 * The listing as stored in Meilisearch: the port's document plus its tag
 * values flattened into one searchable array (Meilisearch cannot search the
 * values of an object whose keys vary per game).
 */
export type StoredListing = ListingDocument & { readonly tagValues: readonly string[] };

/** The stored form of a listing. */
export function toStoredListing(doc: ListingDocument): StoredListing {
  return { ...doc, tagValues: tagValuesOf(doc.tags) };
}

const listingSchema = v.object({
  id: v.string(),
  gameType: v.string(),
  productType: v.string(),
  title: v.string(),
  description: v.string(),
  sellerId: v.string(),
  sellerName: v.string(),
  sellerSlug: v.string(),
  sellerRating: v.number(),
  priceMinor: v.number(),
  quantity: v.number(),
  maxQuantity: v.nullable(v.number()),
  minQuantity: v.number(),
  incrementalQuantity: v.boolean(),
  purchaseBehavior: v.string(),
  deliveryDuration: v.string(),
  image: v.nullable(v.string()),
  state: v.string(),
  tags: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  platform: v.nullable(v.string()),
  volumeDiscount: v.nullable(v.object({ start: v.number(), end: v.number(), min: v.number(), max: v.number() })),
  recommendedScore: v.number(),
  createdAt: v.number(),
});

/** The part of a Meilisearch search response this adapter reads; validated, since it crosses a process boundary. */
const responseSchema = v.object({
  hits: v.array(v.unknown()),
  estimatedTotalHits: v.optional(v.number()),
  totalHits: v.optional(v.number()),
  facetDistribution: v.optional(v.record(v.string(), v.record(v.string(), v.number()))),
  facetStats: v.optional(v.record(v.string(), v.object({ min: v.number(), max: v.number() }))),
});

/**
 * Builds the port's result from the page search and, when the query bounded
 * the price, the companion facet search (see toPriceFacetRequest); without
 * bounds the page search's own facets already cover every match. Hits lose
 * the stored-only fields (tagValues, ranking details) because valibot's
 * object schema keeps declared keys only.
 */
export function fromMeilisearchResponse(page: unknown, priceFacetSearch: unknown = page): Result<ListingSearchResult, DomainError> {
  const main = v.safeParse(responseSchema, page);
  const facets = v.safeParse(responseSchema, priceFacetSearch);
  if (!main.success || !facets.success) return err(malformed('search response'));
  const hits: ListingDocument[] = [];
  for (const hit of main.output.hits) {
    const listing = v.safeParse(listingSchema, hit);
    if (!listing.success) return err(malformed('listing'));
    hits.push(listing.output);
  }
  const distribution = facets.output.facetDistribution?.[PRICE_FACET] ?? {};
  const entries = Object.entries(distribution).map(([price, count]) => [Number(price), count] as const);
  const stats = facets.output.facetStats?.[PRICE_FACET];
  return ok({
    hits,
    estimatedTotalHits: main.output.estimatedTotalHits ?? main.output.totalHits ?? hits.length,
    priceFacets: priceFacetsOfCounts(entries, stats),
  });
}

function malformed(what: string): DomainError {
  return domainError('INTERNAL', `Meilisearch returned a malformed ${what}`);
}
