import { err, ok, type Result } from 'neverthrow';
import { can, requirePermission, type Actor, type DomainError, type Permission } from '../../domain/index.ts';

/** The queues staff work, each behind the permission that works it. */
export const STAFF_QUEUES = ['disputes', 'withdrawals', 'verifications', 'messageReports', 'offerReports', 'supportTickets', 'content', 'sellerApplications'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

const WORKED_WITH: Readonly<Record<StaffQueue, Permission>> = {
  disputes: 'order.dispute.resolve',
  withdrawals: 'withdrawal.disburse',
  verifications: 'verification.review',
  messageReports: 'messages.moderate',
  offerReports: 'offer.moderate',
  supportTickets: 'support.answer',
  content: 'content.write',
  // Deciding an application grants seller roles: the permission that grants them by hand.
  sellerApplications: 'user.roles',
};

/** How many items wait in each queue, counted where they are kept. */
export interface StaffQueueCounts {
  waiting(queue: StaffQueue): Promise<number>;
}

export interface StaffQueueView {
  readonly queue: StaffQueue;
  readonly waiting: number;
}

/**
 * The control center's counts: only the queues the caller may work, so a
 * disburser sees withdrawals and a moderator reported messages and tickets.
 */
export class StaffQueues {
  constructor(private readonly counts: StaffQueueCounts) {}

  async execute(actor: Actor): Promise<Result<readonly StaffQueueView[], DomainError>> {
    const staff = requirePermission(actor, 'staff.panel');
    if (staff.isErr()) return err(staff.error);
    const mine = STAFF_QUEUES.filter((queue) => can(actor, WORKED_WITH[queue]));
    return ok(await Promise.all(mine.map(async (queue) => ({ queue, waiting: await this.counts.waiting(queue) }))));
  }
}
