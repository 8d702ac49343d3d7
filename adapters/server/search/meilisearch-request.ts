import type { ListingSearchQuery } from '../../../application/catalog/ports/index.ts';
import { hasSearchableWords } from './query-text.ts';

/**
 * Pure translation of a listing query into Meilisearch search parameters, so
 * the exact filter and sort strings are pinned by unit tests without a server.
 */

/** The search parameters this adapter sends; a subset of the client's SearchParams. */
export interface MeilisearchListingRequest {
  readonly q: string;
  /** Clauses combined with AND by Meilisearch. */
  readonly filter: string[];
  /** Absent when relevance orders the hits (text with RECOMMENDED). */
  readonly sort?: string[];
  readonly offset: number;
  readonly limit: number;
  readonly facets: string[];
  /** Every query word must match, as in the embedded engine (Meilisearch's default drops trailing words). */
  readonly matchingStrategy: 'all';
}

/** The facet the price slider is drawn from. */
export const PRICE_FACET = 'priceMinor';

const RESERVED_WORDS = new Set(['AND', 'OR', 'IN', 'NOT', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY', 'CONTAINS', 'STARTS', 'WITH']);
const PLAIN_ATTRIBUTE = /^[\p{L}\p{N}_.-]+$/u;

/**
 * A filter value as a double-quoted string. Meilisearch's filter parser takes
 * `\"` for a quote and then unescapes backslash sequences, so backslashes
 * are doubled first and quotes escaped after.
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** An attribute name, quoted only when it is not a plain word (smart-tag filter names come from staff). */
export function filterAttribute(name: string): string {
  return PLAIN_ATTRIBUTE.test(name) && !RESERVED_WORDS.has(name) ? name : quoteFilterValue(name);
}

function anyOf(attribute: string, values: readonly string[]): string {
  return `${filterAttribute(attribute)} IN [${values.map(quoteFilterValue).join(', ')}]`;
}

/** Scope, state, smart tags, platforms and custom filters: everything but the price bounds. */
function filtersWithoutPrice(query: ListingSearchQuery): string[] {
  const filter = [
    `gameType = ${quoteFilterValue(query.gameType)}`,
    `productType = ${quoteFilterValue(query.productType)}`,
    `state = ${quoteFilterValue(query.state)}`,
  ];
  for (const [tagFilter, values] of Object.entries(query.smartTags ?? {})) {
    if (values.length > 0) filter.push(anyOf(`tags.${tagFilter}`, values));
  }
  if ((query.platforms ?? []).length > 0) filter.push(anyOf('platform', query.platforms ?? []));
  for (const { field, value } of query.customFilters ?? []) filter.push(`${field} = ${quoteFilterValue(value)}`);
  return filter;
}

function priceFilters(query: ListingSearchQuery): string[] {
  const filter: string[] = [];
  if (query.price?.min !== undefined) filter.push(`${PRICE_FACET} >= ${query.price.min}`);
  if (query.price?.max !== undefined) filter.push(`${PRICE_FACET} <= ${query.price.max}`);
  return filter;
}

/** Whether the query bounds the price, which is when its own response cannot supply the price facets. */
export function hasPriceBounds(query: ListingSearchQuery): boolean {
  return query.price?.min !== undefined || query.price?.max !== undefined;
}

/** The sort strings of the shared orders (see listing-order.ts); undefined means relevance. */
export function sortOf(query: ListingSearchQuery): string[] | undefined {
  if (query.sortBy === 'price') {
    return query.sortDirection === 1 ? [`${PRICE_FACET}:asc`, 'id:asc'] : [`${PRICE_FACET}:desc`, 'id:desc'];
  }
  if (hasSearchableWords(query.text ?? '')) return undefined;
  return ['recommendedScore:desc', 'createdAt:desc', 'id:asc'];
}

/** The page search of a (validated) listing query. */
export function toMeilisearchRequest(query: ListingSearchQuery): MeilisearchListingRequest {
  const sort = sortOf(query);
  return {
    q: query.text ?? '',
    filter: [...filtersWithoutPrice(query), ...priceFilters(query)],
    ...(sort === undefined ? {} : { sort }),
    offset: query.offset,
    limit: query.limit,
    facets: [PRICE_FACET],
    matchingStrategy: 'all',
  };
}

/**
 * The companion search for the price facets: the same words and filters
 * without the price bounds, and no hits, so the slider shows the whole spread.
 */
export function toPriceFacetRequest(query: ListingSearchQuery): MeilisearchListingRequest {
  return { q: query.text ?? '', filter: filtersWithoutPrice(query), offset: 0, limit: 0, facets: [PRICE_FACET], matchingStrategy: 'all' };
}
