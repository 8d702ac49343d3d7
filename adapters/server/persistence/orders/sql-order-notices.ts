import { eq } from 'drizzle-orm';
import type { OrderNotifier, StaffAuditLog } from '../../../../application/orders/index.ts';
import type { Database } from '../shared/database.ts';
import { mailOutbox, orderNotifications, staffAuditLog, users } from '../schema.ts';

const SUBJECTS: Readonly<Record<string, string>> = {
  paid: 'paid',
  started: 'started by the seller',
  delivered: 'delivered — please check it and confirm',
  late: 'late',
  cancel_requested: 'cancellation requested',
  cancel_accepted: 'cancelled and refunded',
  cancel_declined: 'cancellation declined',
  cancelled: 'cancelled',
  confirmed: 'confirmed by the buyer',
  auto_completed: 'completed',
  buyer_reminded: 'completes automatically in 4 hours',
  dispute_opened: 'in dispute',
  dispute_answered: 'dispute answered',
  dispute_message: 'new dispute message',
  dispute_resolved: 'dispute resolved',
  refunded: 'refunded',
  partially_refunded: 'partially refunded',
  force_completed: 'completed by support',
  settled: 'funds available',
  progress: 'progress update',
  reviewed: 'reviewed',
};

/** A notification row and an e-mail in the mail outbox, both in the ambient transaction. */
export class SqlOrderNotifier implements OrderNotifier {
  constructor(
    private readonly db: Database,
    private readonly orderUrl: (orderId: string) => string,
  ) {}

  async notify(userId: string, n: Parameters<OrderNotifier['notify']>[1]): Promise<void> {
    await this.db.insert(orderNotifications).values({ userId, orderId: n.orderId, kind: n.kind, at: n.at });
    const [user] = await this.db.select({ emails: users.emails }).from(users).where(eq(users.id, userId));
    const to = user?.emails[0]?.address;
    if (to === undefined) return;
    const subject = `Your order "${n.title}": ${SUBJECTS[n.kind] ?? n.kind.replace(/_/g, ' ')}`;
    await this.db.insert(mailOutbox).values({ to, subject, text: `${subject}\n\n${this.orderUrl(n.orderId)}`, template: 'ORDER_UPDATE' });
  }
}

/** The staff's audit log, append-only. */
export class SqlStaffAuditLog implements StaffAuditLog {
  constructor(private readonly db: Database) {}

  async record(e: Parameters<StaffAuditLog['record']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({ ...e, details: e.details ?? null });
  }
}
