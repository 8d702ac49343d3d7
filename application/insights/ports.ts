import type { ConversationMessage, PerformanceOrder, ReportOrder, SellerRecord } from '../../domain/index.ts';

/** One of the seller's paid orders, with what both the report and the performance figures read. */
export type InsightOrder = ReportOrder & PerformanceOrder;

/** What the control center reads of the seller's orders and messages. */
export interface SellerInsightsReads {
  /** The seller's orders paid at or after `since`, any state. */
  paidOrdersSince(sellerId: string, since: Date): Promise<readonly InsightOrder[]>;
  /** Messages since `since` in the conversations the seller takes part in (`fromSeller` marks theirs). */
  conversationMessagesSince(sellerId: string, since: Date): Promise<readonly ConversationMessage[]>;
  /** A seller (not removed, holding SELLER or BULK_SELLER) by profile slug, with their level's record. */
  sellerBySlug(slug: string): Promise<({ readonly id: string } & SellerRecord) | undefined>;
}
