import { combine } from 'effector';
import {
  effectiveSort,
  hotSearchContentFor,
  isCustomFilterOn,
  isForcedPriceSort,
  pageCount,
  pageWindow,
  rawFilterCount,
  selectedFilterCount,
  sliderRange,
  smartTagGroups,
  sortOptionOf,
  toggleHotSearch,
  withPage,
  type SortOption,
} from '../../../../domain/index.ts';
import { $language } from '../../shared/language/model.ts';
import { $activeHotSearch, $listingData } from './data.ts';
import { defaultsOf, toDomainHotSearch, urlForQuery } from './listing-url.ts';
import { $query, $urlContext } from './query.ts';
import { $offers } from './search.ts';
import { $priceDraft } from './url-changes.ts';

/*
 * What the listing's components read: the header, the filter badge and
 * panel, the sort select, the hot-search chips, the price slider and the
 * pagination bar. Each is derived from the query, the listing data and the
 * results by the domain's rules; links carry real URLs so crawlers and new
 * tabs reach the same view a click does.
 */

/** Game, product type and the active hot search's texts for the header. */
export const $listingHeader = combine($listingData, $activeHotSearch, (data, hotSearch) =>
  data === null ? null : { game: data.gameType.label, productType: data.selectedProductType.label, hotSearch },
);

/** The filter badge (domain rule: 0 in forced price-sort list modes). */
export const $filterCount = combine($query, $listingData, (query, data) =>
  query === null || data === null ? 0 : selectedFilterCount(query, defaultsOf(data), data.selectedProductType.listMode),
);

/** Whether "Clear filters" has anything to clear: a filter, the sort, the text or a hot search (even where the badge shows 0). */
export const $canClearFilters = combine($query, $listingData, (query, data) =>
  query === null || data === null ? false : query.selectedHotSearches.length > 0 || rawFilterCount(query, defaultsOf(data)) > 0,
);

/** The sort the select shows, and whether the list mode forces price ascending. */
export const $sort = combine($query, $listingData, (query, data) => {
  if (query === null || data === null) return { option: 'RECOMMENDED' as SortOption, forced: false };
  const listMode = data.selectedProductType.listMode;
  return { option: sortOptionOf(effectiveSort(query, listMode)), forced: isForcedPriceSort(listMode) };
});

/** The smart-tag filter groups with their options and which are selected. */
export const $smartTagGroups = combine($query, $listingData, (query, data) =>
  query === null || data === null ? [] : smartTagGroups(data.smartTagFilters, data.smartTags, query.smartTagFilters),
);

/** The custom filter toggles and whether each is on. */
export const $customFilters = combine($query, $listingData, (query, data) =>
  query === null || data === null
    ? []
    : data.customFilters.map((filter) => ({ field: filter.field, label: filter.label, on: isCustomFilterOn(query.extraFilters.customFilters, filter) })),
);

/** The platforms to choose from and the one chosen (null: all). */
export const $platforms = combine($query, $listingData, (query, data) => ({
  options: data?.platformTypes.map((p) => ({ value: p.value, label: p.label })) ?? [],
  selected: query?.extraFilters.platform ?? null,
}));

/** Hot-search chips: label, whether chosen, and the URL choosing it leads to (a real link for crawlers). */
export const $hotSearchChips = combine($urlContext, $language, (ctx, language) => {
  if (ctx === null) return [];
  const all = ctx.data.hotSearches.map(toDomainHotSearch);
  const defaults = defaultsOf(ctx.data);
  return ctx.data.hotSearches.map((h) => {
    const next = toggleHotSearch(ctx.query, all.find((x) => x._id === h._id) ?? toDomainHotSearch(h), all, defaults).query;
    return {
      id: h._id,
      label: hotSearchContentFor(h, language)?.label ?? h.url,
      selected: ctx.query.selectedHotSearches.includes(h._id),
      href: urlForQuery(ctx.location, ctx.page.search, next, ctx.data, ctx.viewMode),
    };
  });
});

/** The price slider: the facets' spread, the range shown (pending, chosen or all), all in USD cents. */
export const $priceSlider = combine($offers, $query, $priceDraft, (results, query, draft) => {
  const facets = results?.priceFacets ?? null;
  if (facets === null || query === null) return null;
  const slider = sliderRange(facets, draft === null ? query.price : draft.range);
  return slider === null ? null : { facets, ...slider };
});

/** One entry of the pagination bar. */
export type PageLink = { readonly kind: 'page'; readonly page: number; readonly href: string; readonly current: boolean } | { readonly kind: 'gap'; readonly key: string };

/** The pagination bar: previous / next and the domain's window of pages, each with its URL. */
export const $pagination = combine($offers, $urlContext, (results, ctx) => {
  if (results === null || ctx === null) return null;
  const pages = pageCount(results.total, results.limit);
  const current = ctx.query.page;
  const href = (n: number) => urlForQuery(ctx.location, ctx.page.search, withPage(ctx.query, n), ctx.data, ctx.viewMode);
  const links = pageWindow(current, pages).map(
    (entry): PageLink => (entry.kind === 'gap' ? { kind: 'gap', key: `gap-${entry.beforePage}` } : { kind: 'page', page: entry.page, href: href(entry.page), current: entry.page === current }),
  );
  return {
    page: current,
    pages,
    links,
    previous: current > 1 ? { page: current - 1, href: href(current - 1) } : null,
    next: current < pages ? { page: current + 1, href: href(current + 1) } : null,
  };
});
