import { createEvent, createStore, sample } from 'effector';
import { appStarted } from '../app/model.ts';

/** The page being shown: which route, its parameters and the HTTP status it answers with. */
export interface CurrentPage {
  readonly name: string;
  readonly layout: 'default' | 'basic' | 'checkout';
  readonly params: Readonly<Record<string, string>>;
  readonly pathname: string;
  readonly search: string;
  readonly status: number;
}

/** Resolves a URL to a page; bound by the composition root to the route table. */
export type PageResolver = (url: string) => CurrentPage;

export const $page = createStore<CurrentPage>(
  { name: 'home', layout: 'default', params: {}, pathname: '/', search: '', status: 200 },
  { sid: 'page/$page' },
);

/** A client-side navigation finished changing the URL. */
export const navigated = createEvent<string>();
/** The resolved page for the start URL or a navigation. */
export const pageResolved = createEvent<CurrentPage>();

$page.on(pageResolved, (_, page) => page);

/** Loading bar and drawer follow these (spec section 4 'Page loading'). */
export const pageLoadStarted = createEvent();
export const pageLoadFinished = createEvent();
export const $pageLoading = createStore(false, { sid: 'page/$pageLoading', serialize: 'ignore' })
  .on(pageLoadStarted, () => true)
  .on(pageLoadFinished, () => false);

sample({ clock: navigated, target: pageLoadStarted });
sample({ clock: pageResolved, target: pageLoadFinished });

export { appStarted };
