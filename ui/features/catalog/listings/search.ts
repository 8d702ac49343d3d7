import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { SearchTermReport } from '../../../../application/shopping/ports/search-term-reporter.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $page } from '../../shared/page/model.ts';
import { $listingData, $location, listingReady } from './data.ts';
import { $query, $viewMode } from './query.ts';
import { SearchAnswerSchema, type Offer, type PriceFacets } from './schemas.ts';
import { searchPath, searchRequestFor, type SearchRequest } from './search-request.ts';

/*
 * The product search of the listing shown: the query the URL stands for
 * becomes a search request (search-request.ts); the newest request wins, and
 * only its answer is shown. The search runs once the listing's data is in
 * place (on the server too, where `renderPage` awaits it, so the first view
 * arrives with its offers) and again whenever the URL or the view mode
 * changes what is asked.
 */

/** POST /api/products/search/:gameType/:productType. */
export const searchProductsFx = apiEffect((r: SearchRequest) => ({ method: 'POST' as const, path: searchPath(r), body: r.body }), SearchAnswerSchema);

/** Sends `searchTerm` over the live channel after a search with text (bound in the browser; nothing on the server). */
export const reportSearchTermFx = createEffect<SearchTermReport, void, DomainError>(() => undefined);

/** One page of results as shown, with what it was asked for. */
interface ShownResults {
  readonly key: string;
  readonly gameType: string;
  readonly productType: string;
  readonly page: number;
  readonly limit: number;
  readonly hits: readonly Offer[];
  readonly total: number;
  readonly priceFacets: PriceFacets | null;
}

const searchRequested = createEvent();

/** The last search asked for; its answer is the only one shown. */
const $requestedKey = createStore<string | null>(null, { sid: 'listings/$requestedKey' });
/** The results on screen. A failed search leaves them as they were (spec section 8: search failures are ignored). */
export const $results = createStore<ShownResults | null>(null, { sid: 'listings/$results' });

const $searchRequest = combine($page, $location, $query, $listingData, $viewMode, (page, location, query, data, viewMode): SearchRequest | null =>
  location === null || query === null || data === null || viewMode === null
    ? null
    : searchRequestFor({ location, query, data, viewMode, f: new URLSearchParams(page.search).get('f') }),
);

sample({ clock: listingReady, target: searchRequested });
// A view-mode change (the visitor's geo arrived) changes the page size: search again.
sample({ clock: $viewMode.updates, filter: (mode) => mode !== null, target: searchRequested });

const searchStarted = sample({
  clock: searchRequested,
  source: { request: $searchRequest, requested: $requestedKey },
  filter: ({ request, requested }) => request !== null && request.key !== requested,
  fn: ({ request }) => request as SearchRequest,
});
sample({ clock: searchStarted, fn: (request) => request.key, target: $requestedKey });
sample({ clock: searchStarted, target: searchProductsFx });

const currentAnswer = sample({
  clock: searchProductsFx.done,
  source: $requestedKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { params, result }): ShownResults => ({
    key: params.key,
    gameType: params.gameType,
    productType: params.productType,
    page: params.body.listingQuery.page,
    limit: params.body.listingQuery.limit,
    hits: result.hits,
    total: result.estimatedTotalHits,
    priceFacets: result.priceFacets,
  }),
});
sample({ clock: currentAnswer, target: $results });
// A failed search (503, offline) is silent: the previous results stay, and the same search may run again.
sample({
  clock: searchProductsFx.fail,
  source: { key: $requestedKey, results: $results },
  filter: ({ key }, { params }) => key === params.key,
  fn: ({ results }) => results?.key ?? null,
  target: $requestedKey,
});

/** A search is under way for the page shown. */
export const $searching = combine($requestedKey, $results, (requested, results) => requested !== null && requested !== results?.key);

/** The offers of the listing shown; null while the first search for it runs. */
export const $offers = combine($results, $location, (results, location) =>
  results !== null && location !== null && results.gameType === location.gameType && results.productType === location.productType ? results : null,
);

// After a search with text, tell the server what was searched (once per term, not again for page 2).
const $reportedTerm = createStore<string | null>(null, { sid: 'listings/$reportedTerm', serialize: 'ignore' });
const termSearched = sample({
  clock: searchProductsFx.done,
  source: { key: $requestedKey, reported: $reportedTerm },
  filter: ({ key, reported }, { params }) =>
    key === params.key && params.body.listingQuery.searchText.trim() !== '' && reported !== termKey(params),
  fn: (_, { params, result }): SearchTermReport => ({
    term: params.body.listingQuery.searchText.trim(),
    gameType: params.gameType,
    productType: params.productType,
    resultCount: result.estimatedTotalHits,
  }),
});
function termKey(request: SearchRequest): string {
  return JSON.stringify([request.gameType, request.productType, request.body.listingQuery.searchText.trim()]);
}
sample({ clock: termSearched, fn: (t) => JSON.stringify([t.gameType, t.productType, t.term]), target: $reportedTerm });
sample({ clock: termSearched, target: reportSearchTermFx });
