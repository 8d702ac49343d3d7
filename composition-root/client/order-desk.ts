import { DdpOrderLifecycle } from '../../adapters/client/orders/ddp-order-lifecycle.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { revealDeliveryFx } from '../../ui/features/orders/delivery/model.ts';
import { loadPenaltiesFx } from '../../ui/features/orders/penalties/model.ts';
import { loadOrderAuditLogFx, lookupOrdersFx, type OrderLookup } from '../../ui/features/orders/staff/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The order pages' own effects (bound when such a page loads): the credentials' reveal, the penalties, staff's lookup and audit log. */
export function bindOrderDeskHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const api = new DdpOrderLifecycle(channel);
  return handlers
    .bind(
      revealDeliveryFx,
      unwrap(async (orderId: string) => (await api.revealDelivery({ orderId })).map((c) => ({ orderId, login: c.login, password: c.password, extra: c.extra }))),
    )
    .bind(loadPenaltiesFx, unwrap(() => api.myPenalties()))
    .bind(lookupOrdersFx, unwrap(async (q: OrderLookup) => (await api.lookup({ [q.by]: q.value })).map((a) => a.orders)))
    .bind(loadOrderAuditLogFx, unwrap(async (orderId: string) => (await api.auditLog({ orderId })).map((a) => a.entries)));
}
