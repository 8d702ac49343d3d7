import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DomainError } from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { translateToastFx, type ToastMessage } from '../../shopping/cart/toasts.ts';
import { keyForAttempt, outcomeUnknown, sameAttempt, type Attempt } from '../../shared/idempotency/model.ts';
import { $page } from '../../shared/page/model.ts';
import type { OrderIntent, OrderIntentKind } from './intents.ts';

export type { OrderIntent, OrderIntentKind } from './intents.ts';

/*
 * Every step a user takes on an order after payment (start, deliver,
 * confirm, cancel, dispute, resolve, rate, post progress) is one intent sent
 * through one effect that the browser binds to the matching DDP method. Each
 * intent gets its idempotency key once: a press after a lost answer (the
 * outcome unknown) sends the same intent with the same key, so the server
 * replays its first answer instead of acting twice; a definite answer ends
 * the attempt. Nothing is sent while another step is in flight.
 */

/** An intent on one order, as the user pressed it. */
export interface OrderStep {
  readonly orderId: string;
  readonly intent: OrderIntent;
}

/** `OrderStep` with its key, as the effect sends it. */
export type KeyedOrderStep = OrderStep & { readonly idempotencyKey: string };

/** Runs a step over DDP; the answer itself does not matter (the `order` publication shows the new state). */
export const orderStepFx = createEffect<KeyedOrderStep, void, DomainError>();
const stepKeyFx = keyForAttempt<OrderStep>();

export const stepSubmitted = createEvent<OrderStep>();
export const stepErrorDismissed = createEvent();

/** The step whose outcome is not known yet; its key goes with every retry. */
const $attempt = createStore<Attempt<OrderStep> | null>(null, { sid: 'orderSteps/$attempt', serialize: 'ignore' });
/** Which step is in flight, so only its button says so; null when none. */
export const $pendingStep = createStore<OrderStep | null>(null, { sid: 'orderSteps/$pendingStep', serialize: 'ignore' });
export const $stepPending = combine(orderStepFx.pending, stepKeyFx.pending, (a, b) => a || b);
/** Why the last step failed, by error-catalogue code; null when nothing went wrong. */
export const $stepError = createStore<{ readonly orderId: string; readonly kind: OrderIntentKind; readonly code: string } | null>(null, {
  sid: 'orderSteps/$stepError',
  serialize: 'ignore',
});
/** The last step that succeeded (forms clear themselves on it). */
export const $lastDoneStep = createStore<OrderStep | null>(null, { sid: 'orderSteps/$lastDoneStep', serialize: 'ignore' });

const wanted = sample({ clock: stepSubmitted, source: $stepPending, filter: (pending) => !pending, fn: (_, step) => step });
sample({ clock: wanted, target: [$stepError.reinit, $pendingStep] });
const retried = sample({
  clock: wanted,
  source: $attempt,
  fn: (attempt, step): KeyedOrderStep | null => (sameAttempt(attempt, step) ? { ...step, idempotencyKey: attempt.key } : null),
}).filterMap((params) => params ?? undefined);
sample({ clock: wanted, source: $attempt, filter: (attempt, step) => !sameAttempt(attempt, step), fn: (_, step) => step, target: stepKeyFx });
$attempt.on(stepKeyFx.done, (_, { params, result }) => ({ payload: params, key: result }));
const fresh = stepKeyFx.done.map(({ params, result }): KeyedOrderStep => ({ ...params, idempotencyKey: result }));
sample({ clock: [retried, fresh], target: orderStepFx });

const stepOf = ({ orderId, intent }: KeyedOrderStep): OrderStep => ({ orderId, intent });
sample({ clock: orderStepFx.finally, target: $pendingStep.reinit });
sample({ clock: orderStepFx.done, fn: ({ params }) => stepOf(params), target: $lastDoneStep });
// A definite answer (done, or a refusal) ends the attempt; an unknown outcome keeps its key for the retry.
sample({ clock: orderStepFx.done, target: $attempt.reinit });
sample({ clock: orderStepFx.fail, filter: ({ error }) => !outcomeUnknown(error.code), target: $attempt.reinit });
sample({ clock: orderStepFx.fail, fn: ({ params, error }) => ({ orderId: params.orderId, kind: params.intent.kind, code: error.code }), target: $stepError });
sample({ clock: [stepErrorDismissed, $page.updates], target: $stepError.reinit });

// Each success is confirmed by a toast in the page's language.
sample({
  clock: orderStepFx.done,
  fn: ({ params }): ToastMessage => ({ id: `order-step-${params.idempotencyKey}`, key: toastKey(params.intent), fallback: 'Done.' }),
  target: translateToastFx,
});

const TOASTS: Readonly<Record<Exclude<OrderIntentKind, 'answerCancel'>, TranslationKey>> = {
  start: 'orderSteps.toasts.start',
  deliver: 'orderSteps.toasts.deliver',
  confirm: 'orderSteps.toasts.confirm',
  cancel: 'orderSteps.toasts.cancel',
  requestCancel: 'orderSteps.toasts.requestCancel',
  openDispute: 'orderSteps.toasts.openDispute',
  answerDispute: 'orderSteps.toasts.answerDispute',
  resolveDispute: 'orderSteps.toasts.resolveDispute',
  postProgress: 'orderSteps.toasts.postProgress',
  rate: 'orderSteps.toasts.rate',
  refund: 'orderSteps.toasts.refund',
  forceComplete: 'orderSteps.toasts.forceComplete',
};

/** The toast of a done step: the seller's answer to a cancel request says which answer it was. */
export function toastKey(intent: OrderIntent): TranslationKey {
  if (intent.kind === 'answerCancel') return intent.accept ? 'orderSteps.toasts.cancelAccepted' : 'orderSteps.toasts.cancelDeclined';
  if (intent.kind === 'cancel' && intent.refundTo === 'CARD') return 'orderSteps.toasts.cancelToCard';
  return TOASTS[intent.kind];
}

/** The message of a failed step: the catalogue's code in words, or a general one for codes without their own. */
export const KNOWN_STEP_ERRORS: readonly string[] = [
  'ORDER_ACTION_NOT_ALLOWED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_ALREADY_RATED',
  'ORDER_NOT_FOUND',
  'WARRANTY_EXPIRED',
  'VALIDATION_FAILED',
  'AMOUNT_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'FORBIDDEN',
  'REFUND_TO_CARD_UNAVAILABLE',
];
export function stepErrorKey(code: string): TranslationKey {
  return KNOWN_STEP_ERRORS.includes(code) ? (`orderSteps.errors.${code}` as TranslationKey) : 'orderSteps.errors.generic';
}
