import { ownValue } from './filter-values.ts';
import type { SmartTagFilterValues } from './listing-data.ts';
import type { ListingQuery } from './listing-query.ts';
import { setSmartTagFilter } from './query-updates.ts';

/**
 * Smart-tag filters as the visitor works them (spec section 4): a
 * multi-select filter takes several values and a click adds or removes one;
 * any other filter holds one value and a second click on it clears it.
 * Whatever a filter holds is read the same way everywhere: a missing filter
 * and '' select nothing, a string selects itself, a list selects its items.
 */

/** What the rules need of a smart-tag filter. */
export interface SmartTagFilterChoice {
  readonly _id: string;
  readonly multiSelect: boolean;
}

/** What the filter panel needs of a filter and of a tag. */
export interface SmartTagFilterEntry extends SmartTagFilterChoice {
  readonly label: string;
}
export interface SmartTagEntry {
  readonly value: string;
  readonly label: string;
  readonly filterId: string;
}

/** One filter group of the panel: its options in tag order, each marked selected or not. */
export interface SmartTagGroup {
  readonly id: string;
  readonly label: string;
  readonly multiSelect: boolean;
  readonly options: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
}

/** The values filter `filterId` selects in `selection`. */
export function selectedSmartTags(selection: SmartTagFilterValues, filterId: string): readonly string[] {
  const current = ownValue(selection, filterId);
  if (current === undefined || current === '') return [];
  return typeof current === 'string' ? [current] : current;
}

/** The query after a click on `value` of `filter`; page 1, like every filter change. */
export function toggleSmartTag(query: ListingQuery, filter: SmartTagFilterChoice, value: string): ListingQuery {
  const selected = selectedSmartTags(query.smartTagFilters, filter._id);
  const on = selected.includes(value);
  if (filter.multiSelect) return setSmartTagFilter(query, filter._id, on ? selected.filter((v) => v !== value) : [...selected, value]);
  return setSmartTagFilter(query, filter._id, on ? '' : value);
}

/** The panel's groups, in filter order; a filter without any tag is left out. */
export function smartTagGroups(filters: readonly SmartTagFilterEntry[], tags: readonly SmartTagEntry[], selection: SmartTagFilterValues): SmartTagGroup[] {
  return filters
    .map((filter) => {
      const selected = selectedSmartTags(selection, filter._id);
      return {
        id: filter._id,
        label: filter.label,
        multiSelect: filter.multiSelect,
        options: tags.filter((tag) => tag.filterId === filter._id).map((tag) => ({ value: tag.value, label: tag.label, selected: selected.includes(tag.value) })),
      };
    })
    .filter((group) => group.options.length > 0);
}
