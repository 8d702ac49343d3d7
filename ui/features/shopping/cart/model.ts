import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { AvailabilityRequest, HostAppMessage } from '../../../../application/shopping/ports/cart-channel.ts';
import {
  addToCart,
  CLEAR_CART_CLOSE_DELAY_MS,
  cartCount,
  clearCart,
  formatMoney,
  OUT_OF_STOCK_MESSAGE,
  quoteCart,
  reconcileAvailability,
  removeLine,
  setLineQuantity,
  showClearCart,
  showsEachPrice,
  showsStepper,
  stepDown,
  stepperState,
  stepUp,
  type AvailabilityResponse,
  type Cart,
  type CartItem,
  type CartProduct,
  type CartQuote,
  type DomainError,
  type Money,
  type QuoteLine,
  type SelectedService,
  type StepperState,
  type ToastInput,
} from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { navigationRequested, pageLoadStarted } from '../../shared/page/model.ts';
import { toastShown } from '../../shared/toasts/model.ts';
import { parseStoredCart, serializeCart } from './stored-cart.ts';

/*
 * The cart (spec sections 2, 3, 4, 8 and 9): the lines in local storage
 * (`cartItems`, read after hydration so the first render matches the
 * server's), every change through the domain's cart functions, the server's
 * availability check after each change with a toast per removed line, the
 * drawer, the mobile web view's messages to the host app, and the drawer's
 * prices through the domain's `quoteCart` in the display currency. Those
 * prices are an estimate from what the browser holds; checkout asks the
 * server (ui/features/shopping/checkout).
 */

/** The drawer element's id, for the header button's `aria-controls`. */
export const CART_DRAWER_ID = 'cart-drawer';

// ---------------------------------------------------------------- events

/** A product page (or a listing card) asked to add `quantity` units of `product`. */
export const productAddedToCart = createEvent<{ readonly product: CartProduct; readonly quantity: number; readonly selectedService?: SelectedService }>();
/** The header's cart button or 'Go to cart' asked to show the drawer. */
export const cartOpened = createEvent();
/** Escape, the backdrop, the close button, 'Continue Shopping' or a link closed the drawer. */
export const cartClosed = createEvent();
/** The line's remove button. */
export const lineRemoved = createEvent<string>();
/** The stepper's plus. */
export const lineSteppedUp = createEvent<string>();
/** The stepper's minus. */
export const lineSteppedDown = createEvent<string>();
/** A quantity typed for a line. */
export const lineQuantitySet = createEvent<{ readonly id: string; readonly quantity: number }>();
/** 'Clear Cart'. */
export const cartCleared = createEvent();
/** A click on a line: opens its product page, except in the mobile web view. */
export const lineOpened = createEvent<string>();
/** Checkout asks for a fresh availability check; `cartChecked` answers. */
export const cartCheckRequested = createEvent();
/** The cart after an availability check (or as it was, when the server could not be asked). */
export const cartChecked = createEvent<Cart>();
/** Another server answer about availability (the checkout quote's) to apply like the check's. */
export const availabilityReported = createEvent<AvailabilityResponse>();

// ---------------------------------------------------------------- effects

/** Reads the stored `cartItems` text (null when none; the server has none). */
export const readCartFx = createEffect<void, string | null>(() => null);
/** Stores the cart's text under `cartItems`. */
export const writeCartFx = createEffect<string, void>(() => undefined);
/** `checkCartAvailablity` over DDP. */
export const checkAvailabilityFx = createEffect<AvailabilityRequest, AvailabilityResponse, DomainError>();
/** Tells the native app around the web view about a cart change (`window.ReactNativeWebView.postMessage`). */
export const postToHostAppFx = createEffect<HostAppMessage, void>(() => undefined);
/** Posts several messages, in order. */
const postAllToHostAppFx = createEffect(async (messages: readonly HostAppMessage[]) => {
  for (const message of messages) await postToHostAppFx(message);
});
/** Whether this page runs in the mobile app's web view (see `isMobileWebView`). */
export const detectWebViewFx = createEffect<void, boolean>(() => false);
/** Waits the domain's delay between clearing the cart and closing the drawer. */
export const clearCartCloseDelayFx = createEffect<void, void>(() => new Promise<void>((resolve) => setTimeout(resolve, CLEAR_CART_CLOSE_DELAY_MS)));

/** What an add-to-cart reports to analytics and the marketing trackers (spec section 7). */
export interface AddToCartTracked {
  readonly productId: string;
  readonly itemName: string;
  readonly quantity: number;
  /** Unit price in USD as the product page showed it. */
  readonly price: Money;
  readonly gameType: string;
  readonly productType: string;
}
/**
 * Reports an add-to-cart. Not bound yet: the Analytics port
 * (application/analytics/ports) carries only PageVisit events so far; once it
 * has an add-to-cart event, composition-root/client-cart.ts binds this to it.
 */
export const trackAddToCartFx = createEffect<AddToCartTracked, void>(() => undefined);

/** A toast to show, by translation key; the browser binds the translation (i18next), the default shows `fallback`. */
export interface ToastMessage {
  readonly id: string;
  readonly key: TranslationKey;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Shown when there is no translator, or the key has no text. */
  readonly fallback: string;
  readonly color?: string;
}
/** Turns a toast message into the toast's text in the page language. */
export const translateToastFx = createEffect<ToastMessage, ToastInput>((message) => ({
  id: message.id,
  title: message.fallback,
  ...(message.color === undefined ? {} : { color: message.color }),
}));

/** Shows several toasts at once (one per line the server removed). */
const showToastsFx = createEffect(async (messages: readonly ToastMessage[]) => {
  await Promise.all(messages.map((message) => translateToastFx(message)));
});

// ---------------------------------------------------------------- stores

/** The lines, in the order they were first added. Browser-only: read from local storage after hydration. */
export const $cart = createStore<Cart>([], { sid: 'cart/$cart', serialize: 'ignore' });
/** Whether the stored cart has been read (so an empty cart is really empty). */
export const $cartLoaded = createStore(false, { sid: 'cart/$cartLoaded', serialize: 'ignore' });
/** The drawer (in-page flag `cartOpen`). */
export const $cartOpen = createStore(false, { sid: 'cart/$cartOpen', serialize: 'ignore' });
/** Inside the mobile app's web view: lines do not navigate, changes are posted to the host app. */
export const $isWebView = createStore(false, { sid: 'cart/$isWebView', serialize: 'ignore' });
/** The product count in the title and on the header button: one per line. */
export const $cartCount = $cart.map(cartCount);

/** What the pricing rules need of a line; the unit price is the one the browser holds (an estimate until checkout). */
export function quoteLinesOf(cart: Cart): QuoteLine[] {
  return cart.map((line) => ({
    unitPrice: line.price,
    quantity: line.quantity,
    ...(line.volumeDiscountObject === undefined ? {} : { volumeDiscount: line.volumeDiscountObject }),
    productType: {
      value: line.productType.value,
      ...(line.productType.serviceFee === undefined ? {} : { serviceFee: line.productType.serviceFee }),
      ...(line.productType.netFee === undefined ? {} : { netFee: line.productType.netFee }),
    },
  }));
}

/** The drawer's prices: the domain's quote of the cart in the display currency (no membership or coupon: those are checkout's). */
export const $cartQuote = combine($cart, $displayCurrency, (cart, display): CartQuote | null =>
  quoteCart({ lines: quoteLinesOf(cart), currency: display.currency, rate: display.rate, igPlusActive: false }).unwrapOr(null),
);

/** One line as the drawer shows it. */
export interface CartLineView {
  readonly item: CartItem;
  /** Formatted line price (unit price × quantity). */
  readonly lineTotal: string | null;
  /** Formatted unit price, shown as 'each' when the quantity is above 1. */
  readonly unitPrice: string | null;
  readonly showsEach: boolean;
  readonly showsStepper: boolean;
  readonly stepper: StepperState;
}

/** Everything the drawer renders, prices already formatted by the domain. */
export interface CartView {
  readonly lines: readonly CartLineView[];
  readonly count: number;
  readonly subtotal: string | null;
  readonly showsClear: boolean;
}

export const $cartView = combine($cart, $cartQuote, (cart, quote): CartView => ({
  lines: cart.map((item, i) => {
    const priced = quote?.lines[i];
    return {
      item,
      lineTotal: priced === undefined ? null : formatMoney(priced.lineTotal),
      unitPrice: priced === undefined ? null : formatMoney(priced.unitPrice),
      showsEach: showsEachPrice(item),
      showsStepper: showsStepper(item),
      stepper: stepperState(item),
    };
  }),
  count: cartCount(cart),
  subtotal: quote === null ? null : formatMoney(quote.subtotal),
  showsClear: showClearCart(cart),
}));

// ---------------------------------------------------------------- flows

/** A change the buyer made; it is stored, checked with the server and (in the web view) reported. */
const cartChanged = createEvent<Cart>();
/** A change the server's answer made; stored, never checked again (that would loop). */
const cartReconciled = createEvent<Cart>();

$cart.on([cartChanged, cartReconciled], (_, cart) => cart);
sample({ clock: [cartChanged, cartReconciled], fn: serializeCart, target: writeCartFx });

// Start: the stored cart and the web-view flag, after hydration only.
sample({ clock: appHydrated, target: [readCartFx, detectWebViewFx] });
const loaded = sample({ clock: readCartFx.doneData, fn: parseStoredCart });
$cart.on(loaded, (_, cart) => cart);
$cartLoaded.on(readCartFx.finally, () => true);
$isWebView.on(detectWebViewFx.doneData, (_, inside) => inside);
// A stored cart may be stale: check it once it is loaded.
sample({ clock: loaded, target: cartCheckRequested });

// Adding.
const added = sample({
  clock: productAddedToCart,
  source: $cart,
  fn: (cart, { product, quantity, selectedService }) => ({ request: { product, quantity }, result: addToCart(cart, product, quantity, selectedService) }),
});
sample({ clock: added.filterMap(({ result }) => (result.isOk() ? result.value : undefined)), target: cartChanged });
sample({
  clock: added.filterMap(({ request, result }) => (result.isErr() && result.error.code === 'OUT_OF_STOCK' ? request.product : undefined)),
  fn: (product): ToastMessage => ({ id: `out-of-stock-${product._id}`, key: 'toasts.outOfStock', fallback: OUT_OF_STOCK_MESSAGE, color: 'red' }),
  target: translateToastFx,
});
sample({
  clock: added.filterMap(({ request, result }) => (result.isOk() ? request : undefined)),
  fn: ({ product, quantity }): AddToCartTracked => ({
    productId: product._id,
    itemName: product.itemName,
    quantity,
    price: product.price,
    gameType: product.gameType.value,
    productType: product.productType.value,
  }),
  target: trackAddToCartFx,
});

// Removing, stepping, typing, clearing.
sample({ clock: lineRemoved, source: $cart, fn: (cart, id) => removeLine(cart, id), target: cartChanged });
const stepped = (cart: Cart, id: string, step: (line: CartItem) => CartItem): Cart => cart.map((line) => (line._id === id ? step(line) : line));
const steppedUp = sample({ clock: lineSteppedUp, source: $cart, fn: (cart, id) => ({ id, before: cart, after: stepped(cart, id, stepUp) }) });
const steppedDown = sample({ clock: lineSteppedDown, source: $cart, fn: (cart, id) => ({ id, before: cart, after: stepped(cart, id, stepDown) }) });
const typed = sample({
  clock: lineQuantitySet,
  source: $cart,
  fn: (cart, { id, quantity }) => ({ id, before: cart, after: setLineQuantity(cart, id, quantity).unwrapOr(cart) }),
});
const quantityOf = (cart: Cart, id: string) => cart.find((line) => line._id === id)?.quantity;
const quantityChanged = sample({ clock: [steppedUp, steppedDown, typed], filter: ({ id, before, after }) => quantityOf(before, id) !== quantityOf(after, id) });
sample({ clock: quantityChanged, fn: ({ after }) => after, target: cartChanged });
const cleared = sample({ clock: cartCleared, source: $cart });
sample({ clock: cleared, fn: () => clearCart(), target: cartChanged });
sample({ clock: cleared, target: clearCartCloseDelayFx });
sample({ clock: clearCartCloseDelayFx.done, target: cartClosed });

// The mobile web view: the host app hears of every removal and quantity change the buyer makes.
sample({
  clock: lineRemoved,
  source: $isWebView,
  filter: (webView) => webView,
  fn: (_, productId): HostAppMessage[] => [{ type: 'cart-remove', productId }],
  target: postAllToHostAppFx,
});
sample({
  clock: cleared,
  source: $isWebView,
  filter: (webView, cart) => webView && cart.length > 0,
  fn: (_, cart): HostAppMessage[] => cart.map((line) => ({ type: 'cart-remove', productId: line._id })),
  target: postAllToHostAppFx,
});
sample({
  clock: quantityChanged,
  source: $isWebView,
  filter: (webView) => webView,
  fn: (_, { id, after }): HostAppMessage[] => [{ type: 'cart-quantity-change', productId: id, quantity: quantityOf(after, id) ?? 0 }],
  target: postAllToHostAppFx,
});

// A line's product page, except in the web view.
const lineFollowed = sample({ clock: lineOpened, source: $isWebView, filter: (webView) => !webView, fn: (_, id) => id });
sample({ clock: lineFollowed, target: cartClosed });
sample({ clock: lineFollowed, fn: (id) => ({ to: `/product/${encodeURIComponent(id)}`, replace: false }), target: navigationRequested });

// The drawer.
$cartOpen.on(cartOpened, () => true).on(cartClosed, () => false);
sample({ clock: pageLoadStarted, target: cartClosed });

// The availability check after each change (and on request), applied by the domain rule with a toast per removed line.
sample({ clock: cartChanged, filter: (cart) => cart.length > 0, target: cartCheckRequested });
/** The lines of the check in flight, so that asking again for the same lines waits for its answer instead of asking twice. */
const $checkInFlight = createStore<string | null>(null, { sid: 'cart/$checkInFlight', serialize: 'ignore' })
  .on(checkAvailabilityFx, (_, request) => JSON.stringify(request.products))
  .on(checkAvailabilityFx.finally, () => null);
sample({
  clock: cartCheckRequested,
  source: { cart: $cart, inFlight: $checkInFlight },
  filter: ({ cart, inFlight }) => cart.length > 0 && inFlight !== JSON.stringify(checkedLines(cart)),
  fn: ({ cart }): AvailabilityRequest => ({ products: checkedLines(cart), visitorId: '' }),
  target: checkAvailabilityFx,
});
sample({ clock: cartCheckRequested, source: $cart, filter: (cart) => cart.length === 0, target: cartChecked });

const reconcile = (cart: Cart, response: AvailabilityResponse) => ({ before: cart, ...reconcileAvailability(cart, response) });
const checkedByServer = sample({ clock: checkAvailabilityFx.doneData, source: $cart, fn: reconcile });
const reportedByServer = sample({ clock: availabilityReported, source: $cart, fn: reconcile });
for (const result of [checkedByServer, reportedByServer]) {
  sample({ clock: result, filter: ({ before, cart }) => !sameCart(before, cart), fn: ({ cart }) => cart, target: cartReconciled });
  sample({ clock: result, filter: ({ removed }) => removed.length > 0, fn: ({ removed }) => removed.map(removedToast), target: showToastsFx });
}
sample({ clock: checkedByServer, fn: ({ cart }) => cart, target: cartChecked });
// The server could not be asked: checkout goes on with the cart as it is, and the server's quote judges it.
sample({ clock: checkAvailabilityFx.fail, source: $cart, target: cartChecked });

/** The toast for a line the server took out of the cart. */
export function removedToast(line: CartItem): ToastMessage {
  return {
    id: `cart-removed-${line._id}`,
    key: 'cart.lineRemoved',
    values: { name: line.itemName },
    fallback: `${line.itemName} is no longer available and was removed from your cart.`,
    color: 'red',
  };
}

sample({ clock: translateToastFx.doneData, target: toastShown });

/** What the check sends of each line: which listing and how many (never a price). */
function checkedLines(cart: Cart): AvailabilityRequest['products'] {
  return cart.map((line) => ({ _id: line._id, quantity: line.quantity }));
}

function sameCart(a: Cart, b: Cart): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
