import { combine, createEffect, createEvent, createStore, sample, type Effect, type EventCallable } from 'effector';
import type { FavoriteLists } from '../../../../application/shopping/ports/index.ts';
import type { DomainError, ToastInput } from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { loginModalOpened } from '../../accounts/login/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import { toProductCard, type ProductCardData } from '../../catalog/product/card.ts';
import { MAX_PRODUCT_BATCH, MAX_SELLER_BATCH, ProductBatchAnswer, SellerBatchAnswer, type ProductDetail, type PublicSeller } from '../../../../contracts/catalog/index.ts';
import { $favorites, $isLoggedIn, loadFavoritesFx } from '../../accounts/session/model.ts';
import { toastShown } from '../../shared/toasts/model.ts';

/*
 * Favorites (spec sections 2 and 3): the heart on product pages and the
 * follow button on profiles, and the two dashboard lists. The lists
 * themselves live in the session's `$favorites` (loaded after login); each
 * change goes to the server over the DDP channel, whose answer — both lists
 * as they are now — replaces them, so the browser never guesses.
 */

// ---------------------------------------------------------------- changes

export const addFavoriteProductFx = createEffect<string, FavoriteLists, DomainError>();
export const removeFavoriteProductFx = createEffect<string, FavoriteLists, DomainError>();
export const addFavoriteSellerFx = createEffect<string, FavoriteLists, DomainError>();
export const removeFavoriteSellerFx = createEffect<string, FavoriteLists, DomainError>();

/** The heart on a product: adds it, or removes it when it is already a favorite; visitors get the login modal. */
export const favoriteProductToggled = createEvent<string>();
/** Follow / unfollow on a profile or in the favorite sellers list. */
export const favoriteSellerToggled = createEvent<string>();

/** A refusal to show as a toast, by translation key; the browser binds the translation. */
export interface FavoriteToast {
  readonly id: string;
  readonly key: TranslationKey;
  readonly fallback: string;
}
/** Turns a refusal into the toast's text in the page language (default: the English fallback). */
export const translateFavoriteToastFx = createEffect<FavoriteToast, ToastInput>((toast) => ({ id: toast.id, title: toast.fallback, color: 'red' }));

/** Ids whose change is on its way to the server; their buttons wait for the answer. */
export const $favoritesPending = createStore<readonly string[]>([], { sid: 'favorites/$favoritesPending', serialize: 'ignore' });

const changes = [addFavoriteProductFx, removeFavoriteProductFx, addFavoriteSellerFx, removeFavoriteSellerFx] as const;
for (const fx of changes) {
  $favoritesPending.on(fx, (ids, id) => [...ids, id]).on(fx.finally, (ids, { params }) => ids.filter((x) => x !== params));
  sample({ clock: fx.doneData, target: $favorites });
}

function toggles(list: keyof FavoriteLists, clock: EventCallable<string>, add: Effect<string, FavoriteLists, DomainError>, remove: Effect<string, FavoriteLists, DomainError>): void {
  sample({ clock, source: $isLoggedIn, filter: (loggedIn) => !loggedIn, target: loginModalOpened });
  const wanted = sample({
    clock,
    source: { loggedIn: $isLoggedIn, favorites: $favorites, pending: $favoritesPending },
    filter: ({ loggedIn, pending }, id) => loggedIn && !pending.includes(id),
    fn: ({ favorites }, id) => ({ id, listed: favorites[list].includes(id) }),
  });
  sample({ clock: wanted, filter: (w) => w.listed, fn: (w) => w.id, target: remove });
  sample({ clock: wanted, filter: (w) => !w.listed, fn: (w) => w.id, target: add });
}
toggles('favoriteProducts', favoriteProductToggled, addFavoriteProductFx, removeFavoriteProductFx);
toggles('favoriteSellers', favoriteSellerToggled, addFavoriteSellerFx, removeFavoriteSellerFx);

// A session that ended meanwhile is asked to log in again; other refusals are said in a toast.
const failed = sample({ clock: changes.map((fx) => fx.failData) });
sample({ clock: failed, filter: (error) => error.code === 'UNAUTHENTICATED', target: loginModalOpened });
sample({
  clock: failed,
  filter: (error) => error.code !== 'UNAUTHENTICATED',
  fn: (error): FavoriteToast =>
    error.code === 'PRODUCT_NOT_FOUND'
      ? { id: 'favorite-failed', key: 'favorites.errors.productGone', fallback: 'This offer is no longer available, so it cannot be added to your favorites.' }
      : error.code === 'NOT_FOUND'
        ? { id: 'favorite-failed', key: 'favorites.errors.sellerGone', fallback: 'This seller cannot be followed.' }
        : { id: 'favorite-failed', key: 'favorites.errors.generic', fallback: 'Your favorites could not be updated. Please try again.' },
  target: translateFavoriteToastFx,
});
sample({ clock: translateFavoriteToastFx.doneData, target: toastShown });

/** Whether the lists were loaded for the current session (after login), so an empty list is really empty. */
export const $favoritesLoaded = createStore(false, { sid: 'favorites/$favoritesLoaded', serialize: 'ignore' })
  .on(loadFavoritesFx.done, () => true)
  .on(loadFavoritesFx.fail, () => false);
sample({ clock: $isLoggedIn.updates, filter: (loggedIn) => !loggedIn, fn: () => false, target: $favoritesLoaded });

// ---------------------------------------------------------------- dashboard lists

/** Listings by id, in chunks the batch endpoint accepts. */
const productBatchFx = apiEffect((ids: readonly string[]) => ({ method: 'POST', path: '/api/products/by-ids', body: { ids } }), ProductBatchAnswer);
const sellerBatchFx = apiEffect((ids: readonly string[]) => ({ method: 'POST', path: '/api/profiles/by-ids', body: { ids } }), SellerBatchAnswer);

function chunks(ids: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

export const fetchFavoriteProductsFx = createEffect<readonly string[], ProductDetail[], DomainError>(async (ids) => {
  const answers = await Promise.all(chunks(ids, MAX_PRODUCT_BATCH).map((chunk) => productBatchFx(chunk)));
  return answers.flatMap((a) => a.products);
});
export const fetchFavoriteSellersFx = createEffect<readonly string[], PublicSeller[], DomainError>(async (ids) => {
  const answers = await Promise.all(chunks(ids, MAX_SELLER_BATCH).map((chunk) => sellerBatchFx(chunk)));
  return answers.flatMap((a) => a.sellers);
});

/** What a list shows: loading until the lists and their data are here, or failed. */
export type ListStatus = 'loading' | 'ready' | 'failed';

const $productData = createStore<Readonly<Record<string, ProductDetail>>>({}, { sid: 'favorites/$productData', serialize: 'ignore' }).on(
  fetchFavoriteProductsFx.doneData,
  (known, products) => ({ ...known, ...Object.fromEntries(products.map((p) => [p._id, p])) }),
);
const $sellerData = createStore<Readonly<Record<string, PublicSeller>>>({}, { sid: 'favorites/$sellerData', serialize: 'ignore' }).on(
  fetchFavoriteSellersFx.doneData,
  (known, sellers) => ({ ...known, ...Object.fromEntries(sellers.map((s) => [s._id, s])) }),
);
/** Ids the last fetch asked for: any of them not answered is no longer available. */
const $askedProducts = createStore<readonly string[]>([], { sid: 'favorites/$askedProducts', serialize: 'ignore' }).on(fetchFavoriteProductsFx.done, (_, { params }) => params);
const $askedSellers = createStore<readonly string[]>([], { sid: 'favorites/$askedSellers', serialize: 'ignore' }).on(fetchFavoriteSellersFx.done, (_, { params }) => params);

const $productsStatus = createStore<ListStatus>('loading', { sid: 'favorites/$productsStatus', serialize: 'ignore' })
  .on(fetchFavoriteProductsFx.done, () => 'ready')
  .on(fetchFavoriteProductsFx.fail, () => 'failed');
const $sellersStatus = createStore<ListStatus>('loading', { sid: 'favorites/$sellersStatus', serialize: 'ignore' })
  .on(fetchFavoriteSellersFx.done, () => 'ready')
  .on(fetchFavoriteSellersFx.fail, () => 'failed');

/** Retry after a failed load. */
export const favoritesReloadRequested = createEvent();

const opened = sample({
  clock: [pageResolved, loadFavoritesFx.done, favoritesReloadRequested],
  source: { page: $page, favorites: $favorites, loaded: $favoritesLoaded },
  filter: ({ loaded }) => loaded,
});
sample({
  clock: opened,
  filter: ({ page }) => page.name === 'dashboardFavoritesProducts',
  fn: ({ favorites }) => [...favorites.favoriteProducts].reverse(),
  target: fetchFavoriteProductsFx,
});
sample({
  clock: opened,
  filter: ({ page }) => page.name === 'dashboardFavoritesSellers',
  fn: ({ favorites }) => [...favorites.favoriteSellers].reverse(),
  target: fetchFavoriteSellersFx,
});
sample({ clock: favoritesReloadRequested, target: [$productsStatus.reinit, $sellersStatus.reinit] });

/** One entry of a favorites list: the item's data, or only its id when it is no longer available. */
export type FavoriteEntry<T> = { readonly id: string; readonly item: T } | { readonly id: string; readonly item: null };

/** The favorite products, most recently added first, with their cards in the display currency. */
export const $favoriteProducts = combine(
  { favorites: $favorites, data: $productData, asked: $askedProducts, status: $productsStatus, loaded: $favoritesLoaded, display: $displayCurrency },
  ({ favorites, data, asked, status, loaded, display }): { readonly status: ListStatus; readonly entries: readonly FavoriteEntry<ProductCardData>[] } => {
    if (!loaded || status !== 'ready') return { status: loaded ? status : 'loading', entries: [] };
    const ids = [...favorites.favoriteProducts].reverse();
    const entries = ids.flatMap((id): FavoriteEntry<ProductCardData>[] => {
      const product = data[id];
      if (product !== undefined) return [{ id, item: toProductCard(product, display) }];
      return asked.includes(id) ? [{ id, item: null }] : [];
    });
    return { status, entries };
  },
);

/** The followed sellers, most recently followed first. */
export const $favoriteSellers = combine(
  { favorites: $favorites, data: $sellerData, asked: $askedSellers, status: $sellersStatus, loaded: $favoritesLoaded },
  ({ favorites, data, asked, status, loaded }): { readonly status: ListStatus; readonly entries: readonly FavoriteEntry<PublicSeller>[] } => {
    if (!loaded || status !== 'ready') return { status: loaded ? status : 'loading', entries: [] };
    const ids = [...favorites.favoriteSellers].reverse();
    const entries = ids.flatMap((id): FavoriteEntry<PublicSeller>[] => {
      const seller = data[id];
      if (seller !== undefined) return [{ id, item: seller }];
      return asked.includes(id) ? [{ id, item: null }] : [];
    });
    return { status, entries };
  },
);

/** Whether a product / seller is a favorite now (for hearts and follow buttons). */
export const $favoriteProductIds = $favorites.map((f) => f.favoriteProducts);
export const $favoriteSellerIds = $favorites.map((f) => f.favoriteSellers);
