import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ProductBatchAnswer, type ProductDetail } from '../../../../contracts/catalog/index.ts';
import type { SavedCart } from '../../../../contracts/shopping/index.ts';
import { addToCart, type Cart, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { toCartProduct } from '../../catalog/product/cart-product.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $page, navigationRequested } from '../../shared/page/model.ts';
import { $cart, cartChanged } from '../cart/cart.ts';

/*
 * /checkout/cart/{cartId}: a cart saved on the server (built in the mobile
 * app or through the API) opened on the web. Its lines become cart lines by
 * the same domain rules as adding from a product page (quantities brought
 * within the stock and the listing's steps); paying it replaces the browser's
 * cart and goes on to the ordinary checkout, which quotes every price afresh.
 */

/** `getCart` over DDP. */
export const loadSavedCartFx = createEffect<string, SavedCart, DomainError>();
const fetchSavedCartProductsFx = apiEffect((ids: readonly string[]) => ({ method: 'POST', path: '/api/products/by-ids', body: { ids } }), ProductBatchAnswer);

/** The buyer chose to pay the saved cart. */
export const savedCartPaid = createEvent();

export type SavedCartStatus = 'idle' | 'loading' | 'ready' | 'CART_NOT_FOUND' | 'CART_EXPIRED' | 'failed';

export const $savedCartStatus = createStore<SavedCartStatus>('idle', { sid: 'savedCart/$status', serialize: 'ignore' });
/** The saved lines as cart lines; lines whose listing is gone or cannot be bought are in `$savedCartDropped`. */
export const $savedCartLines = createStore<Cart>([], { sid: 'savedCart/$lines', serialize: 'ignore' });
/** How many saved lines could not be carried over (listing gone, sold out, or not for sale). */
export const $savedCartDropped = createStore(0, { sid: 'savedCart/$dropped', serialize: 'ignore' });
/** Whether paying would replace lines already in this browser's cart. */
export const $replacesBrowserCart = combine($cart, $savedCartLines, (cart, saved) => cart.length > 0 && cart.some((l) => !saved.some((s) => s._id === l._id)));

const $cartId = $page.map((page) => (page.name === 'checkoutCart' ? (page.params['cartId'] ?? null) : null));
const wanted = combine($cartId, $isLoggedIn, (cartId, loggedIn) => (loggedIn ? cartId : null));

sample({ clock: wanted.updates, filter: (id): id is string => id !== null, target: loadSavedCartFx });
$savedCartStatus.on(loadSavedCartFx, () => 'loading');
$savedCartStatus.on(loadSavedCartFx.failData, (_, error) => (error.code === 'CART_NOT_FOUND' || error.code === 'CART_EXPIRED' ? error.code : 'failed'));
sample({ clock: loadSavedCartFx.doneData, fn: (cart) => cart.lines.map((l) => l.productId), target: fetchSavedCartProductsFx });
$savedCartStatus.on(fetchSavedCartProductsFx.fail, () => 'failed');

/** The saved lines rebuilt as a cart, in saved order, by the domain's add-to-cart rules. */
export function cartFromSaved(saved: SavedCart, products: readonly ProductDetail[]): { readonly cart: Cart; readonly dropped: number } {
  let cart: Cart = [];
  let dropped = 0;
  for (const line of saved.lines) {
    const product = products.find((p) => p._id === line.productId);
    const added = product === undefined || product.state !== 'AVAILABLE' ? undefined : addToCart(cart, toCartProduct(product), line.quantity);
    if (added === undefined || added.isErr()) dropped += 1;
    else cart = added.value;
  }
  return { cart, dropped };
}

const $savedCart = createStore<SavedCart | null>(null, { sid: 'savedCart/$saved', serialize: 'ignore' }).on(loadSavedCartFx.doneData, (_, cart) => cart);
const rebuilt = sample({
  clock: fetchSavedCartProductsFx.doneData,
  source: $savedCart,
  filter: (saved: SavedCart | null): saved is SavedCart => saved !== null,
  fn: (saved, answer) => cartFromSaved(saved, answer.products),
});
$savedCartLines.on(rebuilt, (_, { cart }) => cart);
$savedCartDropped.on(rebuilt, (_, { dropped }) => dropped);
$savedCartStatus.on(rebuilt, () => 'ready');
sample({ clock: wanted.updates, filter: (id) => id === null, target: [$savedCartStatus.reinit, $savedCartLines.reinit, $savedCartDropped.reinit, $savedCart.reinit] });

sample({ clock: savedCartPaid, source: $savedCartLines, filter: (lines) => lines.length > 0, target: cartChanged });
sample({ clock: savedCartPaid, source: $savedCartLines, filter: (lines) => lines.length > 0, fn: () => ({ to: '/checkout', replace: false }), target: navigationRequested });
