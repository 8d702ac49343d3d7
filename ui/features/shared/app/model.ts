import { createEvent, createStore } from 'effector';

/** What the server (or the browser at start) knows about the visit before anything loads. */
export interface AppContext {
  /** Path and query of the page, e.g. `/fortnite-accounts?page=2`. */
  readonly url: string;
  /** Request cookies (the browser reads its own). */
  readonly cookies: Readonly<Record<string, string>>;
  /** The language picked for this request (domain map, then cookie, then browser). */
  readonly language: string;
  /** The request's host, for hreflang alternates and the domain → language map. */
  readonly origin: string;
}

/** Fired once per request on the server and once in the browser after hydration. */
export const appStarted = createEvent<AppContext>();

/** The context of the visit, kept for models that need the request's origin or cookies. */
export const $appContext = createStore<AppContext | null>(null, { sid: 'app/$appContext', serialize: 'ignore' }).on(appStarted, (_, context) => context);

/** The browser finished hydrating the server's markup: client-only state (local storage) may apply now without a mismatch. */
export const appHydrated = createEvent();

/**
 * True once the browser has hydrated; never on the server. Flows that must not run while React takes the
 * server's markup over (a redirect, a modal's fetch, a visit record) gate on it.
 */
export const $hydrated = createStore(false, { sid: 'app/$hydrated', serialize: 'ignore' }).on(appHydrated, () => true);
