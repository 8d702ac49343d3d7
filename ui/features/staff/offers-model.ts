import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ModerateOfferAnswer, ModerateOfferParams, ReportedOffer } from '../../../contracts/offers/index.ts';
import type { DomainError, ModerationAction } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /dashboard/staff/offers: the offers buyers reported, those under review
 * first, with each report; staff remove one (the seller sees the reason),
 * restore it, or dismiss the reports, always with a reason the audit log
 * keeps. The queue is read when the page opens and again after each decision.
 */

export const loadOfferReportsFx = createEffect<void, readonly ReportedOffer[], DomainError>();
export const moderateOfferFx = createEffect<ModerateOfferParams, ModerateOfferAnswer, DomainError>();

export const moderationReasonChanged = createEvent<{ readonly offerId: string; readonly reason: string }>();
export const moderationClicked = createEvent<{ readonly offerId: string; readonly action: ModerationAction }>();

/** The reported offers; null until first read. */
export const $offerReports = createStore<readonly ReportedOffer[] | null>(null, { sid: 'staffOffers/$reports', serialize: 'ignore' }).on(loadOfferReportsFx.doneData, (_, list) => list);
/** The reason typed for each offer, cleared once a decision on it is taken. */
export const $moderationReasons = createStore<Readonly<Record<string, string>>>({}, { sid: 'staffOffers/$reasons', serialize: 'ignore' })
  .on(moderationReasonChanged, (reasons, { offerId, reason }) => ({ ...reasons, [offerId]: reason }))
  .on(moderateOfferFx.done, (reasons, { params }) => ({ ...reasons, [params.offerId]: '' }));
/** The last decision taken on this page, for the confirmation line. */
export const $lastDecision = createStore<ModerateOfferAnswer | null>(null, { sid: 'staffOffers/$last', serialize: 'ignore' }).on(moderateOfferFx.doneData, (_, answer) => answer);
/** Why the last call failed, by error-catalogue code; kept through the reload that follows a refused decision. */
export const $staffOffersError = createStore<string | null>(null, { sid: 'staffOffers/$error', serialize: 'ignore' })
  .on([loadOfferReportsFx.failData, moderateOfferFx.failData], (_, e) => e.code)
  .reset([moderationClicked, moderateOfferFx.done]);
export const $moderationBusy = moderateOfferFx.pending;

/** A decision needs a reason of at least 3 characters (as the contract says). */
export const reasonIsEnough = (reason: string | undefined): boolean => (reason ?? '').trim().length >= 3;

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffOffers');
sample({ clock: [$open.updates, moderateOfferFx.finally], source: $open, filter: Boolean, fn: () => undefined, target: loadOfferReportsFx });
sample({
  clock: moderationClicked,
  source: $moderationReasons,
  filter: (reasons, { offerId }) => reasonIsEnough(reasons[offerId]),
  fn: (reasons, { offerId, action }): ModerateOfferParams => ({ offerId, action, reason: (reasons[offerId] ?? '').trim() }),
  target: moderateOfferFx,
});
