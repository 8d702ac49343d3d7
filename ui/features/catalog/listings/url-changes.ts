import { createEffect, createEvent, createStore, merge, sample, type Event, type Unit } from 'effector';
import {
  chosenPriceRange,
  samePriceRange,
  setPlatform,
  setPriceRange,
  setSearchText,
  toggleCustomFilter,
  toggleHotSearch,
  toggleSmartTag,
  withPage,
  withSortOption,
  type ListingQuery,
  type PriceRange,
  type SortOption,
} from '../../../../domain/index.ts';
import { navigationRequested, type NavigationRequest } from '../../shared/page/model.ts';
import { clearedUrl, defaultsOf, toDomainHotSearch, urlForQuery } from './listing-url.ts';
import { $query, $urlContext, type UrlContext } from './query.ts';
import { $results } from './search.ts';

/*
 * The visitor's changes → the next URL. A change computes the next query
 * with the domain's rules and asks for its URL (`navigationRequested`); the
 * resolved page then reads the query back (query.ts) and searches. Typing and
 * the price slider wait for a pause before the URL follows, so every
 * keystroke or slider step is not a page of its own.
 */

/** Quiet time after the last keystroke before a typed search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Quiet time after the last slider move before the price range applies. */
export const PRICE_DEBOUNCE_MS = 300;

/** Waits out the typing pause; resolves with the text it was started for. */
export const searchDebounceFx = createEffect<string, string>((text) => new Promise((resolve) => setTimeout(() => resolve(text), SEARCH_DEBOUNCE_MS)));

/** Waits out the slider pause; resolves with the range it was started for. */
export const priceDebounceFx = createEffect<PriceRange | null, PriceRange | null>(
  (range) => new Promise((resolve) => setTimeout(() => resolve(range), PRICE_DEBOUNCE_MS)),
);

export const searchTextChanged = createEvent<string>();
/** Enter in the search box: search now, without waiting for the pause. */
export const searchSubmitted = createEvent();
/** A slider thumb was released (or moved by keyboard); null is "any price". */
export const priceRangeChanged = createEvent<PriceRange | null>();
export const sortChanged = createEvent<SortOption>();
export const smartTagToggled = createEvent<{ readonly filterId: string; readonly value: string }>();
export const customFilterToggled = createEvent<string>();
export const platformChanged = createEvent<string | null>();
export const hotSearchToggled = createEvent<string>();
export const pageChanged = createEvent<number>();
export const filtersCleared = createEvent();

/**
 * Navigates to the URL of `change(query)`; a change that yields null, or the URL already shown, goes nowhere.
 * `settled` marks a change that lands after a pause (typing, a slider): it applies only while the address bar
 * still shows the page it was made on, so a link clicked meanwhile is not pulled back. Returns the payloads
 * that did ask for a navigation.
 */
function navigateOn<T>(
  clock: Unit<T>,
  change: (query: ListingQuery, payload: T, ctx: UrlContext) => ListingQuery | string | null,
  { replace = false, settled = false } = {},
): Event<T> {
  const to = sample({
    clock,
    source: $urlContext,
    fn: (ctx, payload): { readonly request: NavigationRequest; readonly payload: T } | null => {
      if (ctx === null) return null;
      const next = change(ctx.query, payload, ctx);
      if (next === null) return null;
      const shown = ctx.page.pathname + ctx.page.search;
      const url = typeof next === 'string' ? next : urlForQuery(ctx.location, ctx.page.search, next, ctx.data, ctx.viewMode);
      if (url === shown) return null;
      return { request: settled ? { to: url, replace, from: shown } : { to: url, replace }, payload };
    },
  });
  const asked = to.filterMap((made) => made ?? undefined);
  sample({ clock: asked, fn: ({ request }) => request, target: navigationRequested });
  return asked.map(({ payload }) => payload);
}

// Search text: the box follows the keyboard at once; the URL follows after a pause (or Enter).
export const $searchDraft = createStore('', { sid: 'listings/$searchDraft' }).on(searchTextChanged, (_, text) => text);
/** The text last sent to the URL. */
const $committedText = createStore('', { sid: 'listings/$committedText' });
/** The text of the query last shown, so only a change of it counts as the URL changing the text. */
const $shownText = createStore('', { sid: 'listings/$shownText' });
/**
 * Texts sent to the URL whose page has not come back yet, oldest first. On a slow machine the page of one
 * pause comes back after the next pause was sent: that page is our own echo and must not put its older text
 * back into the box (the next keystroke would append to it, losing letters).
 */
const $unlandedTexts = createStore<readonly string[]>([], { sid: 'listings/$unlandedTexts', serialize: 'ignore' });
sample({ clock: searchTextChanged, target: searchDebounceFx });
const textSettled = sample({ clock: searchDebounceFx.doneData, source: $searchDraft, filter: (draft, text) => draft === text, fn: (draft) => draft });
const textSubmitted = sample({ clock: searchSubmitted, source: $searchDraft });
sample({ clock: [textSettled, textSubmitted], target: $committedText });
const sameText = (query: ListingQuery, text: string) => (query.searchText === text ? null : setSearchText(query, text));
/** An echo came back while a newer text is unlanded: that text's write may have been dropped, so it is sent again. */
const textResent = createEvent<string>();
const textSent = merge([
  navigateOn(textSettled, sameText, { replace: true, settled: true }),
  navigateOn(textResent, sameText, { replace: true, settled: true }),
  navigateOn(textSubmitted, sameText),
]);
$unlandedTexts.on(textSent, (texts, text) => [...texts.filter((t) => t !== text), text]);

const landed = sample({
  clock: $query.updates.filterMap((query) => query ?? undefined),
  source: { shown: $shownText, unlanded: $unlandedTexts, committed: $committedText },
  fn: ({ shown, unlanded, committed }, query) => {
    const text = query.searchText;
    const at = unlanded.indexOf(text);
    // Only the newest navigation's page is shown (page/model.ts), so texts sent before this one never land.
    return { text, changed: text !== shown, echo: at >= 0, later: at >= 0 ? unlanded.slice(at + 1) : [], committed };
  },
});
sample({ clock: landed, fn: ({ text }) => text, target: $shownText });
sample({ clock: landed, filter: ({ changed }) => changed, fn: ({ later }) => later, target: $unlandedTexts });
// The URL changed the text itself (Back, clear filters, another listing): the box shows it.
sample({ clock: landed, filter: ({ changed, echo, committed, text }) => changed && !echo && text !== committed, fn: ({ text }) => text, target: [$searchDraft, $committedText] });
sample({ clock: landed, filter: ({ changed, echo, later }) => changed && echo && later.length > 0, fn: ({ committed }) => committed, target: textResent });

// Price range: a range over the whole spread means "any price"; the URL follows after a pause.
/** The range being applied (after a thumb moved, before the URL has it); null when none is pending. */
export const $priceDraft = createStore<{ readonly range: PriceRange | null } | null>(null, { sid: 'listings/$priceDraft', serialize: 'ignore' });
const priceChosen = sample({ clock: priceRangeChanged, source: $results, fn: (results, range) => chosenPriceRange(range, results?.priceFacets ?? null) });
sample({ clock: priceChosen, fn: (range) => ({ range }), target: $priceDraft });
sample({ clock: priceChosen, target: priceDebounceFx });
const priceSettled = sample({
  clock: priceDebounceFx.doneData,
  source: $priceDraft,
  filter: (draft, range) => draft !== null && draft.range === range,
  fn: (_, range) => range,
});
navigateOn(priceSettled, (query, range) => (samePriceRange(query.price, range) ? null : setPriceRange(query, range).unwrapOr(null)), { settled: true });
$priceDraft.reset($query.updates);

navigateOn(sortChanged, (query, option) => withSortOption(query, option));

navigateOn(smartTagToggled, (query, { filterId, value }, { data }) => {
  const filter = data.smartTagFilters.find((f) => f._id === filterId);
  return filter === undefined ? null : toggleSmartTag(query, filter, value);
});

navigateOn(customFilterToggled, (query, field, { data }) => {
  const filter = data.customFilters.find((f) => f.field === field);
  return filter === undefined ? null : toggleCustomFilter(query, filter);
});

navigateOn(platformChanged, (query, platform) => setPlatform(query, platform));

navigateOn(hotSearchToggled, (query, id, { data }) => {
  const all = data.hotSearches.map(toDomainHotSearch);
  const hotSearch = all.find((h) => h._id === id);
  return hotSearch === undefined ? null : toggleHotSearch(query, hotSearch, all, defaultsOf(data)).query;
});

navigateOn(pageChanged, (query, page) => withPage(query, page));

navigateOn(filtersCleared, (query, _, { location, page, data, viewMode }) => clearedUrl(location, page.search, query, data, viewMode));
