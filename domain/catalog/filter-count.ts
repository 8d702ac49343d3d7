import { ownValue, presentString, sameFilterValue, unionKeys } from './filter-values.ts';
import type { FilterValue } from './filter-values.ts';
import { isForcedPriceSort } from './forced-sort.ts';
import type { ListMode } from './listing-data.ts';
import type { ListingDefaults, ListingQuery } from './listing-query.ts';

/**
 * The number on the "filters" badge (spec section 5). Each of these counts
 * one: every smart-tag filter whose selection differs from its default (a
 * multi-select filter once, however many values), every custom filter whose
 * value differs from its default, a set platform filter (the platform is one
 * of the extra filters), a price range, non-blank search text, a search
 * filter (only a search-filter hot search sets one), and a sort other than
 * RECOMMENDED descending. Page and hot-search selection do not count by
 * themselves, and forced price-sort list modes always show 0.
 */
export function selectedFilterCount(query: ListingQuery, defaults: ListingDefaults, listMode: ListMode | undefined): number {
  return isForcedPriceSort(listMode) ? 0 : rawFilterCount(query, defaults);
}

/** The count regardless of list mode; 0 exactly when every filter and the sort are at their defaults. */
export function rawFilterCount(query: ListingQuery, defaults: ListingDefaults): number {
  return (
    differingKeys(query.smartTagFilters, defaults.smartTagFilters) +
    differingKeys(query.extraFilters.customFilters, defaults.customFilters) +
    one(presentString(query.extraFilters.platform) !== null) +
    one(query.price !== null) +
    one(query.searchText.trim() !== '') +
    one(presentString(query.extraFilters.searchFilter) !== null) +
    one(query.sortBy !== 'RECOMMENDED' || query.sortDirection !== -1)
  );
}

function one(condition: boolean): number {
  return condition ? 1 : 0;
}

function differingKeys<V extends FilterValue>(
  current: Readonly<Record<string, V>>,
  defaults: Readonly<Record<string, V>>,
): number {
  return unionKeys(current, defaults).filter((k) => !sameFilterValue(ownValue(current, k), ownValue(defaults, k))).length;
}
