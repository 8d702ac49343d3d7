import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { Result } from 'neverthrow';
import type { ReadOrders } from '../../../../application/orders/index.ts';
import type { Actor, DomainError } from '../../../../domain/index.ts';
import type { PlaceOrder } from '../../../../application/shopping/place-order.ts';
import { CancelOrderMethod, GetOrderGroupMethod, GetOrderMethod, PlaceOrderMethod, type CancelOrderAnswer, type CancelOrderParams } from '../../../../contracts/orders/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export interface OrderUseCases {
  readonly placeOrder: PlaceOrder;
  /** The buyer's one-click cancel: the order machine's BUYER_CANCELLED (composition-root routes it to the lifecycle's PartyActions.cancel). */
  readonly cancelOrder: { execute(actor: Actor, input: CancelOrderParams): Promise<Result<CancelOrderAnswer, DomainError>> };
  readonly readOrders: ReadOrders;
}

/**
 * The order methods: the checkout's `placeOrder`, the buyer's `cancelOrder`,
 * and the reads of the order pages. Params are checked by their contract
 * first; who may act is decided from the call's actor by the use case.
 */
export function orderMethods(useCases: OrderUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [PlaceOrderMethod.name, method(PlaceOrderMethod.params, (actor, [p]) => useCases.placeOrder.execute(actor, p))],
    [CancelOrderMethod.name, method(CancelOrderMethod.params, (actor, [p]) => useCases.cancelOrder.execute(actor, p))],
    [GetOrderGroupMethod.name, method(GetOrderGroupMethod.params, (actor, [p]) => useCases.readOrders.group(actor, p))],
    [GetOrderMethod.name, method(GetOrderMethod.params, (actor, [p]) => useCases.readOrders.order(actor, p))],
  ]);
}
