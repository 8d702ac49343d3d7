import { createStore, sample } from 'effector';
import * as v from 'valibot';
import { list } from '../../../../contracts/shared/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { pageResolved } from '../../shared/page/model.ts';
import { OfferSchema, type Offer } from '../listings/schemas.ts';

/*
 * The home page's featured offers (GET /api/home/featured): the best offer of
 * each of the most popular games, rendered with the listing pages' own cards.
 * Loaded with the home page (on the server too, so the first paint has them).
 */

export const fetchFeaturedOffersFx = apiEffect((_: void) => ({ method: 'GET', path: '/api/home/featured' }), v.object({ offers: list(OfferSchema) }));

/** Empty until loaded; a failed load leaves the row out (the home page has plenty besides). */
export const $featuredOffers = createStore<readonly Offer[]>([], { sid: 'home/$featuredOffers' }).on(fetchFeaturedOffersFx.doneData, (_, answer) => answer.offers);

sample({ clock: pageResolved, filter: (page) => page.name === 'home' && page.status < 400, fn: () => undefined, target: fetchFeaturedOffersFx });
