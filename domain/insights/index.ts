/**
 * Insights: the seller's standing (level, its figures and unlocks), sales
 * report and performance figures, as pure rules over facts the application
 * reads from orders and messages.
 */
export { LEVEL_UNLOCKS, sellerStanding, type LevelUnlocks, type SellerStanding } from './seller-standing.ts';
export { isSale, reportDays, reportSince, sellerReportFigures, type CurrencySeries, type ReportOrder, type SellerReportFigures, type TopOffer } from './seller-report.ts';
export {
  firstResponseTimes,
  median,
  ratePercent,
  sellerPerformanceFigures,
  wasLate,
  type ConversationMessage,
  type PerformanceOrder,
  type SellerPerformanceFigures,
} from './seller-metrics.ts';
