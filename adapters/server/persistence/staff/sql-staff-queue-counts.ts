import { and, count, countDistinct, eq, inArray, isNull } from 'drizzle-orm';
import type { StaffQueue, StaffQueueCounts } from '../../../../application/staff/staff-queues.ts';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import { contentWaiting } from '../content/sql-content-authoring.ts';
import type { Database } from '../shared/database.ts';
import { messageReports, offerReports, orderDisputes, orders, sellerApplications, supportTickets, verificationCases, withdrawals } from '../schema.ts';

/** Each queue counted in its own table, with the same filters its queue page lists by. */
export class SqlStaffQueueCounts implements StaffQueueCounts {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async waiting(queue: StaffQueue): Promise<number> {
    // Drafts and scheduled entries: what a scheduled entry waits for is the clock, so it is counted as of now.
    if (queue === 'content') return contentWaiting(this.db, this.clock.now());
    const [row] = await this.query(queue);
    return row?.n ?? 0;
  }

  private query(queue: Exclude<StaffQueue, 'content'>) {
    switch (queue) {
      case 'disputes':
        return this.db
          .select({ n: count() })
          .from(orderDisputes)
          .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
          .where(and(isNull(orderDisputes.resolvedAt), eq(orders.state, 'disputed')));
      case 'withdrawals':
        return this.db.select({ n: count() }).from(withdrawals).where(inArray(withdrawals.state, ['requested', 'approved']));
      case 'verifications':
        return this.db.select({ n: count() }).from(verificationCases).where(eq(verificationCases.status, 'SUBMITTED'));
      case 'messageReports':
        return this.db.select({ n: count() }).from(messageReports).where(eq(messageReports.status, 'open'));
      case 'offerReports':
        // Offers, not reports: three users reporting one offer is one item to decide.
        return this.db.select({ n: countDistinct(offerReports.listingId) }).from(offerReports).where(eq(offerReports.status, 'open'));
      case 'supportTickets':
        return this.db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.state, 'open'));
      case 'sellerApplications':
        return this.db.select({ n: count() }).from(sellerApplications).where(eq(sellerApplications.status, 'SUBMITTED'));
    }
  }
}
