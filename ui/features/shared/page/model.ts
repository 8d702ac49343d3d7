import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { PageResolution, ResolvedPage } from '../../../../domain/index.ts';
import { appStarted } from '../app/model.ts';

/** The page being shown: which route, its parameters and the HTTP status it answers with (the domain's resolved page). */
export type CurrentPage = ResolvedPage;

/** What the server decides for a URL: the page, or a guard's redirect. */
export type { PageResolution };

export const $page = createStore<CurrentPage>(
  { name: 'home', layout: 'default', params: {}, pathname: '/', search: '', status: 200 },
  { sid: 'page/$page' },
);

/** Asks the server which page a URL is (one resolver for both sides, so game 404s and guards agree). */
export const resolvePageFx = createEffect<string, PageResolution>();
/** Shows the page's title in the tab after a client-side navigation. */
export const setDocumentTitleFx = createEffect<CurrentPage, void>();

/** The router's location changed (a link, back/forward, or a redirect). */
export const navigated = createEvent<string>();
/** The resolved page for the start URL or a navigation. */
export const pageResolved = createEvent<CurrentPage>();
/**
 * Where a flow wants the router to go. `from` is the address the flow computed it for (a search box's
 * delayed `?q=` write): it is dropped if the address bar has moved on meanwhile, since a link clicked after
 * the typing pushes its address at once but reaches the model only when its page has rendered.
 */
export interface NavigationRequest {
  readonly to: string;
  readonly replace: boolean;
  readonly from?: string;
}

/** A flow (login, a guard) wants the router to go somewhere; `RouterSync` carries it out. */
export const navigationRequested = createEvent<NavigationRequest>();
export const navigationCarriedOut = createEvent();

/** Whether a request still applies at `address` (the path and query in the address bar now). */
export const stillWanted = (request: NavigationRequest, address: string): boolean => request.from === undefined || request.from === address;

/** The navigation the router has yet to perform; null when none. */
export const $pendingNavigation = createStore<NavigationRequest | null>(null, { sid: 'page/$pendingNavigation', serialize: 'ignore' })
  .on(navigationRequested, (_, request) => request)
  .on(navigationCarriedOut, () => null);

$page.on(pageResolved, (_, page) => page);

/** Loading bar and drawer follow these (spec section 4 'Page loading'). */
export const pageLoadStarted = createEvent();
export const pageLoadFinished = createEvent();
export const $pageLoading = createStore(false, { sid: 'page/$pageLoading', serialize: 'ignore' })
  .on(pageLoadStarted, () => true)
  .on(pageLoadFinished, () => false);

/** The URL the shown page was resolved for; a navigation to it again (the first render, a hash change) loads nothing. */
const $shownUrl = $page.map((page) => page.pathname + page.search);

/**
 * The URL the newest navigation asked for. Only its lookup is shown: going
 * Back (or on) before a slow lookup answers must not let that late answer
 * replace the page the address bar now names.
 */
const $wantedUrl = createStore<string | null>(null, { sid: 'page/$wantedUrl', serialize: 'ignore' });
/**
 * A navigation to another path is under way (its page still loading). A page's own delayed URL
 * write (a search box's `?q=`) must not fire then, or it would pull the visitor back.
 */
export const $leavingPage = combine($wantedUrl, $page, (wanted, page) => wanted !== null && wanted.split('?')[0] !== page.pathname);
const navigation = sample({ clock: navigated, source: { shown: $shownUrl, wanted: $wantedUrl }, fn: ({ shown, wanted }, url) => ({ url, shown, wanted }) });
sample({ clock: navigation, fn: ({ url }) => url, target: $wantedUrl });
sample({ clock: navigation, filter: ({ url, shown, wanted }) => url !== shown && url !== wanted, fn: ({ url }) => url, target: [pageLoadStarted, resolvePageFx] });
// Back to the page still shown while another was loading: nothing to load, and the other's answer is now stale.
sample({ clock: navigation, filter: ({ url, shown, wanted }) => url === shown && wanted !== null && wanted !== shown, target: pageLoadFinished });
const current = sample({ clock: resolvePageFx.done, source: $wantedUrl, filter: (wanted, { params }) => wanted === params, fn: (_, { result }) => result });
const found = current.filterMap((r) => (r.kind === 'page' ? r.page : undefined));
const redirected = current.filterMap((r) => (r.kind === 'redirect' ? { to: r.to, replace: true } : undefined));
sample({ clock: found, target: [pageResolved, setDocumentTitleFx] });
sample({ clock: redirected, target: navigationRequested });
// A failed lookup (offline, server down) ends the bar; the old page stays rather than a blank one.
sample({ clock: [pageResolved, resolvePageFx.fail], target: pageLoadFinished });

export { appStarted };
