import { createEffect, createStore, sample } from 'effector';
import type { HostAppMessage } from '../../../../application/shopping/ports/cart-channel.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { lineRemoved, linesCleared, quantityChanged, quantityOf } from './cart.ts';

/*
 * The bridge to the mobile app around the storefront's web view (spec
 * sections 1 and 7, 'Mobile messages'): whether the page runs inside it
 * (detected after hydration, see web-view.ts), and a message to the host app
 * for every removal and quantity change the buyer makes. Changes the
 * server's check makes are not posted: the app runs its own check.
 */

/** Tells the native app around the web view about a cart change (`window.ReactNativeWebView.postMessage`). */
export const postToHostAppFx = createEffect<HostAppMessage, void>(() => undefined);
/** Posts several messages, in order. */
const postAllToHostAppFx = createEffect(async (messages: readonly HostAppMessage[]) => {
  for (const message of messages) await postToHostAppFx(message);
});
/** Whether this page runs in the mobile app's web view (see `isMobileWebView`). */
export const detectWebViewFx = createEffect<void, boolean>(() => false);

/** Inside the mobile app's web view: lines do not navigate, changes are posted to the host app. */
export const $isWebView = createStore(false, { sid: 'cart/$isWebView', serialize: 'ignore' });

sample({ clock: appHydrated, target: detectWebViewFx });
$isWebView.on(detectWebViewFx.doneData, (_, inside) => inside);

sample({
  clock: lineRemoved,
  source: $isWebView,
  filter: (webView) => webView,
  fn: (_, productId): HostAppMessage[] => [{ type: 'cart-remove', productId }],
  target: postAllToHostAppFx,
});
sample({
  clock: linesCleared,
  source: $isWebView,
  filter: (webView, cart) => webView && cart.length > 0,
  fn: (_, cart): HostAppMessage[] => cart.map((line) => ({ type: 'cart-remove', productId: line._id })),
  target: postAllToHostAppFx,
});
sample({
  clock: quantityChanged,
  source: $isWebView,
  filter: (webView) => webView,
  fn: (_, { id, after }): HostAppMessage[] => [{ type: 'cart-quantity-change', productId: id, quantity: quantityOf(after, id) ?? 0 }],
  target: postAllToHostAppFx,
});
