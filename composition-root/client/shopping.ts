import type { I18n } from '../../ui/i18n/translator.ts';
import type { HostAppMessage } from '../../application/shopping/ports/cart-channel.ts';
import type { ToastInput } from '../../domain/index.ts';
import { browserStorage } from '../../adapters/client/shared/browser-storage.ts';
import { DdpCartChannel, type DdpCaller } from '../../adapters/client/shopping/ddp-cart.ts';
import {
  checkAvailabilityFx,
  detectWebViewFx,
  postToHostAppFx,
  readCartFx,
  translateToastFx,
  writeCartFx,
  type ToastMessage,
} from '../../ui/features/shopping/cart/model.ts';
import { CART_STORAGE_KEY } from '../../ui/features/shopping/cart/stored-cart.ts';
import { DEFAULT_WEB_VIEW_MARKER, isMobileWebView } from '../../ui/features/shopping/cart/web-view.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

interface NativeShellWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

export interface CartBindingDeps {
  /** The storefront's DDP channel (`DdpAccountConnection`). */
  readonly connection: DdpCaller;
  /** The page's translator, for toast texts. */
  readonly i18n: I18n;
  /** The user-agent marker of the mobile app's web view; DEFAULT_WEB_VIEW_MARKER when not given. */
  readonly webViewMarker?: string;
}

/**
 * The cart's effects bound to the browser: `cartItems` in local storage,
 * `checkCartAvailablity` over the DDP channel, the host app's `postMessage`
 * in the mobile web view and toast texts through the translator. The checkout's
 * are in `checkout.ts`, bound when its pages load.
 *
 * Not bound: `trackAddToCartFx` — the Analytics port has no add-to-cart
 * event yet; it stays a no-op until one exists.
 */
export function bindCartHandlers(handlers: EffectHandlers, deps: CartBindingDeps): EffectHandlers {
  const channel = new DdpCartChannel(deps.connection);
  const marker = deps.webViewMarker ?? DEFAULT_WEB_VIEW_MARKER;
  return handlers
    .bind(readCartFx, () => browserStorage.read(CART_STORAGE_KEY) ?? null)
    .bind(writeCartFx, (text) => browserStorage.write(CART_STORAGE_KEY, text))
    .bind(checkAvailabilityFx, unwrap((request) => channel.checkAvailability(request)))
    .bind(detectWebViewFx, () => isMobileWebView({ userAgent: navigator.userAgent, search: location.search, marker }))
    .bind(postToHostAppFx, (message: HostAppMessage) => (window as NativeShellWindow).ReactNativeWebView?.postMessage(JSON.stringify(message)))
    .bind(translateToastFx, (message: ToastMessage): ToastInput => ({
      id: message.id,
      title: deps.i18n.t(message.key, { ...message.values, defaultValue: message.fallback }),
      ...(message.color === undefined ? {} : { color: message.color }),
    }));
}
