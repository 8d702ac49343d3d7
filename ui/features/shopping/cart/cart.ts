import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  addToCart,
  cartCount,
  clearCart,
  OUT_OF_STOCK_MESSAGE,
  removeLine,
  setLineQuantity,
  stepDown,
  stepUp,
  type Cart,
  type CartItem,
  type CartProduct,
  type Money,
  type SelectedService,
} from '../../../../domain/index.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { parseStoredCart, serializeCart } from './stored-cart.ts';
import { translateToastFx, type ToastMessage } from './toasts.ts';

/*
 * The cart's lines (spec sections 2, 3, 8 and 9): kept in local storage
 * (`cartItems`, read after hydration so the first render matches the
 * server's), every change made by the domain's cart functions. The server's
 * availability check after each change is availability.ts; the drawer is
 * drawer.ts; the mobile web view's messages are host-app.ts.
 */

/** A product page (or a listing card) asked to add `quantity` units of `product`. */
export const productAddedToCart = createEvent<{ readonly product: CartProduct; readonly quantity: number; readonly selectedService?: SelectedService }>();
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

/** Reads the stored `cartItems` text (null when none; the server has none). */
export const readCartFx = createEffect<void, string | null>(() => null);
/** Stores the cart's text under `cartItems`. */
export const writeCartFx = createEffect<string, void>(() => undefined);

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

/** The lines, in the order they were first added. Browser-only: read from local storage after hydration. */
export const $cart = createStore<Cart>([], { sid: 'cart/$cart', serialize: 'ignore' });
/** Whether the stored cart has been read (so an empty cart is really empty). */
export const $cartLoaded = createStore(false, { sid: 'cart/$cartLoaded', serialize: 'ignore' });
/** The product count in the title and on the header button: one per line. */
export const $cartCount = $cart.map(cartCount);

/** A change the buyer made; it is stored, checked with the server and (in the web view) reported. */
export const cartChanged = createEvent<Cart>();
/** A change the server's answer made; stored, never checked again (that would loop). */
export const cartReconciled = createEvent<Cart>();

$cart.on([cartChanged, cartReconciled], (_, cart) => cart);
sample({ clock: [cartChanged, cartReconciled], fn: serializeCart, target: writeCartFx });

// Start: the stored cart, after hydration only.
sample({ clock: appHydrated, target: readCartFx });
/** The cart as read from storage. */
export const storedCartLoaded = sample({ clock: readCartFx.doneData, fn: parseStoredCart });
$cart.on(storedCartLoaded, (_, cart) => cart);
$cartLoaded.on(readCartFx.finally, () => true);

// Adding.
const added = sample({
  clock: productAddedToCart,
  source: $cart,
  fn: (cart, { product, quantity, selectedService }) => ({ request: { product, quantity }, result: addToCart(cart, product, quantity, selectedService) }),
});
sample({ clock: added.filterMap(({ result }) => (result.isOk() ? result.value : undefined)), target: cartChanged });
/** A product went into the cart (what was asked, after the cart's rules accepted it). */
export const cartItemAdded = added.filterMap(({ request, result }) => (result.isOk() ? request : undefined));
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

/** A line's quantity in `cart`, if it holds the line. */
export const quantityOf = (cart: Cart, id: string): number | undefined => cart.find((line) => line._id === id)?.quantity;

/** The buyer changed a line's quantity (a step or a typed quantity that changed something): the line and the cart before and after. */
export const quantityChanged = sample({ clock: [steppedUp, steppedDown, typed], filter: ({ id, before, after }) => quantityOf(before, id) !== quantityOf(after, id) });
sample({ clock: quantityChanged, fn: ({ after }) => after, target: cartChanged });

/** 'Clear Cart' took these lines out (the cart as it was). */
export const linesCleared = sample({ clock: cartCleared, source: $cart });
sample({ clock: linesCleared, fn: () => clearCart(), target: cartChanged });
