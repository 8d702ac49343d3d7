import { scopeBind, type Scope } from 'effector';
import type { Result } from 'neverthrow';
import { DdpOrderLifecycle } from '../../adapters/client/orders/ddp-order-lifecycle.ts';
import { DdpOrders } from '../../adapters/client/orders/ddp-orders.ts';
import { DisputeQueuePublication, OrderPublication, type RefundDestination } from '../../contracts/orders/index.ts';
import type { DomainError } from '../../domain/index.ts';
import { orderStepFx, type KeyedOrderStep } from '../../ui/features/orders/actions/model.ts';
import { orderDetailReceived, orderDetailRefused, stopOrderDetailFx, watchOrderDetailFx } from '../../ui/features/orders/detail/model.ts';
import { disputeQueueReceived, stopDisputeQueueFx, watchDisputeQueueFx } from '../../ui/features/orders/disputes/model.ts';
import { loadDisputeCountFx } from '../../ui/features/orders/dispute-count/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import type { MoneyChannel } from './money.ts';

/** Omits empty optional text, so the contract's optional fields stay absent rather than blank. */
const text = <K extends string>(key: K, value: string): Partial<Record<K, string>> => (value === '' ? {} : ({ [key]: value } as Record<K, string>));

/** The buyer's refund choice, when they made one (the server's default is credits). */
const refundTo = (destination: RefundDestination | undefined): { refundTo?: RefundDestination } => (destination === undefined ? {} : { refundTo: destination });

/** One step on an order as its DDP method: the params rebuilt field by field from the user's intent. */
function runStep(api: DdpOrderLifecycle, orders: DdpOrders, step: KeyedOrderStep): Promise<Result<unknown, DomainError>> {
  const { orderId, intent, idempotencyKey } = step;
  switch (intent.kind) {
    case 'start':
      return api.start({ orderId });
    case 'deliver': {
      const d = intent.delivery;
      return api.deliver({ orderId, delivery: d.kind === 'text' ? { kind: 'text', text: d.text } : { kind: 'credentials', login: d.login, password: d.password, ...text('extra', d.extra) } });
    }
    case 'confirm':
      return api.confirm({ orderId, idempotencyKey });
    case 'cancel':
      return orders.cancelOrder({ orderId, idempotencyKey, ...refundTo(intent.refundTo) });
    case 'requestCancel':
      return api.requestCancel({ orderId, ...refundTo(intent.refundTo) });
    case 'answerCancel':
      return api.answerCancel({ orderId, accept: intent.accept, idempotencyKey });
    case 'openDispute':
      return api.openDispute({ orderId, reason: intent.reason, message: intent.message, ...refundTo(intent.refundTo) });
    case 'answerDispute':
      return api.answerDispute({ orderId, message: intent.message });
    case 'resolveDispute':
      return api.resolveDispute({ orderId, outcome: intent.outcome, note: intent.note, idempotencyKey, ...(intent.amountMinor === undefined ? {} : { amount: intent.amountMinor }) });
    case 'postProgress':
      return api.postBoostProgress({ orderId, ...(intent.percent === null ? {} : { percent: intent.percent }), ...text('rank', intent.rank), ...text('note', intent.note) });
    case 'rate':
      return api.rate({ orderId, stars: intent.stars, ...text('comment', intent.comment) });
    case 'refund':
      return api.refund({ orderId, reason: intent.reason, idempotencyKey, ...(intent.amountMinor === undefined ? {} : { amount: intent.amountMinor }) });
    case 'forceComplete':
      return api.forceComplete({ orderId, reason: intent.reason, idempotencyKey });
  }
}

/**
 * The order effects the user menu and chat reach, bound at start: every step
 * over its DDP method, the dispute count, and the `order` and `disputeQueue`
 * publications delivered into the scope. The order pages' own are in `order-desk.ts`.
 */
export function bindOrderLifecycleHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const api = new DdpOrderLifecycle(channel);
  const orders = new DdpOrders(channel);
  return handlers
    .bind(
      orderStepFx,
      unwrap(async (step: KeyedOrderStep) => (await runStep(api, orders, step)).map(() => undefined)),
    )
    .bind(loadDisputeCountFx, unwrap(() => api.disputeCount()))
    .bind(watchOrderDetailFx, (orderId) =>
      channel.watch(
        OrderPublication,
        (documents) => scopeBind(orderDetailReceived, { scope: scope() })(documents),
        [{ orderId }],
        (error) => scopeBind(orderDetailRefused, { scope: scope() })(error.code),
      ),
    )
    .bind(stopOrderDetailFx, () => channel.unwatch(OrderPublication.name))
    .bind(watchDisputeQueueFx, () => channel.watch(DisputeQueuePublication, (documents) => scopeBind(disputeQueueReceived, { scope: scope() })(documents)))
    .bind(stopDisputeQueueFx, () => channel.unwatch(DisputeQueuePublication.name));
}
