import { createEffect, createStore, sample } from 'effector';
import type { DisputeCountAnswer } from '../../../../contracts/orders/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';
import { orderStepFx } from '../actions/model.ts';
import { orderDetailReceived } from '../detail/model.ts';
import { disputeQueueReceived } from '../disputes/model.ts';
import { ordersReceived } from '../list/model.ts';

/*
 * The dispute count of the session state (spec §3), shown as a badge on the
 * header's way to the orders: how many of the user's orders are in dispute,
 * or for staff who work the dispute queue, how many disputes are open in all.
 * Read on sign-in and on every navigation, and again whenever the browser
 * learns that an order changed (a step the user took, the `order`,
 * `myOrders` or `disputeQueue` publications delivering), so it follows a
 * dispute opened or resolved without a reload. Signed out: nothing.
 */

export const loadDisputeCountFx = createEffect<void, DisputeCountAnswer, DomainError>();

export const $disputeCount = createStore<DisputeCountAnswer | null>(null, { sid: 'orders/$disputeCount', serialize: 'ignore' }).on(loadDisputeCountFx.doneData, (_, answer) => answer);

/** The badge's number: the open queue for dispute staff, else the user's own disputes; 0 shows no badge. */
export const $disputeBadge = $disputeCount.map((answer) => (answer === null ? 0 : (answer.queue ?? answer.count)));
/** Whether the badge counts the staff's queue (its label says so). */
export const $disputeBadgeIsQueue = $disputeCount.map((answer) => answer?.queue !== null && answer?.queue !== undefined);

sample({
  clock: [$isLoggedIn.updates, $page.updates, orderStepFx.done, orderDetailReceived, ordersReceived, disputeQueueReceived],
  source: { loggedIn: $isLoggedIn, pending: loadDisputeCountFx.pending },
  filter: ({ loggedIn, pending }) => loggedIn && !pending,
  fn: () => undefined,
  target: loadDisputeCountFx,
});
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, target: $disputeCount.reinit });
