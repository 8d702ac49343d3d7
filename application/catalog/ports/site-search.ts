import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { SiteSearchQuery, SiteSearchResult } from '../../../contracts/catalog/index.ts';

/** One query and one index's answer, exactly as POST /api/multi-search carries them (contracts/catalog). */
export type { SiteSearchIndex, SiteSearchQuery, SiteSearchResult } from '../../../contracts/catalog/index.ts';

/** The header's global search: several indexes in one round trip, like Meilisearch's multi-search. */
export interface SiteSearch {
  /** `hasAuthToken`: the visitor is signed in, so hidden games' listings may be found, as on every other route. */
  multiSearch(queries: readonly SiteSearchQuery[], visitor: { readonly hasAuthToken: boolean }): Promise<Result<readonly SiteSearchResult[], DomainError>>;
}
