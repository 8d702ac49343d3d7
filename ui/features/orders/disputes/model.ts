import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DisputeQueueEntry } from '../../../../contracts/orders/index.ts';
import { $roleFlags } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';
import { $orderSide } from '../list/tabs.ts';

/*
 * The staff's dispute queue: every open dispute, live from the
 * `disputeQueue` publication while a staff member with the DISPUTE role (or
 * an admin) has the queue open on /dashboard/orders, soonest seller deadline
 * first so nothing is decided by the clock unseen. Resolving goes through the
 * order steps (../actions), like every other step.
 */

export type DisputeQueueRecord = DisputeQueueEntry & { readonly id: string };

export const watchDisputeQueueFx = createEffect<void, void>();
export const stopDisputeQueueFx = createEffect<void, void>();
export const disputeQueueReceived = createEvent<readonly DisputeQueueRecord[]>();

/** Whether the reader may see the queue at all (the server checks again). */
export const $seesDisputeQueue = $roleFlags.map((flags) => flags.isDispute || flags.isAdmin);

const $wanted = combine($seesDisputeQueue, $page, $orderSide, (sees, page, side) => sees && page.name === 'dashboardOrders' && side === 'disputes');
sample({ clock: $wanted.updates, filter: Boolean, target: watchDisputeQueueFx });

/** The queue; null until the publication is ready. */
export const $disputeQueue = createStore<readonly DisputeQueueRecord[] | null>(null, { sid: 'orders/$disputeQueue', serialize: 'ignore' }).on(
  disputeQueueReceived,
  (_, entries) => [...entries].sort(byDeadline),
);
sample({ clock: $wanted.updates, filter: (wanted) => !wanted, target: [stopDisputeQueueFx, $disputeQueue.reinit] });

/** Soonest seller deadline first; disputes without one (answered) after them, oldest first. */
export function byDeadline(a: DisputeQueueEntry, b: DisputeQueueEntry): number {
  if (a.answerDueAt !== null && b.answerDueAt !== null) return a.answerDueAt.localeCompare(b.answerDueAt) || a.openedAt.localeCompare(b.openedAt);
  if (a.answerDueAt !== null) return -1;
  if (b.answerDueAt !== null) return 1;
  return a.openedAt.localeCompare(b.openedAt);
}
