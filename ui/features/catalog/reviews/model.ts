import { createStore, sample } from 'effector';
import { RecentReviewsAnswer, type PublicReview } from '../../../../contracts/catalog/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { pageResolved } from '../../shared/page/model.ts';

/*
 * The home page's recent reviews (GET /api/home/reviews): what buyers wrote
 * about completed orders, newest first. Loaded with the home page, on the
 * server too, so the first paint has them.
 */

export const fetchRecentReviewsFx = apiEffect((_: void) => ({ method: 'GET', path: '/api/home/reviews' }), RecentReviewsAnswer);

/** Empty until loaded; a failed load leaves the section out, as with the featured offers. */
export const $recentReviews = createStore<readonly PublicReview[]>([], { sid: 'home/$recentReviews' }).on(fetchRecentReviewsFx.doneData, (_, answer) => answer.reviews);

sample({ clock: pageResolved, filter: (page) => page.name === 'home' && page.status < 400, fn: () => undefined, target: fetchRecentReviewsFx });
