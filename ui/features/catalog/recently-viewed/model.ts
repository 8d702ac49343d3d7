import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { apiEffect } from '../../shared/api/model.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { $page, pageResolved } from '../../shared/page/model.ts';
import { toProductCard, type ProductCardData } from '../product/card.ts';
import { ProductBatchAnswer, type ProductDetail } from '../../../../contracts/catalog/index.ts';
import { recordView } from './recently-viewed.ts';

/*
 * Recently viewed products (spec section 2, public route
 * /dashboard/favorites/recently-viewed): ids in this browser's local storage,
 * most recent first (rules in recently-viewed.ts). The server has no such
 * list, so the page renders its loading state there and fills in after
 * hydration.
 */

/** Reads the stored list (local storage in the browser; nothing on the server). */
export const readRecentlyViewedFx = createEffect<void, readonly string[]>(() => []);
/** Stores the list (local storage in the browser). */
export const writeRecentlyViewedFx = createEffect<readonly string[], void>(() => undefined);

/** A product page was shown to the visitor (in the browser). */
export const productViewed = createEvent<string>();
/** 'Clear history' on the recently viewed page. */
export const recentlyViewedCleared = createEvent();

/** Reads the stored list afresh (another tab may have added to it), records the view and stores the result. */
const recordViewFx = createEffect<string, readonly string[]>(async (id) => {
  const stored = await readRecentlyViewedFx();
  const next = recordView(stored, id);
  await writeRecentlyViewedFx(next);
  return next;
});

export const $recentlyViewed = createStore<readonly string[]>([], { sid: 'recentlyViewed/$recentlyViewed', serialize: 'ignore' })
  .on(readRecentlyViewedFx.doneData, (_, ids) => ids)
  .on(recordViewFx.doneData, (_, ids) => ids)
  .on(recentlyViewedCleared, () => []);
/** Whether the stored list has been read (only ever in the browser). */
export const $recentlyViewedLoaded = createStore(false, { sid: 'recentlyViewed/$recentlyViewedLoaded', serialize: 'ignore' }).on(readRecentlyViewedFx.done, () => true);

sample({ clock: appHydrated, target: readRecentlyViewedFx });
sample({ clock: productViewed, target: recordViewFx });
sample({ clock: recentlyViewedCleared, fn: (): readonly string[] => [], target: writeRecentlyViewedFx });

// ---------------------------------------------------------------- the page

export const fetchRecentProductsFx = apiEffect((ids: readonly string[]) => ({ method: 'POST', path: '/api/products/by-ids', body: { ids } }), ProductBatchAnswer);

const ROUTE = 'dashboardFavoritesRecentlyViewed';

const $recentProducts = createStore<readonly ProductDetail[] | null>(null, { sid: 'recentlyViewed/$recentProducts', serialize: 'ignore' })
  .on(fetchRecentProductsFx.doneData, (_, answer) => answer.products)
  .on(recentlyViewedCleared, () => []);
const $recentFailed = createStore(false, { sid: 'recentlyViewed/$recentFailed', serialize: 'ignore' })
  .on(fetchRecentProductsFx.fail, () => true)
  .on(fetchRecentProductsFx.done, () => false);

const wanted = sample({
  clock: [pageResolved, readRecentlyViewedFx.done],
  source: { page: $page, ids: $recentlyViewed, loaded: $recentlyViewedLoaded },
  filter: ({ page, loaded }) => loaded && page.name === ROUTE,
  fn: ({ ids }) => ids,
});
sample({ clock: wanted, filter: (ids) => ids.length > 0, target: fetchRecentProductsFx });
sample({ clock: wanted, filter: (ids) => ids.length === 0, fn: (): readonly ProductDetail[] => [], target: $recentProducts });

/** The recently viewed page: loading until the browser read its list, then the products still on sale, most recent first. */
export const $recentlyViewedPage = combine(
  { loaded: $recentlyViewedLoaded, products: $recentProducts, failed: $recentFailed, display: $displayCurrency, ids: $recentlyViewed },
  ({ loaded, products, failed, display, ids }): { readonly status: 'loading' | 'ready' | 'failed'; readonly cards: readonly ProductCardData[] } => {
    if (failed) return { status: 'failed', cards: [] };
    if (!loaded || products === null) return { status: 'loading', cards: [] };
    const byId = new Map(products.map((p) => [p._id, p]));
    const cards = ids.flatMap((id) => {
      const product = byId.get(id);
      return product === undefined ? [] : [toProductCard(product, display)];
    });
    return { status: 'ready', cards };
  },
);

/** Retry after a failed load. */
export const recentlyViewedReloadRequested = createEvent();
sample({ clock: recentlyViewedReloadRequested, source: $recentlyViewed, filter: (ids) => ids.length > 0, target: fetchRecentProductsFx });
