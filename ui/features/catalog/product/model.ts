import { combine, createEvent, createStore, sample } from 'effector';
import {
  cartLineFromProduct,
  isOutOfStock,
  normalizeTyped,
  showsStepper,
  stepDown,
  stepOf,
  stepperState,
  stepUp,
  type CartItem,
  type CartProduct,
  type ErrorCode,
} from '../../../../domain/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { appHydrated, $hydrated } from '../../shared/app/model.ts';
import { productAddedToCart } from '../../shopping/cart/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $favoriteProductIds, $favoritesPending, favoriteProductToggled } from '../../shopping/favorites/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import { productViewed } from '../recently-viewed/model.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { displayPrice, priceQuantity, volumeDiscountRows, type PricedQuantity } from './pricing.ts';
import { ProductDetailSchema, type ProductDetail } from '../../../../contracts/catalog/index.ts';
import { toCartProduct } from './cart-product.ts';
import { $pageMeta } from '../../shared/page-meta/model.ts';

/*
 * The product page (`/product/{id}`, and `/playboost/{id}` with boost
 * wording): the listing from `GET /api/products/:id`, a quantity that obeys
 * the domain's stepper and number-select rules, the price of that quantity
 * from `quoteCart`, add to cart, the favorite heart and the recently viewed
 * record. The server answers 404 for unknown ids before this model runs.
 */

/** The routes that show a product. */
export const PRODUCT_ROUTES: readonly string[] = ['product', 'playboost'];

export const fetchProductFx = apiEffect((id: string) => ({ method: 'GET', path: `/api/products/${encodeURIComponent(id)}` }), ProductDetailSchema);

export const quantityIncreased = createEvent();
export const quantityDecreased = createEvent();
/** The visitor is typing in the quantity field (kept as typed until committed). */
export const quantityTyped = createEvent<string>();
/** The field lost focus or Enter was pressed: the typed text becomes a quantity by the number-select rules. */
export const quantityCommitted = createEvent();
export const addToCartClicked = createEvent();
export const favoriteClicked = createEvent();

/** The listing of the page (serialized: the browser hydrates the server's answer). */
export const $product = createStore<ProductDetail | null>(null, { sid: 'product/$product' }).on(fetchProductFx.doneData, (_, product) => product);
/** Why the listing could not be loaded (network, server); a missing one is the 404 page instead. */
export const $productError = createStore<ErrorCode | null>(null, { sid: 'product/$productError' })
  .on(fetchProductFx, () => null)
  .on(fetchProductFx.failData, (_, error) => error.code);

/** The wanted quantity; the line below keeps it within the listing's limits. */
export const $quantity = createStore(1, { sid: 'product/$quantity' });
/** What the quantity field shows while the visitor types; null when not editing. */
export const $quantityDraft = createStore<string | null>(null, { sid: 'product/$quantityDraft', serialize: 'ignore' });

const isProductPage = (name: string): boolean => PRODUCT_ROUTES.includes(name);

sample({
  clock: pageResolved,
  filter: (page) => isProductPage(page.name) && page.status < 400 && (page.params['id'] ?? '') !== '',
  fn: (page) => page.params['id'] ?? '',
  target: fetchProductFx,
});

/** The product as the cart and the quantity rules see it. */
export const $cartProduct = $product.map((product): CartProduct | null => (product === null ? null : toCartProduct(product)));

// A freshly loaded listing starts at the least the buyer may take.
sample({
  clock: fetchProductFx.doneData,
  fn: (product) => cartLineFromProduct(toCartProduct(product), product.minQuantity).quantity,
  target: [$quantity, $quantityDraft.reinit],
});

/** The would-be cart line: the domain clamps the quantity to [minQuantity … maxQuantity] and knows the step. */
export const $line = combine($cartProduct, $quantity, (product, quantity): CartItem | null => (product === null ? null : cartLineFromProduct(product, quantity)));

export const $outOfStock = combine($product, $cartProduct, (product, cartProduct) => product !== null && cartProduct !== null && (product.state !== 'AVAILABLE' || isOutOfStock(cartProduct)));

/** The quantity control: shown only when more than one unit can be bought; its buttons follow the stepper rules. */
export const $quantityControl = combine($line, $quantityDraft, $outOfStock, (line, draft, outOfStock) => {
  if (line === null) return null;
  const state = stepperState(line, outOfStock);
  return {
    shown: showsStepper(line),
    value: draft ?? String(line.quantity),
    quantity: line.quantity,
    min: line.minQuantity,
    max: line.maxQuantity,
    step: state.step,
    minusDisabled: state.minusDisabled,
    plusDisabled: state.plusDisabled,
    disabled: outOfStock,
  };
});

sample({ clock: quantityIncreased, source: $line, filter: (line) => line !== null, fn: (line) => (line === null ? 1 : stepUp(line).quantity), target: [$quantity, $quantityDraft.reinit] });
sample({ clock: quantityDecreased, source: $line, filter: (line) => line !== null, fn: (line) => (line === null ? 1 : stepDown(line).quantity), target: [$quantity, $quantityDraft.reinit] });
$quantityDraft.on(quantityTyped, (_, text) => text);
sample({
  clock: quantityCommitted,
  source: { line: $line, draft: $quantityDraft },
  filter: ({ line, draft }) => line !== null && draft !== null,
  fn: ({ line, draft }) => (line === null ? 1 : normalizeTyped(draft ?? '', line.quantity, { min: line.minQuantity, max: line.maxQuantity, step: stepOf(line) })),
  target: [$quantity, $quantityDraft.reinit],
});

/** The price of the chosen quantity in the display currency (volume discount applied; the service fee comes at checkout). */
export const $price = combine($line, $displayCurrency, (line, display): PricedQuantity | null => (line === null ? null : priceQuantity(line, line.quantity, display)));
/** The unit price before any discount, in the display currency. */
export const $basePrice = combine($product, $displayCurrency, (product, display) => (product === null ? null : displayPrice(product.price, display)));
/** The volume-discount table: the unit price at each step of the discount. */
export const $volumeDiscountRows = combine($line, $displayCurrency, (line, display) => (line === null ? [] : volumeDiscountRows(line, display)));

/** What 'Add to cart' would add; null while nothing can be added (no listing, out of stock). */
const $addable = combine($cartProduct, $line, $outOfStock, (product, line, outOfStock) =>
  product === null || line === null || outOfStock ? null : { product, quantity: line.quantity },
);
// The cart (built by the cart feature) applies its own rules again; an out-of-stock listing cannot be added here.
sample({
  clock: addToCartClicked,
  source: $addable,
  filter: (addable): addable is { product: CartProduct; quantity: number } => addable !== null,
  target: productAddedToCart,
});

/** Whether the page's listing is a favorite, and whether a change is in flight. */
export const $favorite = combine($product, $favoriteProductIds, $favoritesPending, $isLoggedIn, (product, ids, pending, loggedIn) => ({
  active: loggedIn && product !== null && ids.includes(product._id),
  pending: product !== null && pending.includes(product._id),
}));
sample({ clock: favoriteClicked, source: $product, filter: (product) => product !== null, fn: (product) => product?._id ?? '', target: favoriteProductToggled });

// Recently viewed: only a browser records views — after hydration for the first page, and on each later product page.
sample({
  clock: appHydrated,
  source: { page: $page, product: $product },
  filter: ({ page, product }) => isProductPage(page.name) && product !== null && product._id === page.params['id'],
  fn: ({ product }) => product?._id ?? '',
  target: productViewed,
});
sample({
  clock: fetchProductFx.doneData,
  source: { page: $page, hydrated: $hydrated },
  filter: ({ page, hydrated }, product) => hydrated && isProductPage(page.name) && product._id === page.params['id'],
  fn: (_, product) => product._id,
  target: productViewed,
});

/** Search engines and tabs name the product, not the route: "{title} – {game}", with the start of its description. */
sample({
  clock: fetchProductFx.doneData,
  fn: (product) => ({ title: `${product.title} – ${product.gameType.label}`, description: product.description.replace(/\s+/g, ' ').trim().slice(0, 160) || null }),
  target: $pageMeta,
});
