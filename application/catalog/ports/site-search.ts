import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { SiteSearchQuery, SiteSearchResult } from '../../../contracts/catalog/index.ts';

/** One query and one index's answer, exactly as POST /api/multi-search carries them (contracts/catalog). */
export type { SiteSearchIndex, SiteSearchQuery, SiteSearchResult } from '../../../contracts/catalog/index.ts';

/** The header's global search: several indexes in one round trip, like Meilisearch's multi-search. */
export interface SiteSearch {
  multiSearch(queries: readonly SiteSearchQuery[]): Promise<Result<readonly SiteSearchResult[], DomainError>>;
}
