import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import type { PlaceOrderAnswer, PlaceOrderParams } from '../../../../contracts/orders/index.ts';
import { cardNumber } from '../../../../contracts/payments/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { $balances, creditsFor } from '../../payments/balances/model.ts';
import { nextStepAfter, openProviderPageFx, paymentErrorView, type PaymentErrorView } from '../../payments/outcome.ts';
import { keyForAttempt, outcomeUnknown, sameAttempt, type Attempt } from '../../shared/idempotency/model.ts';
import { navigationRequested } from '../../shared/page/model.ts';
import { $cart, cartCheckRequested, cartCleared } from '../cart/model.ts';
import { $affiliateCookieCode } from './coupon.ts';
import { $quotePending, $serverQuote } from './quote.ts';
import { checkoutStopped } from './status.ts';
import { $checkoutSummary } from './summary.ts';

/*
 * Paying at checkout: the buyer picks credits, a card or crypto and presses
 * Pay; `placeOrder` re-prices the cart on the server, reserves the stock and
 * starts the payment. One idempotency key per attempt: a press that pays for
 * the same lines, coupon, currency, method and card as the last unresolved
 * attempt sends that attempt's key again (so a lost answer is replayed, never
 * paid twice); anything else is a new attempt with a new key. The cart is
 * emptied only once an order exists (every answer that is not an error).
 */

export type CheckoutPaymentMethod = PlaceOrderParams['paymentMethod'];
/** What an attempt pays for: `placeOrder`'s params without the key. */
export type CheckoutPayload = Omit<PlaceOrderParams, 'idempotencyKey'>;

/** `placeOrder` over DDP. */
export const placeOrderFx = createEffect<PlaceOrderParams, PlaceOrderAnswer, DomainError>();
const checkoutKeyFx = keyForAttempt<CheckoutPayload>();

export const payClicked = createEvent();
export const paymentMethodChosen = createEvent<CheckoutPaymentMethod>();
export const cardNumberChanged = createEvent<string>();

export const $paymentMethod = createStore<CheckoutPaymentMethod>('CREDITS', { sid: 'checkout/$paymentMethod', serialize: 'ignore' }).on(paymentMethodChosen, (_, m) => m);
export const $cardNumber = createStore('', { sid: 'checkout/$cardNumber', serialize: 'ignore' }).on(cardNumberChanged, (_, text) => text);
/** The attempt whose outcome is not known yet; its key goes with every retry. */
const $attempt = createStore<Attempt<CheckoutPayload> | null>(null, { sid: 'checkout/$attempt', serialize: 'ignore' });
/** Why the last press did not pay; null when nothing went wrong. */
export const $paymentError = createStore<PaymentErrorView | null>(null, { sid: 'checkout/$paymentError', serialize: 'ignore' });
/** The order group just placed: the page says so while the next page opens (the cart is already empty). */
export const $placedOrder = createStore<PlaceOrderAnswer | null>(null, { sid: 'checkout/$placedOrder', serialize: 'ignore' });
export const $placing = combine(placeOrderFx.pending, checkoutKeyFx.pending, (a, b) => a || b);

/** Whether the typed card number is one (12–19 digits, spaces and dashes allowed). */
export const $cardValid = $cardNumber.map((text) => v.is(cardNumber, text));

/** The buyer's credits in the checkout's currency, and whether they cover the total; null before the quote or the balances. */
export const $checkoutCredits = combine($balances, $serverQuote, (balances, quote) => (quote === null ? null : creditsFor(balances, quote.total)));

/** Whether Pay may be pressed: a confirmed, purchasable quote, nothing in flight, and the chosen method complete. */
export const $canPay = combine(
  { quote: $serverQuote, pending: $quotePending, placing: $placing, method: $paymentMethod, cardValid: $cardValid, credits: $checkoutCredits, placed: $placedOrder },
  ({ quote, pending, placing, method, cardValid, credits, placed }) =>
    quote !== null && quote.purchasable && !pending && !placing && placed === null && (method !== 'CARD' || cardValid) && (method !== 'CREDITS' || credits?.covers !== false),
);

function payloadOf(quote: NonNullable<typeof $serverQuote.defaultState>, method: CheckoutPaymentMethod, card: string, affiliateCode: string | null): CheckoutPayload {
  return {
    lines: quote.lines.filter((l) => l.quantity > 0).map((l) => ({ productId: l.productId, quantity: l.quantity })),
    ...(quote.coupon.status === 'valid' ? { couponCode: quote.coupon.code } : {}),
    ...(affiliateCode === null ? {} : { affiliateCode }),
    currency: quote.total.currency,
    paymentMethod: method,
    ...(method === 'CARD' ? { card: card.replace(/[\s-]/g, '') } : {}),
  };
}

const payWanted = sample({
  clock: payClicked,
  source: { can: $canPay, quote: $serverQuote, method: $paymentMethod, card: $cardNumber, affiliate: $affiliateCookieCode },
  fn: ({ can, quote, method, card, affiliate }) => (can && quote !== null ? payloadOf(quote, method, card, affiliate) : null),
}).filterMap((payload) => payload ?? undefined);
sample({ clock: payWanted, target: $paymentError.reinit });
const retried = sample({
  clock: payWanted,
  source: $attempt,
  fn: (attempt, payload): PlaceOrderParams | null => (sameAttempt(attempt, payload) ? { ...payload, idempotencyKey: attempt.key } : null),
}).filterMap((params) => params ?? undefined);
sample({ clock: payWanted, source: $attempt, filter: (attempt, payload) => !sameAttempt(attempt, payload), fn: (_, payload) => payload, target: checkoutKeyFx });
$attempt.on(checkoutKeyFx.done, (_, { params, result }) => ({ payload: params, key: result }));
const fresh = checkoutKeyFx.done.map(({ params, result }): PlaceOrderParams => ({ ...params, idempotencyKey: result }));
sample({ clock: [retried, fresh], target: placeOrderFx });

// An answer means an order group exists: the cart is emptied, then the buyer goes on.
$placedOrder.on(placeOrderFx.doneData, (_, answer) => answer);
sample({ clock: placeOrderFx.doneData, target: [cartCleared, $attempt.reinit] });
const next = placeOrderFx.doneData.map((answer) => nextStepAfter(answer.payment, 'order', answer.orderGroupId));
sample({ clock: next, filter: (step) => step.kind === 'navigate', fn: (step) => ({ to: step.kind === 'navigate' ? step.to : '', replace: false }), target: navigationRequested });
sample({ clock: next, filter: (step) => step.kind === 'leave', fn: (step) => (step.kind === 'leave' ? step.url : ''), target: openProviderPageFx });

// A refusal: said in words (a sold-out line by its name), and the attempt ends unless its outcome is unknown.
sample({
  clock: placeOrderFx.failData,
  source: $checkoutSummary,
  fn: (summary, error) => {
    const productId = typeof error.details?.['productId'] === 'string' ? error.details['productId'] : undefined;
    return paymentErrorView(error.code, summary?.lines.find((l) => l.productId === productId)?.itemName);
  },
  target: $paymentError,
});
sample({ clock: placeOrderFx.failData, filter: (error) => !outcomeUnknown(error.code), target: $attempt.reinit });
// A sold-out line leaves the cart by the cart's own rule once the server is asked again.
sample({ clock: placeOrderFx.failData, filter: (error) => error.code === 'OUT_OF_STOCK', target: cartCheckRequested });

// A changed cart or method is another attempt with a new key; a new method also clears the old message
// (a changed cart keeps it: a sold-out line's message stays after the line left the cart).
sample({ clock: [$cart.updates, paymentMethodChosen], target: $attempt.reinit });
sample({ clock: paymentMethodChosen, target: $paymentError.reinit });
sample({ clock: checkoutStopped, target: [$attempt.reinit, $paymentError.reinit, $placedOrder.reinit, $cardNumber.reinit, $paymentMethod.reinit] });
