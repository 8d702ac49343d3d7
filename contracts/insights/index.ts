import * as v from 'valibot';
import { count, ddpMethod, list, shortText } from '../shared/index.ts';

/*
 * The seller's control center on the wire (issue 13 §6): the sales report,
 * the performance figures, and the same figures as public trust signals on a
 * seller's profile. Amounts are minor units of the currency beside them;
 * durations milliseconds; rates percent with one decimal, null when nothing
 * was counted.
 */

/** The longest report window a seller may ask for, in days. */
export const MAX_REPORT_DAYS = 90;
/** The window of the performance figures and trust signals, in days. */
export const PERFORMANCE_WINDOW_DAYS = 30;

const ReportParams = v.tuple([v.optional(v.object({ days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_REPORT_DAYS)), 30) }), {})]);

const CurrencySeriesSchema = v.object({
  currency: v.string(),
  sales: list(count),
  revenueMinor: list(count),
  totalSales: count,
  totalRevenueMinor: count,
  serviceFeeMinor: count,
  penaltyMinor: count,
});
const TopOfferSchema = v.object({ productId: v.string(), title: v.string(), currency: v.string(), sales: count, revenueMinor: count });
const ReportSchema = v.object({ days: list(v.string()), currencies: list(CurrencySeriesSchema), topOffers: list(TopOfferSchema) });

/** `sellerReport({ days? })`: the caller's sales and revenue per UTC day and currency, fees and top offers (permission `seller.level.view`). */
export const SellerReportMethod = ddpMethod('sellerReport', ReportParams, ReportSchema);
export type SellerReportAnswer = v.InferOutput<typeof ReportSchema>;
export type CurrencySeriesAnswer = v.InferOutput<typeof CurrencySeriesSchema>;

const rate = v.nullable(v.number());
const PerformanceSchema = v.object({
  windowDays: count,
  orders: count,
  deliveredOrders: count,
  medianDeliveryMs: v.nullable(count),
  answeredConversations: count,
  medianFirstResponseMs: v.nullable(count),
  disputeRatePercent: rate,
  cancellationRatePercent: rate,
  lateRatePercent: rate,
});

/** `sellerPerformance`: the caller's delivery and response medians and dispute, cancellation and late rates over 30 days (permission `seller.level.view`). */
export const SellerPerformanceMethod = ddpMethod('sellerPerformance', v.tuple([]), PerformanceSchema);
export type SellerPerformanceAnswer = v.InferOutput<typeof PerformanceSchema>;

const TrustParams = v.tuple([v.object({ slug: v.pipe(shortText(100), v.minLength(1)) })]);
const TrustSchema = v.object({ ...PerformanceSchema.entries, level: count, levelName: v.string() });

/** `sellerTrustSignals({ slug })`: the same figures and the level of any seller, for their public profile (anyone). */
export const SellerTrustSignalsMethod = ddpMethod('sellerTrustSignals', TrustParams, TrustSchema);
export type SellerTrustSignalsAnswer = v.InferOutput<typeof TrustSchema>;
