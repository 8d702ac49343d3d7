import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { CheckoutQuote, CheckoutQuoteRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import type { CheckoutLineAvailability } from '../../../../contracts/shopping/index.ts';
import { canCheckout, formatMoney, quoteCart, type AvailabilityIssue, type Cart, type CartQuote, type DomainError, type ErrorCode, type Money } from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { $cart, $cartLoaded, availabilityReported, cartCheckRequested, cartChecked, quoteLinesOf, translateToastFx, type ToastMessage } from '../cart/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import { $isLoggedIn, $session, $user, readTokenFx } from '../../accounts/session/model.ts';

/*
 * The checkout page (spec sections 2, 4, 5 and 8). Once the buyer is signed
 * in and the stored cart is read, the cart is checked with the server first;
 * an empty cart after the check refuses checkout. Otherwise the server's
 * `checkoutQuote` prices it — the domain's quote over what the browser holds
 * is only a placeholder until that answer arrives. The quote is asked again
 * whenever the cart, the display currency or the coupon changes; only the
 * latest answer counts. Lines the server clamps or finds unavailable are
 * applied to the cart by the cart's own availability rule.
 *
 * Coupon state (spec section 4): 'loading', valid (true), invalid (false) or
 * none (null). The code is sent only when non-empty; an affiliate code from
 * the `affiliate` cookie applies by itself when no coupon was typed. A
 * refused code shows a toast with the server's message (translated by its
 * error code) and is not sent again.
 *
 * Payment is not built yet: the pay button says so and never pretends.
 */

/** Where checkout is. */
export type CheckoutStatus = 'waiting' | 'checking' | 'empty' | 'ready';
/** The coupon's state: 'loading', valid (true), invalid (false) or none (null). */
export type CouponState = 'loading' | boolean | null;

/** `checkoutQuote` over DDP. */
export const checkoutQuoteFx = createEffect<CheckoutQuoteRequest, CheckoutQuote, DomainError>();
/** The `affiliate` cookie's code, if any. */
export const readAffiliateCodeFx = createEffect<void, string | null>(() => null);

export const couponInputChanged = createEvent<string>();
export const couponApplied = createEvent();
export const quoteRetried = createEvent();
export const payClicked = createEvent();

export const $checkoutStatus = createStore<CheckoutStatus>('waiting', { sid: 'checkout/$checkoutStatus', serialize: 'ignore' });
/** The latest server quote for the current request; null until it arrives. */
export const $serverQuote = createStore<CheckoutQuote | null>(null, { sid: 'checkout/$serverQuote', serialize: 'ignore' });
export const $quoteError = createStore<ErrorCode | null>(null, { sid: 'checkout/$quoteError', serialize: 'ignore' });
export const $couponInput = createStore('', { sid: 'checkout/$couponInput', serialize: 'ignore' });
export const $couponState = createStore<CouponState>(null, { sid: 'checkout/$couponState', serialize: 'ignore' });
/** The code sent with each quote; null sends none. */
export const $appliedCoupon = createStore<{ readonly code: string; readonly affiliate: boolean } | null>(null, { sid: 'checkout/$appliedCoupon', serialize: 'ignore' });
/** The pay button was pressed: payment is not available yet, and the page says so. */
export const $paymentUnavailable = createStore(false, { sid: 'checkout/$paymentUnavailable', serialize: 'ignore' });
/** The request whose answer counts; older answers are dropped. */
const $latestRequest = createStore<CheckoutQuoteRequest | null>(null, { sid: 'checkout/$latestRequest', serialize: 'ignore' });
/** Whether the stored sign-in token has been looked at (before that, 'anonymous' may just mean 'not resumed yet'). */
const $sessionSettled = createStore(false, { sid: 'checkout/$sessionSettled', serialize: 'ignore' }).on(readTokenFx.finally, () => true);

/** Whether the quote shown is still being confirmed. */
export const $quotePending = checkoutQuoteFx.pending;

const $onCheckout = $page.map((page) => page.name === 'checkout');
/** Signed in, on /checkout, with the stored cart read: checkout may start. */
const $canStart = combine($onCheckout, $isLoggedIn, $cartLoaded, (on, loggedIn, loaded) => on && loggedIn && loaded);
/** What the page shows before checkout starts: still loading, or a prompt to sign in. */
export const $checkoutGate = combine($onCheckout, $isLoggedIn, $session, $sessionSettled, $cartLoaded, (on, loggedIn, session, settled, loaded) => {
  if (!on || loggedIn) return loaded ? 'open' : 'loading';
  return settled && session.status !== 'loggingIn' ? 'signIn' : 'loading';
});

// ---------------------------------------------------------------- start and the availability check

const started = sample({ clock: [pageResolved, $canStart.updates], source: { can: $canStart, status: $checkoutStatus }, filter: ({ can, status }) => can && status === 'waiting' });
sample({ clock: started, fn: (): CheckoutStatus => 'checking', target: $checkoutStatus });
sample({ clock: started, target: cartCheckRequested });
// The affiliate cookie is read at hydration (so the first quote already carries its code) and again when checkout starts.
sample({ clock: [appHydrated, started], target: readAffiliateCodeFx });

// Leaving the page, or signing out, starts over next time.
const stopped = $canStart.updates.filter({ fn: (can) => !can });
sample({ clock: stopped, fn: (): CheckoutStatus => 'waiting', target: $checkoutStatus });
sample({ clock: stopped, target: [$serverQuote.reinit, $quoteError.reinit, $latestRequest.reinit, $paymentUnavailable.reinit] });

/** An affiliate code from the cookie, applied when the buyer has not typed or applied a code of their own. */
const affiliateApplied = sample({
  clock: readAffiliateCodeFx.doneData,
  source: { applied: $appliedCoupon, input: $couponInput, state: $couponState },
  filter: ({ applied, input, state }, code) => applied === null && input.trim() === '' && state === null && code !== null && code.trim() !== '',
  fn: (_, code) => (code ?? '').trim(),
});
sample({ clock: affiliateApplied, fn: (code) => ({ code, affiliate: true }), target: $appliedCoupon });
sample({ clock: affiliateApplied, target: $couponInput });
sample({ clock: affiliateApplied, fn: (): CouponState => 'loading', target: $couponState });

// The check's answer decides: nothing left refuses checkout (spec section 4).
const checked = sample({ clock: cartChecked, source: $checkoutStatus, filter: (status) => status === 'checking', fn: (_, cart) => cart });
sample({ clock: checked, fn: (cart): CheckoutStatus => (canCheckout(cart) ? 'ready' : 'empty'), target: $checkoutStatus });
// Later, the cart may empty itself on the page (the quote's report, another tab): the same rule.
sample({ clock: $cart.updates, source: $checkoutStatus, filter: (status, cart) => status === 'ready' && !canCheckout(cart), fn: (): CheckoutStatus => 'empty', target: $checkoutStatus });

// ---------------------------------------------------------------- the server's quote

/** The quote request for the cart, currency and coupon: listings and quantities only. */
export function quoteRequestOf(cart: Cart, currency: string, coupon: { readonly code: string; readonly affiliate: boolean } | null): CheckoutQuoteRequest {
  return {
    lines: cart.map((line) => ({ productId: line._id, quantity: line.quantity, ...(line.selectedService === undefined ? {} : { selectedServiceId: line.selectedService._id }) })),
    currency,
    ...(coupon === null || coupon.code === '' ? {} : { couponCode: coupon.code, affiliate: coupon.affiliate }),
  };
}

const quoteWanted = createEvent();
sample({ clock: checked, filter: canCheckout, target: quoteWanted });
/** The buyer applied a code (or cleared it), or the affiliate code applied itself. */
const couponChanged = createEvent();
sample({ clock: [$cart.updates, $displayCurrency.updates, couponChanged, quoteRetried], source: $checkoutStatus, filter: (status) => status === 'ready', target: quoteWanted });
const request = sample({
  clock: quoteWanted,
  source: { cart: $cart, display: $displayCurrency, coupon: $appliedCoupon, status: $checkoutStatus },
  filter: ({ cart, status }) => status === 'ready' && canCheckout(cart),
  fn: ({ cart, display, coupon }) => quoteRequestOf(cart, display.currency, coupon),
});
sample({ clock: request, target: [$latestRequest, checkoutQuoteFx] });
$quoteError.on(request, () => null);

const answered = sample({ clock: checkoutQuoteFx.done, source: $latestRequest, filter: (latest, { params }) => latest === params, fn: (_, { result }) => result });
const failed = sample({ clock: checkoutQuoteFx.fail, source: $latestRequest, filter: (latest, { params }) => latest === params, fn: (_, { error }) => error });
$serverQuote.on(answered, (_, quote) => quote);
$quoteError.on(failed, (_, error) => error.code);

// Lines the server clamped or could not sell: the cart applies them by its own rule (and toasts removed lines).
const issues = sample({
  clock: answered,
  source: $cart,
  fn: (cart, quote) =>
    quote.lines.flatMap((line): AvailabilityIssue[] => {
      const item = cart.find((l) => l._id === line.productId);
      if (item === undefined) return [];
      if (line.availability === 'PRODUCT_NOT_FOUND' || line.availability === 'PRODUCT_NOT_AVAILABLE') return [{ _id: line.productId, error: line.availability }];
      return line.maxQuantity !== null && (item.quantity > line.maxQuantity || item.maxQuantity !== line.maxQuantity) ? [{ _id: line.productId, maxQuantity: line.maxQuantity }] : [];
    }),
});
sample({ clock: issues, filter: (errors) => errors.length > 0, fn: (errors) => ({ errors }), target: availabilityReported });

// ---------------------------------------------------------------- the coupon

$couponInput.on(couponInputChanged, (_, value) => value);
const appliedCode = sample({ clock: couponApplied, source: $couponInput, fn: (input) => input.trim() });
sample({ clock: appliedCode, fn: (code) => (code === '' ? null : { code, affiliate: false }), target: $appliedCoupon });
sample({ clock: appliedCode, fn: (code): CouponState => (code === '' ? null : 'loading'), target: $couponState });
sample({ clock: [appliedCode, affiliateApplied], target: couponChanged });

// The answer decides valid or invalid; an answer without a code leaves the state alone unless it was waiting for one.
sample({
  clock: answered,
  source: $couponState,
  filter: (state, quote) => quote.coupon.status !== 'none' || state === 'loading',
  fn: (_, quote): CouponState => (quote.coupon.status === 'valid' ? true : quote.coupon.status === 'invalid' ? false : null),
  target: $couponState,
});
const refused = answered.filterMap((quote) => (quote.coupon.status === 'invalid' ? quote.coupon : undefined));
// A refused code is not sent again with the next quote; its state stays invalid until the buyer applies another.
sample({ clock: refused, fn: () => null, target: $appliedCoupon });
sample({
  clock: refused,
  fn: (coupon): ToastMessage => ({
    id: 'coupon-invalid',
    key: COUPON_ERROR_KEYS[coupon.error.code] ?? 'toasts.couponInvalid',
    fallback: coupon.error.message,
    color: 'red',
  }),
  target: translateToastFx,
});
// The quote could not be had while a code was being checked: the code's state is unknown again.
sample({ clock: failed, source: $couponState, filter: (state) => state === 'loading', fn: (): CouponState => null, target: $couponState });

/** The translated text of the server's coupon refusals; another code shows the server's own message. */
const COUPON_ERROR_KEYS: Partial<Record<ErrorCode, TranslationKey>> = {
  COUPON_INVALID: 'toasts.couponInvalid',
  AFFILIATE_CODE_INVALID: 'toasts.affiliateInvalid',
};

// ---------------------------------------------------------------- payment

$paymentUnavailable.on(payClicked, () => true);

// ---------------------------------------------------------------- what the page shows

/** The domain's quote over what the browser holds: the placeholder until the server answers. */
export const $localQuote = combine($cart, $displayCurrency, $user, (cart, display, user): CartQuote | null =>
  cart.length === 0 ? null : quoteCart({ lines: quoteLinesOf(cart), currency: display.currency, rate: display.rate, igPlusActive: user?.igPlusActive ?? false }).unwrapOr(null),
);

/** One line of the summary. */
export interface CheckoutLineView {
  readonly productId: string;
  readonly itemName: string;
  readonly gameType: string;
  readonly productType: string;
  readonly quantity: number;
  readonly unitPrice: string | null;
  readonly lineTotal: string | null;
  readonly availability: CheckoutLineAvailability;
  readonly maxQuantity: number | null;
}

/** The summary as shown: the server's numbers, or the local placeholder while they load. */
export interface CheckoutSummary {
  /** 'server' once the server answered; 'estimate' while only the placeholder is known. */
  readonly source: 'server' | 'estimate';
  readonly currency: string;
  readonly fellBackToUsd: boolean;
  readonly lines: readonly CheckoutLineView[];
  readonly subtotal: string;
  readonly serviceFee: string;
  /** Shown only for an active ig-plus membership. */
  readonly membershipDiscount: string | null;
  /** Shown only when a coupon takes something off. */
  readonly couponDiscount: string | null;
  readonly total: string;
  /** Whether anything can be paid for. */
  readonly purchasable: boolean;
}

const minus = (amount: Money): string => `−${formatMoney(amount)}`;

/** What the summary names each line by, kept for lines the server's answer took out of the cart. */
const $lineLabels = createStore<Readonly<Record<string, { readonly itemName: string; readonly gameType: string; readonly productType: string }>>>(
  {},
  { sid: 'checkout/$lineLabels', serialize: 'ignore' },
).on($cart.updates, (labels, cart) => ({
  ...labels,
  ...Object.fromEntries(cart.map((line) => [line._id, { itemName: line.itemName, gameType: line.gameType.label, productType: line.productType.label }])),
}));

export const $checkoutSummary = combine($serverQuote, $localQuote, $cart, $user, $lineLabels, (server, local, cart, user, labels): CheckoutSummary | null => {
  if (server !== null) {
    return {
      source: 'server',
      currency: server.currency,
      fellBackToUsd: server.fellBackToUsd,
      lines: server.lines.map((line) => {
        const label = labels[line.productId];
        return {
          productId: line.productId,
          itemName: label?.itemName ?? line.productId,
          gameType: label?.gameType ?? '',
          productType: label?.productType ?? '',
          quantity: line.quantity > 0 ? line.quantity : line.requestedQuantity,
          unitPrice: line.unitPrice === null ? null : formatMoney(line.unitPrice),
          lineTotal: line.lineTotal === null ? null : formatMoney(line.lineTotal),
          availability: line.availability,
          maxQuantity: line.maxQuantity,
        };
      }),
      subtotal: formatMoney(server.subtotal),
      serviceFee: formatMoney(server.serviceFee),
      membershipDiscount: server.igPlusActive ? minus(server.membershipDiscount) : null,
      couponDiscount: server.couponDiscount.minor > 0 ? minus(server.couponDiscount) : null,
      total: formatMoney(server.total),
      purchasable: server.purchasable,
    };
  }
  if (local === null) return null;
  return {
    source: 'estimate',
    currency: local.currency,
    fellBackToUsd: false,
    lines: cart.map((item, i) => {
      const priced = local.lines[i];
      return {
        productId: item._id,
        itemName: item.itemName,
        gameType: item.gameType.label,
        productType: item.productType.label,
        quantity: item.quantity,
        unitPrice: priced === undefined ? null : formatMoney(priced.unitPrice),
        lineTotal: priced === undefined ? null : formatMoney(priced.lineTotal),
        availability: 'AVAILABLE',
        maxQuantity: item.maxQuantity,
      };
    }),
    subtotal: formatMoney(local.subtotal),
    serviceFee: formatMoney(local.serviceFee),
    membershipDiscount: user?.igPlusActive === true ? minus(local.membershipDiscount) : null,
    couponDiscount: null,
    total: formatMoney(local.total),
    purchasable: false,
  };
});
