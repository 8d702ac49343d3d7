import { combine, createEffect, createStore, sample } from 'effector';
import { $currentOrder } from '../list/model.ts';

/*
 * The countdown to an unpaid order's payment deadline on its page, while it
 * is `pending_payment`. (The buyer's cancel is one of the order steps now,
 * ../actions, offered when the server lists `cancel`.)
 */

/** Waits a second and answers the time (the countdown's clock; a fake in tests). */
export const countdownTickFx = createEffect<void, number>(() => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 1000)));
export const readNowFx = createEffect<void, number>(() => Date.now());

export const $now = createStore<number | null>(null, { sid: 'orders/$now', serialize: 'ignore' });

// The countdown runs while the open order waits for its payment.
const $awaitingPayment = $currentOrder.map((order) => order !== null && order !== 'missing' && order.state === 'pending_payment' && order.paymentDueAt !== null);
sample({ clock: $awaitingPayment.updates, filter: Boolean, target: readNowFx });
$now.on(readNowFx.doneData, (_, now) => now).on(countdownTickFx.doneData, (_, now) => now);
sample({ clock: [readNowFx.done, countdownTickFx.done], source: $awaitingPayment, filter: Boolean, target: countdownTickFx });

/** Minutes and seconds left to pay the open order (`mm:ss`, `00:00` once due); null when it does not wait for payment. */
export const $paymentCountdown = combine($currentOrder, $now, (order, now) => {
  if (order === null || order === 'missing' || order.state !== 'pending_payment' || order.paymentDueAt === null || now === null) return null;
  const left = Math.max(0, Math.floor((Date.parse(order.paymentDueAt) - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
});
