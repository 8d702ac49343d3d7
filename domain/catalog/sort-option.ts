import type { EffectiveSort } from './forced-sort.ts';
import type { ListingQuery } from './listing-query.ts';
import { setSort } from './query-updates.ts';

/**
 * The listing's sort select: three choices over the query's sort fields.
 * RECOMMENDED is always descending (listing-query.ts); the two price choices
 * differ only in direction.
 */

/** The choices of the sort select. */
export type SortOption = 'RECOMMENDED' | 'price_asc' | 'price_desc';

/** The choice a sort shows as. */
export function sortOptionOf(sort: EffectiveSort): SortOption {
  if (sort.sortBy === 'RECOMMENDED') return 'RECOMMENDED';
  return sort.sortDirection === 1 ? 'price_asc' : 'price_desc';
}

/** The query after choosing `option`; page 1, like every filter change. */
export function withSortOption(query: ListingQuery, option: SortOption): ListingQuery {
  return option === 'RECOMMENDED' ? setSort(query, 'RECOMMENDED') : setSort(query, 'price', option === 'price_asc' ? 1 : -1);
}
