import { createEffect, createEvent, createStore, sample } from 'effector';
import type { CheckoutQuote, CheckoutQuoteRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import { canCheckout, quoteAvailabilityIssues, type Cart, type DomainError, type ErrorCode } from '../../../../domain/index.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $cart, availabilityReported } from '../cart/model.ts';
import { $checkoutStatus, checkoutCartChecked, checkoutStopped } from './status.ts';

/*
 * The server's quote (spec sections 4 and 8): once checkout is ready, the
 * server's `checkoutQuote` prices the cart, and is asked again whenever the
 * cart, the display currency or the coupon changes; only the latest answer
 * counts. Lines the server clamps or finds unavailable are applied to the
 * cart by the cart's own availability rule (domain `quoteAvailabilityIssues`).
 */

/** `checkoutQuote` over DDP. */
export const checkoutQuoteFx = createEffect<CheckoutQuoteRequest, CheckoutQuote, DomainError>();

export const quoteRetried = createEvent();

/** The latest server quote for the current request; null until it arrives. */
export const $serverQuote = createStore<CheckoutQuote | null>(null, { sid: 'checkout/$serverQuote', serialize: 'ignore' });
export const $quoteError = createStore<ErrorCode | null>(null, { sid: 'checkout/$quoteError', serialize: 'ignore' });
/** The code sent with each quote; null sends none (coupon.ts sets it). */
export const $appliedCoupon = createStore<{ readonly code: string; readonly affiliate: boolean } | null>(null, { sid: 'checkout/$appliedCoupon', serialize: 'ignore' });
/** The request whose answer counts; older answers are dropped. */
const $latestRequest = createStore<CheckoutQuoteRequest | null>(null, { sid: 'checkout/$latestRequest', serialize: 'ignore' });

/** Whether the quote shown is still being confirmed. */
export const $quotePending = checkoutQuoteFx.pending;

/** The buyer applied a code (or cleared it), or the affiliate code applied itself: quote again. */
export const couponChanged = createEvent();

/** The quote request for the cart, currency and coupon: listings and quantities only. */
export function quoteRequestOf(cart: Cart, currency: string, coupon: { readonly code: string; readonly affiliate: boolean } | null): CheckoutQuoteRequest {
  return {
    lines: cart.map((line) => ({ productId: line._id, quantity: line.quantity, ...(line.selectedService === undefined ? {} : { selectedServiceId: line.selectedService._id }) })),
    currency,
    ...(coupon === null || coupon.code === '' ? {} : { couponCode: coupon.code, affiliate: coupon.affiliate }),
  };
}

sample({ clock: checkoutStopped, target: [$serverQuote.reinit, $quoteError.reinit, $latestRequest.reinit] });

const quoteWanted = createEvent();
sample({ clock: checkoutCartChecked, filter: canCheckout, target: quoteWanted });
sample({ clock: [$cart.updates, $displayCurrency.updates, couponChanged, quoteRetried], source: $checkoutStatus, filter: (status) => status === 'ready', target: quoteWanted });
const request = sample({
  clock: quoteWanted,
  source: { cart: $cart, display: $displayCurrency, coupon: $appliedCoupon, status: $checkoutStatus },
  filter: ({ cart, status }) => status === 'ready' && canCheckout(cart),
  fn: ({ cart, display, coupon }) => quoteRequestOf(cart, display.currency, coupon),
});
sample({ clock: request, target: [$latestRequest, checkoutQuoteFx] });
$quoteError.on(request, () => null);

/** The answer to the latest request. */
export const quoteAnswered = sample({ clock: checkoutQuoteFx.done, source: $latestRequest, filter: (latest, { params }) => latest === params, fn: (_, { result }) => result });
/** The latest request failed. */
export const quoteFailed = sample({ clock: checkoutQuoteFx.fail, source: $latestRequest, filter: (latest, { params }) => latest === params, fn: (_, { error }) => error });
$serverQuote.on(quoteAnswered, (_, quote) => quote);
$quoteError.on(quoteFailed, (_, error) => error.code);

// Lines the server clamped or could not sell: the cart applies them by its own rule (and toasts removed lines).
const issues = sample({ clock: quoteAnswered, source: $cart, fn: (cart, quote) => quoteAvailabilityIssues(cart, quote.lines) });
sample({ clock: issues, filter: (errors) => errors.length > 0, fn: (errors) => ({ errors }), target: availabilityReported });
