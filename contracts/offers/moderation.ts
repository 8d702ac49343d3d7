import * as v from 'valibot';
import { MODERATION_ACTIONS, OFFER_REPORT_REASONS } from '../../domain/index.ts';
import { count, ddpMethod, list } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';
import { OfferStateName } from './methods.ts';

/*
 * Staff moderation of offers on the wire (issue 13, item 8): a signed-in
 * buyer reports an offer they can see (`offer.report`); staff read the
 * reported offers and decide (`offer.moderate`: ADMIN, MODERATOR).
 */

/** `reportOffer`: one open report per user per offer; reporting again while it is open changes nothing. */
export const ReportOfferMethod = ddpMethod(
  'reportOffer',
  v.tuple([
    v.object({
      offerId: methodId,
      reason: v.picklist(OFFER_REPORT_REASONS, `must be one of ${OFFER_REPORT_REASONS.join(', ')}`),
      details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'must be at most 1000 characters'))),
    }),
  ]),
  v.object({ reported: v.literal(true) }),
);
export type ReportOfferParams = v.InferOutput<typeof ReportOfferMethod.params>[0];

export const OfferReportSchema = v.object({ reporterName: v.string(), reason: v.picklist(OFFER_REPORT_REASONS), details: v.nullable(v.string()), createdAt: v.string() });

/** An offer with open reports, as the staff queue lists it. */
export const ReportedOfferSchema = v.object({
  offerId: v.string(),
  title: v.string(),
  gameType: v.string(),
  productType: v.string(),
  sellerId: v.string(),
  sellerName: v.string(),
  state: OfferStateName,
  priceMinor: count,
  /** Distinct users with an open report. */
  reporters: count,
  firstReportedAt: v.string(),
  /** The open reports, oldest first (at most 20). */
  reports: list(OfferReportSchema),
});
export type ReportedOffer = v.InferOutput<typeof ReportedOfferSchema>;

/** `offerReports`: offers with open reports, those under review first, then the most reported. */
export const OfferReportsMethod = ddpMethod('offerReports', v.union([v.strictTuple([]), v.tuple([v.optional(v.object({}))])]), list(ReportedOfferSchema));

/** `moderateOffer`: remove (the seller sees the reason), restore, or dismiss the reports; audited, and the seller is told. */
export const ModerateOfferMethod = ddpMethod(
  'moderateOffer',
  v.tuple([
    v.object({
      offerId: methodId,
      action: v.picklist(MODERATION_ACTIONS, `must be one of ${MODERATION_ACTIONS.join(', ')}`),
      reason: v.pipe(v.string(), v.trim(), v.minLength(3, 'must say why (at least 3 characters)'), v.maxLength(500, 'must be at most 500 characters')),
    }),
  ]),
  v.object({ offerId: v.string(), state: OfferStateName, closedReports: count }),
);
export type ModerateOfferParams = v.InferOutput<typeof ModerateOfferMethod.params>[0];
export type ModerateOfferAnswer = v.InferOutput<typeof ModerateOfferMethod.result>;
