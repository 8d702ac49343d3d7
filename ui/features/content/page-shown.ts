import { createEvent, createStore, sample } from 'effector';
import { appStarted } from '../shared/app/model.ts';
import { $page, pageResolved, type CurrentPage } from '../shared/page/model.ts';

/**
 * A page is shown and its language is known. On the server the page resolves
 * before `appStarted` tells the request's language, so content models load on
 * this rather than on `pageResolved` (or they would fetch English first).
 */
export const contentPageShown = createEvent<CurrentPage>();

const $contextReady = createStore(false, { sid: 'content/$contextReady' }).on(appStarted, () => true);

sample({ clock: pageResolved, source: $contextReady, filter: (ready) => ready, fn: (_, page) => page, target: contentPageShown });
sample({ clock: appStarted, source: $page, target: contentPageShown });
