import { createEffect, createEvent, createStore, sample } from 'effector';
import type { AvailabilityRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import { reconcileAvailability, type AvailabilityResponse, type Cart, type CartItem, type DomainError } from '../../../../domain/index.ts';
import { $cart, cartChanged, cartReconciled, storedCartLoaded } from './cart.ts';
import { showToastsFx, type ToastMessage } from './toasts.ts';

/*
 * The server's availability check (spec sections 4 and 8): after each change
 * the buyer makes, once the stored cart is read, and whenever checkout asks.
 * The answer is applied by the domain's rule (`reconcileAvailability`) with a
 * toast per line it took out; another server answer about availability (the
 * checkout quote's) is applied the same way.
 */

/** Checkout asks for a fresh availability check; `cartChecked` answers. */
export const cartCheckRequested = createEvent();
/** The cart after an availability check (or as it was, when the server could not be asked). */
export const cartChecked = createEvent<Cart>();
/** Another server answer about availability (the checkout quote's) to apply like the check's. */
export const availabilityReported = createEvent<AvailabilityResponse>();

/** `checkCartAvailablity` over DDP. */
export const checkAvailabilityFx = createEffect<AvailabilityRequest, AvailabilityResponse, DomainError>();

// A stored cart may be stale: check it once it is loaded; and after each change the buyer makes.
sample({ clock: storedCartLoaded, target: cartCheckRequested });
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

/** What the check sends of each line: which listing and how many (never a price). */
function checkedLines(cart: Cart): AvailabilityRequest['products'] {
  return cart.map((line) => ({ _id: line._id, quantity: line.quantity }));
}

function sameCart(a: Cart, b: Cart): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
