import type { Cart, CartItem } from './types.ts';

/**
 * What the cart panel shows (spec sections 2 and 9). "Items" in "more than 2
 * items in the cart" is read as lines, not units: three lines of one unit show
 * 'Clear Cart', one line of five units does not.
 */

/** The cart panel shows 'Clear Cart' above this many lines. */
export const CLEAR_CART_MIN_LINES_EXCLUSIVE = 2;

/** How long after 'Clear Cart' the drawer closes, so the buyer sees it empty first. */
export const CLEAR_CART_CLOSE_DELAY_MS = 100;

/** Whether the 'Clear Cart' button shows: more than 2 lines. */
export function showClearCart(cart: Cart): boolean {
  return cart.length > CLEAR_CART_MIN_LINES_EXCLUSIVE;
}

/**
 * Whether checkout may start; pass the cart as it is after the availability
 * check, since that check may empty it (spec section 4).
 */
export function canCheckout(cartAfterCheck: Cart): boolean {
  return cartAfterCheck.length > 0;
}

/** The product count in the panel title: one per line. */
export function cartCount(cart: Cart): number {
  return cart.length;
}

/** Units across all lines (the sum of quantities). */
export function cartUnits(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether the line shows its 'each' unit price beside the line price: only for more than one unit. */
export function showsEachPrice(line: CartItem): boolean {
  return line.quantity > 1;
}
