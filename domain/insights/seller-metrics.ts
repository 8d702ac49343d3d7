/**
 * The seller's performance figures as pure rules over order and message
 * facts the application reads (the trust signals of spec §2's control
 * center and the public profile). Readings, this project's choices:
 *
 * - The window holds the orders paid within it; unpaid checkouts never
 *   reached the seller and count nowhere.
 * - Delivery time is paid → delivered, over the delivered orders.
 * - An order was late when it was delivered after its late mark (promise +
 *   grace), or, not delivered, is still open or was cancelled past it.
 * - Cancelled means the order ended `cancelled` after payment (refunds after
 *   a dispute are disputes, not cancellations).
 * - A first response is, per conversation, the time from the other party's
 *   first message in the window to the seller's next message; a conversation
 *   the seller has not answered yet counts nowhere.
 * - Medians of an even count are the mean of the two middle values, rounded
 *   down to a whole millisecond; rates are percent with one decimal, null
 *   when nothing was counted (no figure rather than a flattering 0).
 */

/** The median of the values, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.floor(((sorted[mid - 1] ?? 0) + upper) / 2);
}

/** `part` of `whole` in percent with one decimal, rounded half up; null when `whole` is 0. */
export function ratePercent(part: number, whole: number): number | null {
  return whole <= 0 ? null : Math.round((part * 1000) / whole) / 10;
}

/** What the figures read of one paid order. */
export interface PerformanceOrder {
  readonly paidAt: Date;
  readonly deliveredAt: Date | null;
  readonly lateAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly cancelled: boolean;
  readonly disputed: boolean;
}

/** One message of a conversation the seller takes part in, oldest first. */
export interface ConversationMessage {
  readonly conversationId: string;
  readonly fromSeller: boolean;
  readonly at: Date;
}

export interface SellerPerformanceFigures {
  readonly orders: number;
  readonly deliveredOrders: number;
  readonly medianDeliveryMs: number | null;
  readonly answeredConversations: number;
  readonly medianFirstResponseMs: number | null;
  readonly disputeRatePercent: number | null;
  readonly cancellationRatePercent: number | null;
  readonly lateRatePercent: number | null;
}

/** Whether the order broke its delivery promise (see the module comment). */
export function wasLate(order: PerformanceOrder, now: Date): boolean {
  if (order.lateAt === null) return false;
  const endedAt = order.deliveredAt ?? order.cancelledAt ?? now;
  return endedAt.getTime() > order.lateAt.getTime();
}

/** The first-response times, one per answered conversation (messages in any order). */
export function firstResponseTimes(messages: readonly ConversationMessage[]): number[] {
  const byConversation = new Map<string, ConversationMessage[]>();
  for (const m of messages) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  const times: number[] = [];
  for (const list of byConversation.values()) {
    const sorted = [...list].sort((a, b) => a.at.getTime() - b.at.getTime());
    const asked = sorted.find((m) => !m.fromSeller);
    const answered = asked === undefined ? undefined : sorted.find((m) => m.fromSeller && m.at.getTime() >= asked.at.getTime());
    if (asked !== undefined && answered !== undefined) times.push(answered.at.getTime() - asked.at.getTime());
  }
  return times;
}

/** The performance figures over the paid orders and conversation messages of a window. */
export function sellerPerformanceFigures(orders: readonly PerformanceOrder[], messages: readonly ConversationMessage[], now: Date): SellerPerformanceFigures {
  const delivered = orders.filter((o) => o.deliveredAt !== null);
  const responses = firstResponseTimes(messages);
  return {
    orders: orders.length,
    deliveredOrders: delivered.length,
    medianDeliveryMs: median(delivered.map((o) => (o.deliveredAt?.getTime() ?? 0) - o.paidAt.getTime())),
    answeredConversations: responses.length,
    medianFirstResponseMs: median(responses),
    disputeRatePercent: ratePercent(orders.filter((o) => o.disputed).length, orders.length),
    cancellationRatePercent: ratePercent(orders.filter((o) => o.cancelled).length, orders.length),
    lateRatePercent: ratePercent(orders.filter((o) => wasLate(o, now)).length, orders.length),
  };
}
