import { ownValue, sameFilterValue } from './filter-values.ts';
import type { CustomFilterValue } from './listing-data.ts';
import type { ListingQuery } from './listing-query.ts';
import { setCustomFilter } from './query-updates.ts';

/**
 * A custom filter is a toggle (e.g. "Instant delivery"): it is on while the
 * query holds the value the filter applies, compared the way a visitor sees
 * values (filter-values.ts), and a click sets that value or unsets it.
 */

/** What the toggle needs of a custom filter: its field and the value it applies. */
export interface CustomFilterToggle {
  readonly field: string;
  readonly applies: CustomFilterValue;
}

/** Whether the toggle shows as on for `customFilters`. */
export function isCustomFilterOn(customFilters: Readonly<Record<string, CustomFilterValue>>, filter: CustomFilterToggle): boolean {
  return sameFilterValue(ownValue(customFilters, filter.field), filter.applies);
}

/** The query after a click on the toggle; page 1, like every filter change. */
export function toggleCustomFilter(query: ListingQuery, filter: CustomFilterToggle): ListingQuery {
  return setCustomFilter(query, filter.field, isCustomFilterOn(query.extraFilters.customFilters, filter) ? null : filter.applies);
}
