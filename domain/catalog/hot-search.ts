import { ownValue, presentString, withEntry } from './filter-values.ts';
import type { HotSearch, HotSearchContent, LanguageCode } from './listing-data.ts';
import type { ListingDefaults, ListingQuery } from './listing-query.ts';
import { afterFilterChange } from './query-updates.ts';

/**
 * Hot searches (spec section 4). Choosing one adds it to the selection,
 * applies its smart-tag values (replacing, not merging with, what the filter
 * held), its platform filter and its search filter, and returns to page 1.
 * Choosing it again removes it and puts exactly the filters it sets back to
 * their defaults (not to what they held before it was chosen). Two hot
 * searches conflict when they set the same smart-tag filter, or both set a
 * platform, or both set a search filter; choosing one first removes every
 * selected hot search it conflicts with, as if that one had been chosen again.
 */

/** The outcome of choosing a hot search. */
export interface HotSearchToggle {
  readonly query: ListingQuery;
  /** The hot search's URL segment to navigate to, or null when it was removed. */
  readonly hotSearchUrl: string | null;
}

/** Whether a hot search sets the platform filter. */
export function setsPlatform(hotSearch: HotSearch): boolean {
  return presentString(hotSearch.platformFilter) !== null;
}

/** Whether a hot search sets a search filter. */
export function setsSearchFilter(hotSearch: HotSearch): boolean {
  return presentString(hotSearch.searchFilter) !== null;
}

/** Whether two hot searches cannot both stay selected: they set the same filter. */
export function hotSearchesConflict(a: HotSearch, b: HotSearch): boolean {
  return (
    Object.keys(a.smartTags).some((id) => Object.hasOwn(b.smartTags, id)) ||
    (setsPlatform(a) && setsPlatform(b)) ||
    (setsSearchFilter(a) && setsSearchFilter(b))
  );
}

/**
 * A hot search's texts in `language`: its own, else English, else the first
 * it has (a hot search written for one market still shows somewhere).
 */
export function hotSearchContentFor(hotSearch: Pick<HotSearch, 'content'>, language: LanguageCode): HotSearchContent | undefined {
  const { content } = hotSearch;
  return (Object.hasOwn(content, language) ? content[language] : undefined) ?? (Object.hasOwn(content, 'en') ? content['en'] : undefined) ?? Object.values(content)[0];
}

/** The hot search a `/{gameType}-{productType}/{hotSearch}` URL segment names. */
export function findHotSearchByUrl(hotSearches: readonly HotSearch[], url: string): HotSearch | undefined {
  return hotSearches.find((h) => h.url === url);
}

/** Chooses `hotSearch`, or un-chooses it when it is already selected; see the module comment. */
export function toggleHotSearch(
  query: ListingQuery,
  hotSearch: HotSearch,
  allHotSearches: readonly HotSearch[],
  defaults: ListingDefaults,
): HotSearchToggle {
  if (query.selectedHotSearches.includes(hotSearch._id)) {
    const selectedHotSearches = query.selectedHotSearches.filter((id) => id !== hotSearch._id);
    return { query: afterFilterChange(unapply(query, hotSearch, defaults), { selectedHotSearches }), hotSearchUrl: null };
  }
  const byId = new Map(allHotSearches.map((h) => [h._id, h]));
  let next = query;
  const kept: string[] = [];
  for (const id of query.selectedHotSearches) {
    const other = byId.get(id);
    if (other !== undefined && hotSearchesConflict(other, hotSearch)) next = unapply(next, other, defaults);
    else kept.push(id);
  }
  next = apply(next, hotSearch);
  return {
    query: afterFilterChange(next, { selectedHotSearches: [...kept, hotSearch._id] }),
    hotSearchUrl: hotSearch.url,
  };
}

function apply(query: ListingQuery, hotSearch: HotSearch): ListingQuery {
  let smartTagFilters = query.smartTagFilters;
  for (const [id, value] of Object.entries(hotSearch.smartTags)) smartTagFilters = withEntry(smartTagFilters, id, value);
  const platform = presentString(hotSearch.platformFilter) ?? query.extraFilters.platform;
  const searchFilter = presentString(hotSearch.searchFilter) ?? query.extraFilters.searchFilter;
  return { ...query, smartTagFilters, extraFilters: { ...query.extraFilters, platform, searchFilter } };
}

function unapply(query: ListingQuery, hotSearch: HotSearch, defaults: ListingDefaults): ListingQuery {
  let smartTagFilters = query.smartTagFilters;
  for (const id of Object.keys(hotSearch.smartTags)) {
    smartTagFilters = withEntry(smartTagFilters, id, ownValue(defaults.smartTagFilters, id));
  }
  const platform = setsPlatform(hotSearch) ? null : query.extraFilters.platform;
  const searchFilter = setsSearchFilter(hotSearch) ? null : query.extraFilters.searchFilter;
  return { ...query, smartTagFilters, extraFilters: { ...query.extraFilters, platform, searchFilter } };
}
