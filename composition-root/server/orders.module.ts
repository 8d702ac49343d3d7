import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { CancelOrder, type CouponUses, CreateOrderGroup, ExpireOrderGroup, OrderEffects, orderGroupPaymentExpiry, PayOrderGroup, ReadOrders } from '../../application/orders/index.ts';
import type { Ledger } from '../../application/ledger/index.ts';
import type { PaymentListener, StartPayment } from '../../application/payments/index.ts';
import { CheckoutPaymentListener } from '../../application/shopping/checkout-payment-listener.ts';
import { PlaceOrder } from '../../application/shopping/place-order.ts';
import type { CouponRedemptions } from '../../application/shopping/ports/index.ts';
import type { OrderUseCases } from '../../adapters/server/ddp-api/orders/order-methods.ts';
import { RandomOrderIds } from '../../adapters/server/persistence/orders/random-order-ids.ts';
import { SqlOrderStore } from '../../adapters/server/persistence/orders/sql-order-store.ts';
import { SqlStockReservations } from '../../adapters/server/persistence/orders/sql-stock-reservations.ts';
import { SqlOrderLineFacts } from '../../adapters/server/persistence/shopping/sql-checkout-facts.ts';
import type { Idempotency } from '../../application/shared/ports/index.ts';
import { LEDGER } from './ledger.module.ts';
import { SHARED } from './shared.module.ts';
import { SHOPPING } from './shopping.module.ts';

export const ORDERS = {
  UseCases: Symbol.for('orders.UseCases') as ServiceIdentifier<OrderUseCases>,
  /** The ledger module's ledger. */
  Ledger: Symbol.for('orders.Ledger') as ServiceIdentifier<Ledger>,
  ReadOrders: Symbol.for('orders.ReadOrders') as ServiceIdentifier<ReadOrders>,
  PayOrderGroup: Symbol.for('orders.PayOrderGroup') as ServiceIdentifier<PayOrderGroup>,
  /** The checkout's listener: the payments module binds `PAYMENTS.Listener` to this. */
  PaymentListener: Symbol.for('orders.PaymentListener') as ServiceIdentifier<PaymentListener>,
  /** The payments module's `StartPayment` (bound by checkout.module.ts, which joins the two). */
  StartPayment: Symbol.for('orders.StartPayment') as ServiceIdentifier<StartPayment>,
  /** The shopping module's SQL `CouponRedemptions`. */
  CouponRedemptions: Symbol.for('orders.CouponRedemptions') as ServiceIdentifier<CouponRedemptions>,
  /** Stripe-style idempotency keys (the shared `idempotency_keys` table). */
  Idempotency: Symbol.for('orders.Idempotency') as ServiceIdentifier<Idempotency>,
} as const;

/** Without coupon redemptions bound, `placeOrder` is not offered, so no group holds a coupon use to give back. */
const NO_COUPON_USES: CouponUses = { release: () => Promise.resolve() };

/**
 * Orders and the checkout that places them: the order group and its orders,
 * stock reserved with a conditional update, the payment expiry timer
 * (`orderGroupPaymentExpiry` on SHARED.TimerHandlers), the refund on
 * cancellation, and `placeOrder` driving orders and payments in one unit of work.
 */
export const ordersModule = new ContainerModule(({ bind, onActivation }) => {
  bind(ORDERS.Idempotency).toService(SHARED.Idempotency);
  bind(ORDERS.Ledger).toService(LEDGER.Ledger);
  bind(ORDERS.CouponRedemptions).toService(SHOPPING.CouponRedemptions);
  const parts = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }) => {
    const db = ctx.get(SHARED.Database);
    const store = new SqlOrderStore(db);
    const stock = new SqlStockReservations(db);
    const outbox = ctx.get(SHARED.Outbox);
    const ledger = ctx.get(ORDERS.Ledger);
    return { db, store, stock, outbox, ledger, effects: new OrderEffects(ledger, stock, outbox), uow: ctx.get(SHARED.UnitOfWork), clock: ctx.get(SHARED.Clock) };
  };
  bind(ORDERS.PayOrderGroup).toDynamicValue((ctx) => {
    const p = parts(ctx);
    return new PayOrderGroup(p.store, p.ledger, p.effects, ctx.get(SHARED.Scheduler), p.outbox, p.clock, p.uow);
  });
  bind(ORDERS.ReadOrders).toDynamicValue((ctx) => new ReadOrders(new SqlOrderStore(ctx.get(SHARED.Database))));
  bind(ORDERS.PaymentListener).toDynamicValue((ctx) => new CheckoutPaymentListener(ctx.get(ORDERS.PayOrderGroup)));
  bind(ORDERS.UseCases).toDynamicValue((ctx) => {
    const p = parts(ctx);
    const idempotency = ctx.get(ORDERS.Idempotency);
    // The same quote `checkoutQuote` answers with: the order is priced by exactly the code the buyer saw.
    const quote = ctx.get(SHOPPING.UseCases).quoteCheckout;
    const createGroup = new CreateOrderGroup(p.store, p.stock, new RandomOrderIds(), ctx.get(SHARED.Scheduler), p.outbox, p.uow);
    return {
      placeOrder: new PlaceOrder(quote, new SqlOrderLineFacts(p.db), createGroup, ctx.get(ORDERS.CouponRedemptions), ctx.get(ORDERS.StartPayment), idempotency, p.clock, p.uow),
      cancelOrder: new CancelOrder(p.store, p.effects, idempotency, p.outbox, p.clock, p.uow),
      readOrders: ctx.get(ORDERS.ReadOrders),
    };
  });
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => {
    const p = parts(ctx);
    const coupons = ctx.get(ORDERS.CouponRedemptions, { optional: true }) ?? NO_COUPON_USES;
    const expire = new ExpireOrderGroup(p.store, p.effects, coupons, p.outbox, p.clock, p.uow);
    return handlers.on(orderGroupPaymentExpiry, (timer) => expire.execute(timer.payload));
  });
});
