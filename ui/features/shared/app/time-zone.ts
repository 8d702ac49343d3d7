import { createEffect, createStore, sample } from 'effector';
import { DEFAULT_TIME_ZONE } from '../../../../domain/index.ts';
import { appHydrated } from './model.ts';

/*
 * The viewer's time zone, for the times people act on: a chat message, a notification, a delivery or a
 * statement line reads in their own clock. The server cannot know it, so the server's markup and the first
 * render in the browser both use UTC (the same text, no hydration mismatch); the browser's own zone applies
 * once the page has hydrated.
 */

/** The browser's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); bound at start. */
export const readTimeZoneFx = createEffect<void, string>(() => DEFAULT_TIME_ZONE);

export const $viewerTimeZone = createStore(DEFAULT_TIME_ZONE, { sid: 'app/$viewerTimeZone', serialize: 'ignore' }).on(readTimeZoneFx.doneData, (_, zone) => zone);

sample({ clock: appHydrated, target: readTimeZoneFx });
