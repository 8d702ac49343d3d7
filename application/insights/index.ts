/** The seller's control center: sales report, performance figures and public trust signals. */
export type { InsightOrder, SellerInsightsReads } from './ports.ts';
export { GetSellerReport } from './seller-report.ts';
export { GetSellerPerformance, GetSellerTrustSignals, PERFORMANCE_WINDOW_DAYS, type PerformanceView } from './seller-performance.ts';
