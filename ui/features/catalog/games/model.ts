import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { apiEffect } from '../../shared/api/model.ts';
import { $leavingPage, $page, navigationRequested, pageResolved, type CurrentPage } from '../../shared/page/model.ts';
import { matchRoute, pathFor } from '../../../../domain/index.ts';
import { filterGames, gamesUrl, queryFromSearch } from './game-search.ts';
import { GameLandingAnswer, GamesAnswer, ServiceGamesAnswer, ServicesAnswer, type GameLanding, type GameSummary, type ServiceGames, type ServiceSummary } from '../../../../contracts/catalog/index.ts';

/**
 * Browsing by game and by service: the games page (every game, filtered as
 * the visitor types), a game's landing page, the services pages, and the
 * home page's popular games and services. Each page's data loads when the
 * page is resolved (on the server before rendering, in the browser after a
 * navigation), through the same API either way.
 */

/** Where a list's data stands. 'idle' after leaving its page: the data is kept but reloaded on return. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** How many games the home page shows as popular. */
export const POPULAR_GAMES_COUNT = 12;
/** How long typing must pause before the query is written to the URL. */
export const QUERY_URL_DELAY_MS = 300;

const HOME_ROUTES = new Set(['home', 'login']);
const shown = (page: CurrentPage) => page.status < 400;

export const fetchAllGamesFx = apiEffect((_: void) => ({ method: 'GET', path: '/api/games?sort=name' }), GamesAnswer);
export const fetchPopularGamesFx = apiEffect((_: void) => ({ method: 'GET', path: `/api/games?sort=popularity&limit=${POPULAR_GAMES_COUNT}` }), GamesAnswer);
export const fetchGameLandingFx = apiEffect((gameType: string) => ({ method: 'GET', path: `/api/games/${encodeURIComponent(gameType)}` }), GameLandingAnswer);
export const fetchServicesFx = apiEffect((_: void) => ({ method: 'GET', path: '/api/services' }), ServicesAnswer);
export const fetchServiceGamesFx = apiEffect((productType: string) => ({ method: 'GET', path: `/api/services/${encodeURIComponent(productType)}` }), ServiceGamesAnswer);

/** Waits for typing to pause; resolves with the query it was given. */
export const queryPauseFx = createEffect<string, string>((query) => new Promise((resolve) => setTimeout(() => resolve(query), QUERY_URL_DELAY_MS)));

// ---- the games page ---------------------------------------------------------

/** Every game the visitor may see, A–Z. */
export const $allGames = createStore<readonly GameSummary[]>([], { sid: 'games/$allGames' }).on(fetchAllGamesFx.doneData, (_, answer) => answer.games);
export const $allGamesState = createStore<LoadState>('idle', { sid: 'games/$allGamesState' })
  .on(fetchAllGamesFx, () => 'loading')
  .on(fetchAllGamesFx.done, () => 'ready')
  .on(fetchAllGamesFx.fail, () => 'failed');

/** What is typed in the search box. */
export const $gamesQuery = createStore('', { sid: 'games/$gamesQuery' });
/**
 * Queries this model wrote to the URL whose pages have not been resolved yet:
 * resolving its own URL change must not overwrite what was typed since.
 */
const $writtenQueries = createStore<readonly string[]>([], { sid: 'games/$writtenQueries', serialize: 'ignore' });

/** The games the search box keeps. */
export const $filteredGames = combine($allGames, $gamesQuery, (games, query) => filterGames(games, query));

/** The visitor typed in the games search box. */
export const gamesQueryChanged = createEvent<string>();

$gamesQuery.on(gamesQueryChanged, (_, query) => query);

const gamesPageResolved = sample({ clock: pageResolved, filter: (page) => page.name === 'games' && shown(page) });
const otherPageResolved = sample({ clock: pageResolved, filter: (page) => page.name !== 'games' });

// Loaded once per visit: the search box rewriting the URL resolves the page again but needs no new data.
sample({
  clock: gamesPageResolved,
  source: $allGamesState,
  filter: (state) => state !== 'ready' && state !== 'loading',
  fn: () => undefined,
  target: fetchAllGamesFx,
});
$allGamesState.on(otherPageResolved, (state) => (state === 'ready' ? 'idle' : state));

// The URL's query (a shared link, back/forward) fills the box, unless it is one this model wrote.
const urlQuery = sample({ clock: gamesPageResolved, source: $writtenQueries, fn: (written, page) => ({ written, query: queryFromSearch(page.search) }) });
sample({ clock: urlQuery, filter: ({ written, query }) => !written.includes(query), fn: ({ query }) => query, target: $gamesQuery });
$writtenQueries
  .on(urlQuery, (written, { query }) => {
    const at = written.indexOf(query);
    return at === -1 ? [] : written.slice(at + 1);
  })
  .on(otherPageResolved, () => []);

// Typing writes `?q=` to the URL once it pauses, replacing the entry so Back leaves the page.
sample({ clock: gamesQueryChanged, target: queryPauseFx });
const queryToWrite = sample({
  clock: queryPauseFx.doneData,
  source: { query: $gamesQuery, page: $page, leaving: $leavingPage },
  filter: ({ query, page, leaving }, paused) => paused === query && page.name === 'games' && !leaving && queryFromSearch(page.search) !== query.trim(),
  fn: ({ query, page }) => ({ query: query.trim(), to: gamesUrl(pathFor('games'), page.search, query), from: page.pathname + page.search }),
});
$writtenQueries.on(queryToWrite, (written, { query }) => [...written, query]);
sample({ clock: queryToWrite, fn: ({ to, from }) => ({ to, replace: true, from }), target: navigationRequested });

// ---- the home page ----------------------------------------------------------

/** The most popular games, for the home page. */
export const $popularGames = createStore<readonly GameSummary[]>([], { sid: 'games/$popularGames' }).on(fetchPopularGamesFx.doneData, (_, answer) => answer.games);
export const $popularGamesState = createStore<LoadState>('idle', { sid: 'games/$popularGamesState' })
  .on(fetchPopularGamesFx, () => 'loading')
  .on(fetchPopularGamesFx.done, () => 'ready')
  .on(fetchPopularGamesFx.fail, () => 'failed');

sample({ clock: pageResolved, filter: (page) => HOME_ROUTES.has(page.name) && shown(page), fn: () => undefined, target: fetchPopularGamesFx });

// ---- services ---------------------------------------------------------------

/** Every service (product type) some game sells. */
export const $services = createStore<readonly ServiceSummary[]>([], { sid: 'games/$services' }).on(fetchServicesFx.doneData, (_, answer) => answer.services);
export const $servicesState = createStore<LoadState>('idle', { sid: 'games/$servicesState' })
  .on(fetchServicesFx, () => 'loading')
  .on(fetchServicesFx.done, () => 'ready')
  .on(fetchServicesFx.fail, () => 'failed');

sample({
  clock: pageResolved,
  filter: (page) => (HOME_ROUTES.has(page.name) || page.name === 'services') && shown(page),
  fn: () => undefined,
  target: fetchServicesFx,
});

/** The product type value of a `/services/{productType}` page (its params carry the label for the title). */
export function serviceValueOf(page: Pick<CurrentPage, 'pathname'>): string {
  return matchRoute(page.pathname, []).params['productType'] ?? '';
}

/** The games selling the service of the page shown; null while it loads. */
export const $serviceGames = createStore<ServiceGames | null>(null, { sid: 'games/$serviceGames' });
export const $serviceGamesFailed = createStore(false, { sid: 'games/$serviceGamesFailed' });

const servicePageResolved = sample({ clock: pageResolved, filter: (page) => page.name === 'servicesProductType' && shown(page), fn: serviceValueOf });
$serviceGames.on(servicePageResolved, (current, value) => (current?.service.value === value ? current : null));
$serviceGamesFailed.on(servicePageResolved, () => false);
sample({ clock: servicePageResolved, target: fetchServiceGamesFx });

// An answer counts only for the page still shown (a slow answer must not replace a newer page's).
const isServicePage = (page: CurrentPage, value: string) => page.name === 'servicesProductType' && serviceValueOf(page) === value;
sample({ clock: fetchServiceGamesFx.done, source: $page, filter: (page, { params }) => isServicePage(page, params), fn: (_, { result }) => result, target: $serviceGames });
sample({ clock: fetchServiceGamesFx.fail, source: $page, filter: (page, { params }) => isServicePage(page, params), fn: () => true, target: $serviceGamesFailed });

// ---- a game's landing page --------------------------------------------------

/** The landing data of the game page shown; null while it loads. */
export const $gameLanding = createStore<GameLanding | null>(null, { sid: 'games/$gameLanding' });
export const $gameLandingFailed = createStore(false, { sid: 'games/$gameLandingFailed' });

const gamePageResolved = sample({ clock: pageResolved, filter: (page) => page.name === 'game' && shown(page), fn: (page) => page.params['gameType'] ?? '' });
$gameLanding.on(gamePageResolved, (current, value) => (current?.game.value === value ? current : null));
$gameLandingFailed.on(gamePageResolved, () => false);
sample({ clock: gamePageResolved, target: fetchGameLandingFx });

const isGamePage = (page: CurrentPage, value: string) => page.name === 'game' && page.params['gameType'] === value;
sample({ clock: fetchGameLandingFx.done, source: $page, filter: (page, { params }) => isGamePage(page, params), fn: (_, { result }) => result, target: $gameLanding });
sample({ clock: fetchGameLandingFx.fail, source: $page, filter: (page, { params }) => isGamePage(page, params), fn: () => true, target: $gameLandingFailed });
