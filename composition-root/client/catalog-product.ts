import type { I18n } from '../../ui/i18n/translator.ts';
import { browserStorage } from '../../adapters/client/shared/browser-storage.ts';
import { DdpFavorites, type DdpMethodCaller } from '../../adapters/client/shopping/ddp-favorites.ts';
import {
  addFavoriteProductFx,
  addFavoriteSellerFx,
  removeFavoriteProductFx,
  removeFavoriteSellerFx,
  translateFavoriteToastFx,
} from '../../ui/features/shopping/favorites/model.ts';
import { readRecentlyViewedFx, writeRecentlyViewedFx } from '../../ui/features/catalog/recently-viewed/model.ts';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, serializeRecentlyViewed } from '../../ui/features/catalog/recently-viewed/recently-viewed.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { bindOfferReportHandlers } from './offer-reports.ts';

export interface ProductBindingDeps {
  /** The storefront's DDP channel (`DdpAccountConnection`). */
  readonly connection: DdpMethodCaller;
  /** The page's translator, for toast texts. */
  readonly i18n: I18n;
}

/**
 * The product, favorites, recently viewed and offer report effects bound to the DDP channel, local storage
 * and the translator: the pages showing offers load them (page-handler-groups.ts).
 */
export function bindProductHandlers(handlers: EffectHandlers, deps: ProductBindingDeps): EffectHandlers {
  const favorites = new DdpFavorites(deps.connection);
  return bindOfferReportHandlers(handlers, deps.connection)
    .bind(addFavoriteProductFx, unwrap((id: string) => favorites.addProduct(id)))
    .bind(removeFavoriteProductFx, unwrap((id: string) => favorites.removeProduct(id)))
    .bind(addFavoriteSellerFx, unwrap((id: string) => favorites.addSeller(id)))
    .bind(removeFavoriteSellerFx, unwrap((id: string) => favorites.removeSeller(id)))
    .bind(translateFavoriteToastFx, (toast) => ({ id: toast.id, title: deps.i18n.t(toast.key, { defaultValue: toast.fallback }), color: 'red' }))
    .bind(readRecentlyViewedFx, () => parseRecentlyViewed(browserStorage.read(RECENTLY_VIEWED_KEY)))
    .bind(writeRecentlyViewedFx, (ids) => browserStorage.write(RECENTLY_VIEWED_KEY, serializeRecentlyViewed(ids)));
}
