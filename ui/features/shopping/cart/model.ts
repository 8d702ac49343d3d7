/*
 * The cart (spec sections 2, 3, 4, 8 and 9), one feature in parts, each
 * wiring its own flows:
 *
 * - cart.ts          the lines: add, remove, step, type, clear, local storage;
 * - availability.ts  the server's availability check after each change, applied by the domain rule;
 * - host-app.ts      the mobile web view: its detection and the messages to the host app;
 * - drawer.ts        the drawer: open and close, a line's link, and its prices;
 * - toasts.ts        the toasts the cart and checkout show, by translation key;
 * - added.ts         the confirmation after 'Add to cart'.
 *
 * Components, pages, checkout, the composition root and tests import the
 * cart from here: Effector wires a flow when its module is evaluated, so one
 * entry point guarantees the whole cart is wired wherever any part of it is
 * used, and the parts can move without their users noticing.
 */
export { translateToastFx, type ToastMessage } from './toasts.ts';
export { $addedNotice, ADDED_NOTICE_MS, addedNoticeClosed, waitAddedNoticeFx, type AddedNotice } from './added.ts';
export {
  $cart,
  $cartCount,
  $cartLoaded,
  cartCleared,
  lineQuantitySet,
  lineRemoved,
  lineSteppedDown,
  lineSteppedUp,
  productAddedToCart,
  readCartFx,
  trackAddToCartFx,
  writeCartFx,
  type AddToCartTracked,
} from './cart.ts';
export { availabilityReported, cartCheckRequested, cartChecked, checkAvailabilityFx, removedToast } from './availability.ts';
export { $isWebView, detectWebViewFx, postToHostAppFx } from './host-app.ts';
export {
  $cartOpen,
  $cartQuote,
  $cartView,
  CART_DRAWER_ID,
  cartClosed,
  cartOpened,
  clearCartCloseDelayFx,
  lineOpened,
  type CartLineView,
  type CartView,
} from './drawer.ts';
