import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ReportOfferParams } from '../../../../contracts/offers/index.ts';
import type { DomainError, OfferReportReason } from '../../../../domain/index.ts';
import { $isLoggedIn, $user } from '../../accounts/session/model.ts';
import { $product } from '../../catalog/product/model.ts';

/*
 * "Report this offer" on the product page: a signed-in buyer (never the
 * offer's own seller) opens the form, picks a reason, may add details and
 * sends it to staff. The server keeps one open report per user and offer, so
 * sending again is harmless; the form then says the report was received.
 */

export const reportOfferFx = createEffect<ReportOfferParams, { readonly reported: true }, DomainError>();

export const reportOpened = createEvent();
export const reportReasonChosen = createEvent<OfferReportReason>();
export const reportDetailsChanged = createEvent<string>();
export const reportSubmitted = createEvent();

export const $reportOpen = createStore(false, { sid: 'offerReport/$open', serialize: 'ignore' }).on(reportOpened, () => true);
export const $reportReason = createStore<OfferReportReason | null>(null, { sid: 'offerReport/$reason', serialize: 'ignore' }).on(reportReasonChosen, (_, r) => r);
export const $reportDetails = createStore('', { sid: 'offerReport/$details', serialize: 'ignore' }).on(reportDetailsChanged, (_, d) => d.slice(0, 1000));
/** The offer id the report was received for (the product page may change under it). */
export const $reportedOfferId = createStore<string | null>(null, { sid: 'offerReport/$reported', serialize: 'ignore' }).on(reportOfferFx.done, (_, { params }) => params.offerId);
export const $reportError = createStore<string | null>(null, { sid: 'offerReport/$error', serialize: 'ignore' })
  .on(reportOfferFx.failData, (_, e) => e.code)
  .reset([reportSubmitted, reportOfferFx.done]);
export const $reportBusy = reportOfferFx.pending;

/** Whether the viewer may report the offer shown: signed in, and not its seller. */
export const $canReport = combine($isLoggedIn, $user, $product, (loggedIn, user, product) => loggedIn && user !== null && product !== null && product.seller._id !== user.id);

// A new product page starts with a closed, empty form.
sample({ clock: $product.updates, target: [$reportOpen.reinit, $reportReason.reinit, $reportDetails.reinit, $reportError.reinit] });
sample({
  clock: reportSubmitted,
  source: { product: $product, reason: $reportReason, details: $reportDetails, can: $canReport },
  filter: ({ product, reason, can }) => can && product !== null && reason !== null,
  fn: ({ product, reason, details }): ReportOfferParams => ({
    offerId: product?._id ?? '',
    reason: reason ?? 'OTHER',
    ...(details.trim() === '' ? {} : { details: details.trim() }),
  }),
  target: reportOfferFx,
});
