import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { presentString, withEntry } from './filter-values.ts';
import type { CustomFilterValue, SmartTagValue } from './listing-data.ts';
import type { ListingQuery, PriceRange, SortBy, SortDirection } from './listing-query.ts';

/**
 * The visitor's own filter changes. Each one returns to page 1 (the old page
 * number means nothing for a new result set) and bumps `updateFilter`.
 */

/** `query` after a filter change: page 1 and one more `updateFilter`. */
export function afterFilterChange(query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery {
  return { ...query, ...patch, page: 1, skip: 0, updateFilter: query.updateFilter + 1 };
}

/** Sorts by RECOMMENDED (always descending) or by price, ascending unless `direction` is -1. */
export function setSort(query: ListingQuery, sortBy: SortBy, direction?: SortDirection): ListingQuery {
  const sortDirection: SortDirection = sortBy === 'RECOMMENDED' ? -1 : (direction ?? 1);
  return afterFilterChange(query, { sortBy, sortDirection });
}

/** Sets the typed search text; whitespace-only text counts as no search. */
export function setSearchText(query: ListingQuery, searchText: string): ListingQuery {
  return afterFilterChange(query, { searchText });
}

/**
 * Sets or clears (null) the price range. Bounds given in the wrong order are
 * swapped, as a slider can produce them; a negative or non-finite bound is refused.
 */
export function setPriceRange(query: ListingQuery, range: PriceRange | null): Result<ListingQuery, DomainError> {
  if (range === null) return ok(afterFilterChange(query, { price: null }));
  const [a, b] = range;
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b < 0) {
    return err(domainError('VALIDATION_FAILED', 'Price range bounds must be finite and not negative', { field: 'price' }));
  }
  return ok(afterFilterChange(query, { price: a <= b ? [a, b] : [b, a] }));
}

/** Selects a value (or values) in one smart-tag filter; undefined removes the selection. */
export function setSmartTagFilter(query: ListingQuery, filterId: string, value: SmartTagValue | undefined): ListingQuery {
  return afterFilterChange(query, { smartTagFilters: withEntry(query.smartTagFilters, filterId, value) });
}

/** Sets one custom filter; null (or '' or []) unsets it. */
export function setCustomFilter(query: ListingQuery, field: string, value: CustomFilterValue): ListingQuery {
  const customFilters = withEntry(query.extraFilters.customFilters, field, value);
  return afterFilterChange(query, { extraFilters: { ...query.extraFilters, customFilters } });
}

/** Selects a platform, or all platforms with null or ''. */
export function setPlatform(query: ListingQuery, platform: string | null): ListingQuery {
  return afterFilterChange(query, { extraFilters: { ...query.extraFilters, platform: presentString(platform) } });
}
