import * as v from 'valibot';
import { count, list, shortText } from '../shared/fields.ts';

/*
 * POST /api/multi-search: the header's global search across the spec's
 * indexes, the same shape as Meilisearch's multi-search.
 */

/** The search service's indexes (spec section 3). */
export const SITE_SEARCH_INDEXES = ['products_new', 'gameTypes', 'smartTags', 'blogs', 'hotSearch', 'platformTypes', 'gameCategories', 'gameArticles'] as const;
export type SiteSearchIndex = (typeof SITE_SEARCH_INDEXES)[number];

const SiteSearchQuerySchema = v.object({
  indexUid: v.picklist(SITE_SEARCH_INDEXES, 'must be one of the search indexes'),
  q: v.optional(shortText(200), ''),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)), 10),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), 0),
});
export type SiteSearchQuery = v.InferOutput<typeof SiteSearchQuerySchema>;

export const MultiSearchBody = v.object({
  queries: v.pipe(v.array(SiteSearchQuerySchema), v.minLength(1), v.maxLength(10)),
});

/** One index's answer; the hits are that index's documents, whatever their fields. */
export const SiteSearchResultSchema = v.object({
  indexUid: v.picklist(SITE_SEARCH_INDEXES),
  query: v.string(),
  hits: list(v.record(v.string(), v.unknown())),
  estimatedTotalHits: count,
});
export type SiteSearchResult = v.InferOutput<typeof SiteSearchResultSchema>;

export const MultiSearchAnswer = v.object({ results: list(SiteSearchResultSchema) });
export type MultiSearchAnswer = v.InferOutput<typeof MultiSearchAnswer>;
