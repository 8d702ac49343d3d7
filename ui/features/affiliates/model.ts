import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { AffiliateDashboard, JoinedAffiliateAnswer } from '../../../contracts/affiliates/index.ts';
import { formatMoney, mustMoney, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /affiliate: the programme explained (the domain's numbers), joining for
 * signed-in users, then the personal link with its copy button and the
 * dashboard of clicks, sign-ups, orders and earnings.
 */

export const loadAffiliateFx = createEffect<void, AffiliateDashboard | null, DomainError>();
export const joinAffiliateFx = createEffect<void, JoinedAffiliateAnswer, DomainError>();
/** Writes the link to the clipboard (the browser binds the real clipboard). */
export const copyAffiliateLinkFx = createEffect<string, void>();

export const joinAffiliateClicked = createEvent();
export const copyLinkClicked = createEvent();

/** The caller's dashboard: null before joining (or for visitors). */
export const $affiliate = createStore<AffiliateDashboard | null>(null, { sid: 'affiliates/$dashboard', serialize: 'ignore' })
  .on(loadAffiliateFx.doneData, (_, d) => d)
  .on(joinAffiliateFx.doneData, (d, joined) => d ?? { ...joined, clicks: 0, signUps: 0, orders: 0, earnings: [] });
export const $affiliateLoaded = createStore(false, { sid: 'affiliates/$loaded', serialize: 'ignore' }).on(loadAffiliateFx.finally, () => true);
export const $affiliateError = createStore<string | null>(null, { sid: 'affiliates/$error', serialize: 'ignore' })
  .on([joinAffiliateFx.failData, loadAffiliateFx.failData], (_, e) => e.code)
  .reset([joinAffiliateClicked, loadAffiliateFx.done]);
export const $joining = joinAffiliateFx.pending;
/** Whether the link was just copied: true until the page is left or the copy is asked again. */
export const $linkCopied = createStore(false, { sid: 'affiliates/$copied', serialize: 'ignore' }).on(copyAffiliateLinkFx.done, () => true).reset(copyLinkClicked);

/** Earnings formatted per currency, for the dashboard. */
export const $earningsView = $affiliate.map((d) =>
  (d?.earnings ?? []).map((e) => ({
    currency: e.currency,
    pending: formatMoney(mustMoney(e.pending, e.currency as CurrencyCode)),
    available: formatMoney(mustMoney(e.available, e.currency as CurrencyCode)),
  })),
);

/** Whether the Join button is offered: signed in, loaded, not yet an affiliate. */
export const $canJoinAffiliate = combine($isLoggedIn, $affiliate, $affiliateLoaded, $joining, (loggedIn, d, loaded, joining) => loggedIn && loaded && d === null && !joining);

const $shown = combine($page, $isLoggedIn, (page, loggedIn) => (page.name === 'affiliate' && loggedIn ? true : null));
// Loads on opening the page signed in (and on signing in there); a visitor sees the explanation and the login button only.
sample({ clock: $shown.updates, filter: Boolean, target: loadAffiliateFx });
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, target: [$affiliate.reinit, $affiliateLoaded.reinit] });

sample({ clock: joinAffiliateClicked, source: $canJoinAffiliate, filter: Boolean, target: joinAffiliateFx });
// The fresh counts after joining.
sample({ clock: joinAffiliateFx.done, target: loadAffiliateFx });
sample({ clock: copyLinkClicked, source: $affiliate, filter: (d): d is AffiliateDashboard => d !== null, fn: (d: AffiliateDashboard) => d.link, target: copyAffiliateLinkFx });
