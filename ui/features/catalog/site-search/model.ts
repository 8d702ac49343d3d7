import { createEffect, createEvent, createStore, sample } from 'effector';
import { MultiSearchAnswer } from '../../../../contracts/catalog/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { navigationRequested, pageResolved } from '../../shared/page/model.ts';
import { flatItems, groupsOf, searchRequest, SEARCH_KINDS, type SearchGroup, type SearchKind } from './groups.ts';

/** How long typing must pause before the suggestions are asked for, and how many of each kind they show. */
export const SUGGEST_DELAY_MS = 150;
const SUGGESTIONS_PER_KIND = 4;
const RESULTS_PER_KIND = 20;

const multiSearchFx = apiEffect((body: ReturnType<typeof searchRequest>) => ({ method: 'POST', path: '/api/multi-search', body }), MultiSearchAnswer);
/** Waits out the typing pause, then hands the text on (only the latest text is asked for). */
export const suggestPauseFx = createEffect<string, string>((text) => new Promise((resolve) => setTimeout(() => resolve(text), SUGGEST_DELAY_MS)));
const suggestFx = createEffect(async (text: string) => ({ text, groups: groupsOf(await multiSearchFx(searchRequest(text, SUGGESTIONS_PER_KIND))) }));
const resultsFx = createEffect(async (text: string) => ({ text, groups: groupsOf(await multiSearchFx(searchRequest(text, RESULTS_PER_KIND))) }));

// ---- the header's suggestions ------------------------------------------------

export const searchTyped = createEvent<string>();
export const suggestionsClosed = createEvent();
/** Arrow down (+1) or up (-1) in the search box. */
export const highlightMoved = createEvent<1 | -1>();
/** Enter in the search box: the highlighted suggestion, else the results page. */
export const searchSubmitted = createEvent();
export const suggestionChosen = createEvent<string>();

// Serialized: the results page fills it on the server, and the box must hydrate with the same text.
export const $searchText = createStore('', { sid: 'site-search/$searchText' }).on(searchTyped, (_, text) => text);
export const $suggestions = createStore<readonly SearchGroup[]>([], { sid: 'site-search/$suggestions', serialize: 'ignore' });
export const $suggestionsOpen = createStore(false, { sid: 'site-search/$suggestionsOpen', serialize: 'ignore' });
/** The highlighted suggestion's place in the flat list; -1 for none (Enter then searches the text). */
export const $highlight = createStore(-1, { sid: 'site-search/$highlight', serialize: 'ignore' });

sample({ clock: searchTyped, filter: (text) => text.trim().length >= 2, fn: (text) => text.trim(), target: suggestPauseFx });
sample({ clock: suggestPauseFx.doneData, source: $searchText, filter: (current, paused) => current.trim() === paused, fn: (_, paused) => paused, target: suggestFx });
// An answer for a text no longer in the box is dropped: typing on must not flash stale suggestions.
const freshSuggestions = sample({ clock: suggestFx.doneData, source: $searchText, filter: (current, answer) => current.trim() === answer.text, fn: (_, answer) => answer.groups });
$suggestions.on(freshSuggestions, (_, groups) => groups).on(searchTyped, (groups, text) => (text.trim().length < 2 ? [] : groups));
$suggestionsOpen.on(freshSuggestions, () => true).on([suggestionsClosed, suggestionChosen, pageResolved], () => false).on(searchTyped, (open, text) => open && text.trim().length >= 2);
$highlight
  .on(freshSuggestions, () => -1)
  .on([searchTyped, suggestionsClosed, pageResolved], () => -1);
sample({
  clock: highlightMoved,
  source: { at: $highlight, groups: $suggestions, open: $suggestionsOpen },
  filter: ({ open, groups }) => open && flatItems(groups).length > 0,
  // Wraps around, through "none" (the typed text) between the last and the first.
  fn: ({ at, groups }, step) => {
    const count = flatItems(groups).length;
    const next = at + step;
    return next >= count ? -1 : next < -1 ? count - 1 : next;
  },
  target: $highlight,
});

const submitted = sample({ clock: searchSubmitted, source: { at: $highlight, groups: $suggestions, text: $searchText, open: $suggestionsOpen } });
sample({ clock: submitted, filter: ({ at, open }) => open && at >= 0, fn: ({ at, groups }) => flatItems(groups)[at]?.href ?? '/', target: suggestionChosen });
sample({
  clock: submitted,
  filter: ({ at, open, text }) => !(open && at >= 0) && text.trim() !== '',
  fn: ({ text }) => ({ to: `/search?q=${encodeURIComponent(text.trim())}`, replace: false }),
  target: navigationRequested,
});
sample({ clock: suggestionChosen, fn: (to) => ({ to, replace: false }), target: navigationRequested });

// ---- the results page ---------------------------------------------------------

/** The text a results URL asks for. */
export function resultsQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 200);
}

export const resultsTabChosen = createEvent<SearchKind | 'all'>();
export const $results = createStore<{ readonly text: string; readonly groups: readonly SearchGroup[] } | null>(null, { sid: 'site-search/$results' }).on(
  resultsFx.doneData,
  (_, answer) => answer,
);
export const $resultsFailed = createStore(false, { sid: 'site-search/$resultsFailed' }).on(resultsFx.fail, () => true).reset(resultsFx);
export const $resultsTab = createStore<SearchKind | 'all'>('all', { sid: 'site-search/$resultsTab' })
  .on(resultsTabChosen, (_, tab) => tab)
  .reset(pageResolved);

const searchPage = sample({ clock: pageResolved, filter: (page) => page.name === 'search' && page.status < 400 });
sample({ clock: searchPage, filter: (page) => resultsQuery(page.search) !== '', fn: (page) => resultsQuery(page.search), target: resultsFx });
$results.on(searchPage, (results, page) => (resultsQuery(page.search) === '' ? { text: '', groups: [] } : results));
// The box shows what the results page is for, so the visitor can refine it.
sample({ clock: searchPage, fn: (page) => resultsQuery(page.search), target: $searchText });

/** The kinds the results page has tabs for, with what each found. */
export const $resultTabs = $results.map((results) => SEARCH_KINDS.flatMap((kind) => results?.groups.filter((g) => g.kind === kind).map((g) => ({ kind, total: g.total })) ?? []));
