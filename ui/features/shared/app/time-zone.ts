import { createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_TIME_ZONE } from '../../../../domain/index.ts';
import { $hydrated, appHydrated } from './model.ts';

/*
 * The viewer's time zone, for the times people act on: a chat message, a notification, a delivery or a
 * statement line reads in their own clock. The server cannot know it, so the server's markup and the first
 * render in the browser both use UTC (the same text, no hydration mismatch); the browser's own zone applies
 * once the page has hydrated.
 *
 * It is read only once a viewer's time is on screen: asking the browser for it builds its first Intl date
 * formatter, which loads ICU's locale and zone data — 15–30 ms of a phone's main thread at 4x CPU on a quiet
 * host (60–120 ms on a busy one), the largest single piece of the task after hydration, on pages (home,
 * listings, products) that show none.
 */

/** The browser's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); bound at start. */
export const readTimeZoneFx = createEffect<void, string>(() => DEFAULT_TIME_ZONE);

/** A part showing a time in the viewer's zone was drawn (DateTime.tsx's hooks). */
export const viewerTimeShown = createEvent();

export const $viewerTimeZone = createStore(DEFAULT_TIME_ZONE, { sid: 'app/$viewerTimeZone', serialize: 'ignore' }).on(readTimeZoneFx.doneData, (_, zone) => zone);
/** Some part wants the viewer's zone: it is read at hydration, or at once when that is past. */
const $zoneWanted = createStore(false, { sid: 'app/$zoneWanted', serialize: 'ignore' }).on(viewerTimeShown, () => true);
const $zoneAsked = createStore(false, { sid: 'app/$zoneAsked', serialize: 'ignore' }).on(readTimeZoneFx, () => true);

sample({ clock: appHydrated, source: { wanted: $zoneWanted, asked: $zoneAsked }, filter: ({ wanted, asked }) => wanted && !asked, target: readTimeZoneFx });
sample({ clock: viewerTimeShown, source: { hydrated: $hydrated, asked: $zoneAsked }, filter: ({ hydrated, asked }) => hydrated && !asked, target: readTimeZoneFx });
