import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/** The search service's indexes (spec section 3). */
export const SITE_SEARCH_INDEXES = ['products_new', 'gameTypes', 'smartTags', 'blogs', 'hotSearch', 'platformTypes', 'gameCategories', 'gameArticles'] as const;
export type SiteSearchIndex = (typeof SITE_SEARCH_INDEXES)[number];

export interface SiteSearchQuery {
  readonly indexUid: SiteSearchIndex;
  readonly q: string;
  readonly limit: number;
  readonly offset: number;
}

export interface SiteSearchResult {
  readonly indexUid: SiteSearchIndex;
  readonly query: string;
  readonly hits: readonly Readonly<Record<string, unknown>>[];
  readonly estimatedTotalHits: number;
}

/** The header's global search: several indexes in one round trip, like Meilisearch's multi-search. */
export interface SiteSearch {
  multiSearch(queries: readonly SiteSearchQuery[]): Promise<Result<readonly SiteSearchResult[], DomainError>>;
}
