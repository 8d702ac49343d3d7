import { createEffect, createStore, sample } from 'effector';
import type { AnalyticsEvent } from '../../../../application/analytics/ports/index.ts';
import { appHydrated, $hydrated } from '../../shared/app/model.ts';
import { $consent } from '../../shared/consent/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $language } from '../../shared/language/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';

/*
 * First-party analytics (spec section 4 'Page loading': each page finish sends
 * a PageVisit). Events go to our own server through the Analytics port; no
 * third-party script is involved. Reading of the consent rule ("analytics
 * storage denied before consent"): the visit is always counted, but the
 * long-lived visitor id is sent only once consent is granted — before that the
 * visit is recorded under the shared id {@link ANONYMOUS_VISITOR}.
 */

/** The visitor id sent while consent is undecided or denied: every such visit looks the same. */
export const ANONYMOUS_VISITOR = 'anonymous';

/** Sends one event (browser: the first-party beacon; never rejects). */
export const trackFx = createEffect<AnalyticsEvent, void>();
/** The visitor's random id from local storage, created on first use (spec section 3 `visitorId`). */
export const readVisitorIdFx = createEffect<void, string>();

const $visitorId = createStore<string | null>(null, { sid: 'analytics/$visitorId', serialize: 'ignore' }).on(readVisitorIdFx.doneData, (_, id) => id);
/** The referrer of the first page is the document's; later pages were reached from the previous page. */
const $previousUrl = createStore<string | null>(null, { sid: 'analytics/$previousUrl', serialize: 'ignore' });

sample({ clock: appHydrated, target: readVisitorIdFx });

// The first page finishes with hydration; every later one when the client navigation resolved it.
const pageFinished = sample({ clock: [readVisitorIdFx.done, sample({ clock: pageResolved, source: $hydrated, filter: (hydrated) => hydrated })], source: $page });

sample({
  clock: pageFinished,
  source: { page: $page, language: $language, currency: $displayCurrency, consent: $consent, visitorId: $visitorId, previous: $previousUrl },
  fn: ({ page, language, currency, consent, visitorId, previous }): AnalyticsEvent => ({
    type: 'PageVisit',
    path: page.pathname + page.search,
    routeName: page.name,
    language,
    currency: currency.currency,
    visitorId: consent === 'granted' && visitorId !== null ? visitorId : ANONYMOUS_VISITOR,
    ...(previous === null ? {} : { referrer: previous }),
  }),
  target: trackFx,
});
sample({ clock: trackFx, fn: (event) => (event.type === 'PageVisit' ? event.path : null), target: $previousUrl });
