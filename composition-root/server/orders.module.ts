import { ContainerModule, type ServiceIdentifier } from 'inversify';
import {
  CardRefunds,
  type CouponUses,
  CreateOrderGroup,
  DisputeAndStaffActions,
  ExpireOrderGroup,
  type LifecycleEffectHooks,
  OrderEffects,
  orderCardRefund,
  orderDeadline,
  orderGroupPaymentExpiry,
  OrderRunner,
  PartyActions,
  PayOrderGroup,
  ReadOrderAuditLog,
  ReadOrderDetail,
  ReadOrders,
} from '../../application/orders/index.ts';
import type { OrderLifecycleUseCases } from '../../adapters/server/ddp-api/orders/lifecycle-methods.ts';
import { AesGcmCredentialVault } from '../../adapters/server/orders/aes-gcm-credential-vault.ts';
import { SqlOrderLifecycleRecords } from '../../adapters/server/persistence/orders/sql-order-lifecycle-records.ts';
import { SqlStaffAuditLog } from '../../adapters/server/persistence/orders/sql-staff-audit-log.ts';
import { SqlOrderRefundRecords } from '../../adapters/server/persistence/orders/sql-order-refund-records.ts';
import { SqlPaymentStore } from '../../adapters/server/persistence/payments/sql-payment-store.ts';
import { OrderCardPayments } from '../../application/payments/index.ts';
import { PAYMENTS } from './payments.module.ts';
import { orderNotifier } from '../../application/notifications/index.ts';
import { MESSAGING, withOrderChat } from './messaging.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import type { Ledger } from '../../application/ledger/index.ts';
import type { PaymentListener, StartPayment } from '../../application/payments/index.ts';
import { CheckoutPaymentListener } from '../../application/shopping/checkout-payment-listener.ts';
import { PlaceOrder } from '../../application/shopping/place-order.ts';
import type { CouponRedemptions } from '../../application/shopping/ports/index.ts';
import type { OrderUseCases } from '../../adapters/server/ddp-api/orders/order-methods.ts';
import { RandomOrderIds } from '../../adapters/server/persistence/orders/random-order-ids.ts';
import { SqlOrderStore } from '../../adapters/server/persistence/orders/sql-order-store.ts';
import { SqlStockReservations } from '../../adapters/server/persistence/orders/sql-stock-reservations.ts';
import { SqlTradingParties } from '../../adapters/server/persistence/orders/sql-trading-parties.ts';
import { SqlOrderLineFacts } from '../../adapters/server/persistence/shopping/sql-checkout-facts.ts';
import type { Idempotency } from '../../application/shared/ports/index.ts';
import { LEDGER } from './ledger.module.ts';
import { SHARED } from './shared.module.ts';
import { SHOPPING } from './shopping.module.ts';
import { PROFILE } from './profile.module.ts';
import { AFFILIATES } from './affiliates.module.ts';

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
  /** Places an order group (stock, expiry timer): the checkout's and the deals' one way to create orders. */
  CreateOrderGroup: Symbol.for('orders.CreateOrderGroup') as ServiceIdentifier<CreateOrderGroup>,
  /** The lifecycle after payment: the parties' and staff's actions and the order page's reads. */
  Lifecycle: Symbol.for('orders.Lifecycle') as ServiceIdentifier<OrderLifecycleUseCases>,
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
    const records = new SqlOrderLifecycleRecords(db);
    const clock = ctx.get(SHARED.Clock);
    const hooks: LifecycleEffectHooks = {
      // The runner's timeline entry (`buyer_reminded`) carries the reminder's notice and e-mail.
      remindBuyer: () => Promise.resolve(),
      penaltyCharged: (order, amountMinor) => records.addPenalty({ orderId: order.id, sellerId: order.sellerId, reason: 'late_cancelled', amountMinor, currency: order.total.currency, at: clock.now() }),
      // The affiliate's commission follows the fee: paid when it reaches revenue, reversed when it leaves again.
      // The buyer's crowns follow the same moments (loyalty points, not money: outside the ledger).
      feeEarned: async (order) => {
        const paid = await ctx.get(AFFILIATES.Commissions).feeEarned(order);
        return paid.isErr() ? paid : ctx.get(PROFILE.Crowns).orderCompleted(order);
      },
      feeReturned: async (order) => {
        const reversed = await ctx.get(AFFILIATES.Commissions).feeReturned(order);
        return reversed.isErr() ? reversed : ctx.get(PROFILE.Crowns).orderRefunded(order);
      },
    };
    const effects = new OrderEffects(ledger, stock, outbox, ctx.get(SHARED.Scheduler), hooks);
    const notifier = withOrderChat(orderNotifier(ctx.get(NOTIFICATIONS.Notifications)), () => ctx.get(MESSAGING.OrderConversations));
    const uow = ctx.get(SHARED.UnitOfWork);
    // Refunds reach the buyer's credits first; those the buyer wanted on their card go on through the provider.
    const cardPayments = new OrderCardPayments(new SqlPaymentStore(db), ctx.get(PAYMENTS.Providers));
    const refunds = new SqlOrderRefundRecords(db);
    const cardRefunds = new CardRefunds({ refunds, payments: cardPayments, ledger, scheduler: ctx.get(SHARED.Scheduler), outbox, clock, uow, orders: store, records, notifier });
    const runner = new OrderRunner(store, effects, records, notifier, outbox, clock, cardRefunds);
    return { db, store, stock, outbox, ledger, effects, uow, clock, records, runner, cardRefunds, refunds };
  };
  const staffActions = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }) => {
    const p = parts(ctx);
    return new DisputeAndStaffActions(p.runner, p.records, new SqlStaffAuditLog(p.db), ctx.get(ORDERS.Idempotency), p.uow);
  };
  bind(ORDERS.Lifecycle).toDynamicValue((ctx) => {
    const p = parts(ctx);
    const vault = new AesGcmCredentialVault(ctx.get(SHARED.Config).ORDER_CREDENTIALS_KEY);
    return {
      party: new PartyActions(p.runner, p.records, vault, ctx.get(ORDERS.Idempotency), p.uow, p.cardRefunds),
      staff: staffActions(ctx),
      reads: new ReadOrderDetail(p.store, p.records, () => p.clock.now(), {
        destinationOf: (id) => p.refunds.destinationOf(id),
        cardRefund: (id) => p.refunds.cardRefund(id),
        paidByCard: (groupId) => p.cardRefunds.paidByCard(groupId),
      }),
      auditLog: new ReadOrderAuditLog(new SqlStaffAuditLog(p.db)),
    };
  });
  bind(ORDERS.PayOrderGroup).toDynamicValue((ctx) => {
    const p = parts(ctx);
    return new PayOrderGroup(p.store, p.ledger, p.effects, ctx.get(SHARED.Scheduler), p.outbox, p.clock, p.uow, withOrderChat(orderNotifier(ctx.get(NOTIFICATIONS.Notifications)), () => ctx.get(MESSAGING.OrderConversations)));
  });
  bind(ORDERS.CreateOrderGroup).toDynamicValue((ctx) => {
    const p = parts(ctx);
    return new CreateOrderGroup(p.store, p.stock, new RandomOrderIds(), ctx.get(SHARED.Scheduler), p.outbox, p.uow, new SqlTradingParties(ctx.get(SHARED.Database)));
  });
  bind(ORDERS.ReadOrders).toDynamicValue((ctx) => new ReadOrders(new SqlOrderStore(ctx.get(SHARED.Database))));
  bind(ORDERS.PaymentListener).toDynamicValue((ctx) => new CheckoutPaymentListener(ctx.get(ORDERS.PayOrderGroup)));
  bind(ORDERS.UseCases).toDynamicValue((ctx) => {
    const p = parts(ctx);
    const idempotency = ctx.get(ORDERS.Idempotency);
    // The same quote `checkoutQuote` answers with: the order is priced by exactly the code the buyer saw.
    const quote = ctx.get(SHOPPING.UseCases).quoteCheckout;
    const createGroup = ctx.get(ORDERS.CreateOrderGroup);
    return {
      placeOrder: new PlaceOrder(quote, new SqlOrderLineFacts(p.db), createGroup, ctx.get(ORDERS.CouponRedemptions), ctx.get(ORDERS.StartPayment), idempotency, p.clock, p.uow, ctx.get(AFFILIATES.Program)),
      // The buyer's one-click cancel (paid, or late with the seller's penalty) goes through the lifecycle's runner.
      cancelOrder: { execute: (actor, input) => ctx.get(ORDERS.Lifecycle).party.cancel(actor, input) },
      readOrders: ctx.get(ORDERS.ReadOrders),
    };
  });
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => {
    const p = parts(ctx);
    const coupons = ctx.get(ORDERS.CouponRedemptions, { optional: true }) ?? NO_COUPON_USES;
    const expire = new ExpireOrderGroup(p.store, p.effects, coupons, p.outbox, p.clock, p.uow);
    const deadlines = staffActions(ctx);
    return handlers
      .on(orderGroupPaymentExpiry, (timer) => expire.execute(timer.payload))
      .on(orderDeadline, (timer) => deadlines.onDeadline(timer.payload))
      .on(orderCardRefund, (timer) => p.cardRefunds.send(timer.payload, timer.attempt));
  });
});
