/**
 * Cart: its lines, the add and remove rules, the quantity stepper, the
 * server's availability check and what the cart panel shows (spec sections
 * 2–5, 8 and 9). A cart is a plain readonly array of lines; every function
 * returns a new cart and keeps `1 ≤ quantity ≤ maxQuantity` on every line.
 * Prices stay in USD here; `quoteCart` in pricing turns them into totals.
 */
export type {
  Cart,
  CartGameType,
  CartItem,
  CartProduct,
  CartProductType,
  CartSeller,
  PurchaseBehavior,
  SelectedService,
} from './types.ts';
export { cartLineFromProduct, keptService, lineMaxQuantity } from './cart-line.ts';
export { OUT_OF_STOCK_MESSAGE, addToCart, isOutOfStock } from './add-to-cart.ts';
export { clearCart, removeFromCart, removeLine } from './remove-from-cart.ts';
export { setLineQuantity } from './set-line-quantity.ts';
export { showsStepper, stepDown, stepOf, stepUp, stepperState, type StepperState } from './stepper.ts';
export {
  LINE_REMOVING_ERRORS,
  reconcileAvailability,
  type AvailabilityIssue,
  type AvailabilityResponse,
  type Reconciliation,
} from './reconcile-availability.ts';
export {
  CLEAR_CART_CLOSE_DELAY_MS,
  CLEAR_CART_MIN_LINES_EXCLUSIVE,
  canCheckout,
  cartCount,
  cartUnits,
  showClearCart,
  showsEachPrice,
} from './cart-view.ts';
