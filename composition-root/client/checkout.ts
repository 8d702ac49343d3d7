import { readCookie } from '../../adapters/client/shared/browser-storage.ts';
import { DdpOrders } from '../../adapters/client/orders/ddp-orders.ts';
import { DdpCartChannel, type DdpCaller } from '../../adapters/client/shopping/ddp-cart.ts';
import { AFFILIATE_COOKIE } from '../../domain/index.ts';
import { checkoutQuoteFx, placeOrderFx, readAffiliateCodeFx } from '../../ui/features/shopping/checkout/model.ts';
import { loadSavedCartFx } from '../../ui/features/shopping/saved-cart/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The checkout's and the saved cart's effects (bound when those pages load): quote, order and saved cart over DDP, the affiliate cookie. */
export function bindCheckoutHandlers(handlers: EffectHandlers, connection: DdpCaller): EffectHandlers {
  const channel = new DdpCartChannel(connection);
  const orders = new DdpOrders(connection);
  return handlers
    .bind(checkoutQuoteFx, unwrap((request) => channel.quoteCheckout(request)))
    .bind(placeOrderFx, unwrap((params) => orders.placeOrder(params)))
    .bind(loadSavedCartFx, unwrap((cartId) => channel.savedCart(cartId)))
    .bind(readAffiliateCodeFx, () => readCookie(AFFILIATE_COOKIE));
}
