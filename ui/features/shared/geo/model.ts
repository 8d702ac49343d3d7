import { combine, createEffect, createStore, sample } from 'effector';
import { geoLimits, type Geo } from '../../../../domain/index.ts';
import { appStarted } from '../app/model.ts';
import { $language } from '../language/model.ts';

/** Locates the visitor (`/api/geo` in the browser, the trusted proxy headers on the server). */
export const fetchGeoFx = createEffect<void, Geo>(() => {
  throw new Error('fetchGeoFx: no handler bound (composition root)');
});

export const $geo = createStore<Geo>({ country: 'US', region: null, city: null }, { sid: 'geo/$geo' }).on(fetchGeoFx.doneData, (_, geo) => geo);

/** Limited (chat hidden, list view) and partly limited (list view) visitors, by geo and language. */
export const $limits = combine($geo, $language, (geo, language) => geoLimits(geo, language));

sample({ clock: appStarted, target: fetchGeoFx });
