import { combine, createStore, sample } from 'effector';
import { canCheckout } from '../../../../domain/index.ts';
import { $isLoggedIn, $session, readSessionHintFx } from '../../accounts/session/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import { $cart, $cartLoaded, cartCheckRequested, cartChecked } from '../cart/model.ts';

/*
 * Where checkout stands (spec sections 2, 4 and 8). Once the buyer is signed
 * in, on /checkout, with the stored cart read, checkout starts by checking the
 * cart with the server; an empty cart after the check refuses checkout,
 * otherwise checkout is ready to be quoted (quote.ts). Leaving the page, or
 * signing out, starts over next time.
 */

/** Where checkout is. */
export type CheckoutStatus = 'waiting' | 'checking' | 'empty' | 'ready';

export const $checkoutStatus = createStore<CheckoutStatus>('waiting', { sid: 'checkout/$checkoutStatus', serialize: 'ignore' });
/** Whether the session hint has been looked at (before that, 'anonymous' may just mean 'not resumed yet'). */
const $sessionSettled = createStore(false, { sid: 'checkout/$sessionSettled', serialize: 'ignore' }).on(readSessionHintFx.finally, () => true);

const $onCheckout = $page.map((page) => page.name === 'checkout');
/** Signed in, on /checkout, with the stored cart read: checkout may start. */
const $canStart = combine($onCheckout, $isLoggedIn, $cartLoaded, (on, loggedIn, loaded) => on && loggedIn && loaded);
/** What the page shows before checkout starts: still loading, or a prompt to sign in. */
export const $checkoutGate = combine($onCheckout, $isLoggedIn, $session, $sessionSettled, $cartLoaded, (on, loggedIn, session, settled, loaded) => {
  if (!on || loggedIn) return loaded ? 'open' : 'loading';
  return settled && session.status !== 'loggingIn' ? 'signIn' : 'loading';
});

/** Checkout started: the cart is being checked. */
export const checkoutStarted = sample({
  clock: [pageResolved, $canStart.updates],
  source: { can: $canStart, status: $checkoutStatus },
  filter: ({ can, status }) => can && status === 'waiting',
});
sample({ clock: checkoutStarted, fn: (): CheckoutStatus => 'checking', target: $checkoutStatus });
sample({ clock: checkoutStarted, target: cartCheckRequested });

/** Checkout stopped (the buyer left the page or signed out): what it held is dropped. */
export const checkoutStopped = $canStart.updates.filter({ fn: (can) => !can });
sample({ clock: checkoutStopped, fn: (): CheckoutStatus => 'waiting', target: $checkoutStatus });

/** The answer of the check checkout started with: the cart as the server left it. */
export const checkoutCartChecked = sample({ clock: cartChecked, source: $checkoutStatus, filter: (status) => status === 'checking', fn: (_, cart) => cart });
// The check's answer decides: nothing left refuses checkout (spec section 4).
sample({ clock: checkoutCartChecked, fn: (cart): CheckoutStatus => (canCheckout(cart) ? 'ready' : 'empty'), target: $checkoutStatus });
// Later, the cart may empty itself on the page (the quote's report, another tab): the same rule.
sample({ clock: $cart.updates, source: $checkoutStatus, filter: (status, cart) => status === 'ready' && !canCheckout(cart), fn: (): CheckoutStatus => 'empty', target: $checkoutStatus });
