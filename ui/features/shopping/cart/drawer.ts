import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  CLEAR_CART_CLOSE_DELAY_MS,
  cartCount,
  formatMoney,
  quoteCart,
  quoteLinesOf,
  showClearCart,
  showsEachPrice,
  showsStepper,
  stepperState,
  type CartItem,
  type CartQuote,
  type StepperState,
} from '../../../../domain/index.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { navigationRequested, pageLoadStarted } from '../../shared/page/model.ts';
import { $cart, linesCleared } from './cart.ts';
import { $isWebView } from './host-app.ts';

/*
 * The cart drawer (in-page flag `cartOpen`): opened by the header's button,
 * closed by Escape, the backdrop, a link, a page load, or a moment after
 * 'Clear Cart'. Its prices are the domain's `quoteCart` over what the browser
 * holds, in the display currency: an estimate, since checkout asks the server
 * (ui/features/shopping/checkout). Focus is held inside it while it is open
 * by the components' modal focus hook (ui/components/modal-focus.ts).
 */

/** The drawer element's id, for the header button's `aria-controls`. */
export const CART_DRAWER_ID = 'cart-drawer';

/** The header's cart button or 'Go to cart' asked to show the drawer. */
export const cartOpened = createEvent();
/** Escape, the backdrop, the close button, 'Continue Shopping' or a link closed the drawer. */
export const cartClosed = createEvent();
/** A click on a line: opens its product page, except in the mobile web view. */
export const lineOpened = createEvent<string>();

/** Waits the domain's delay between clearing the cart and closing the drawer. */
export const clearCartCloseDelayFx = createEffect<void, void>(() => new Promise<void>((resolve) => setTimeout(resolve, CLEAR_CART_CLOSE_DELAY_MS)));

/** The drawer (in-page flag `cartOpen`). */
export const $cartOpen = createStore(false, { sid: 'cart/$cartOpen', serialize: 'ignore' });

$cartOpen.on(cartOpened, () => true).on(cartClosed, () => false);
sample({ clock: pageLoadStarted, target: cartClosed });
sample({ clock: linesCleared, target: clearCartCloseDelayFx });
sample({ clock: clearCartCloseDelayFx.done, target: cartClosed });

// A line's product page, except in the web view.
const lineFollowed = sample({ clock: lineOpened, source: $isWebView, filter: (webView) => !webView, fn: (_, id) => id });
sample({ clock: lineFollowed, target: cartClosed });
sample({ clock: lineFollowed, fn: (id) => ({ to: `/product/${encodeURIComponent(id)}`, replace: false }), target: navigationRequested });

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
