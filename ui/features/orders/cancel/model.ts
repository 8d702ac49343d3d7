import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { CancelOrderAnswer, CancelOrderParams } from '../../../../contracts/orders/index.ts';
import { formatMoney, type DomainError, type ErrorCode } from '../../../../domain/index.ts';
import { keyForAttempt, outcomeUnknown } from '../../shared/idempotency/model.ts';
import { $page } from '../../shared/page/model.ts';
import { $currentOrder } from '../list/model.ts';

/*
 * One order's page: the buyer's Cancel while the order is `cancellable`
 * (`cancelOrder`, refunded at once to credits) and the countdown to the
 * payment deadline while it is `pending_payment`. The cancel's key belongs to
 * the order: pressing Cancel again after a lost answer sends the same key, so
 * the server answers the first cancel again instead of refusing a second.
 */

/** `cancelOrder` over DDP. */
export const cancelOrderFx = createEffect<CancelOrderParams, CancelOrderAnswer, DomainError>();
const cancelKeyFx = keyForAttempt<string>();
/** Waits a second and answers the time (the countdown's clock; a fake in tests). */
export const countdownTickFx = createEffect<void, number>(() => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 1000)));
export const readNowFx = createEffect<void, number>(() => Date.now());

export const cancelClicked = createEvent();

/** The key of each order's cancel, kept until the cancel has an answer. */
const $cancelKeys = createStore<Readonly<Record<string, string>>>({}, { sid: 'orders/$cancelKeys', serialize: 'ignore' });
/** What the cancel refunded; null until one answered. */
export const $cancelRefund = createStore<{ readonly orderId: string; readonly refunded: string } | null>(null, { sid: 'orders/$cancelRefund', serialize: 'ignore' });
export const $cancelError = createStore<ErrorCode | null>(null, { sid: 'orders/$cancelError', serialize: 'ignore' });
export const $cancelling = combine(cancelOrderFx.pending, cancelKeyFx.pending, (a, b) => a || b);
export const $now = createStore<number | null>(null, { sid: 'orders/$now', serialize: 'ignore' });

const wanted = sample({
  clock: cancelClicked,
  source: { order: $currentOrder, cancelling: $cancelling },
  filter: ({ order, cancelling }) => !cancelling && order !== null && order !== 'missing' && order.cancellable,
  fn: ({ order }) => (order !== null && order !== 'missing' ? order.id : ''),
});
sample({ clock: wanted, target: $cancelError.reinit });
sample({ clock: wanted, source: $cancelKeys, filter: (keys, id) => keys[id] !== undefined, fn: (keys, orderId) => ({ orderId, idempotencyKey: keys[orderId] ?? '' }), target: cancelOrderFx });
sample({ clock: wanted, source: $cancelKeys, filter: (keys, id) => keys[id] === undefined, fn: (_, id) => id, target: cancelKeyFx });
$cancelKeys.on(cancelKeyFx.done, (keys, { params, result }) => ({ ...keys, [params]: result }));
sample({ clock: cancelKeyFx.done, fn: ({ params, result }) => ({ orderId: params, idempotencyKey: result }), target: cancelOrderFx });

$cancelRefund.on(cancelOrderFx.doneData, (_, answer) => ({ orderId: answer.orderId, refunded: formatMoney(answer.refunded) }));
$cancelError.on(cancelOrderFx.failData, (_, error) => error.code);
$cancelKeys.on(cancelOrderFx.finally, (keys, outcome) => {
  if (outcome.status === 'fail' && outcomeUnknown(outcome.error.code)) return keys;
  const { [outcome.params.orderId]: _, ...rest } = keys;
  return rest;
});
sample({ clock: $page.updates, target: [$cancelError.reinit, $cancelRefund.reinit] });

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
