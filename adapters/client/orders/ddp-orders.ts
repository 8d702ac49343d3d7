import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { CancelOrderMethod, PlaceOrderMethod, type CancelOrderAnswer, type CancelOrderParams, type PlaceOrderAnswer, type PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';


/**
 * `placeOrder` and `cancelOrder` over the storefront's DDP channel. Requests
 * are rebuilt field by field, so nothing else the page holds (a price, a
 * label) travels; answers are checked against the orders contract.
 */
export class DdpOrders {
  constructor(private readonly ddp: DdpMethodCaller) {}

  async placeOrder(request: PlaceOrderParams): Promise<Result<PlaceOrderAnswer, DomainError>> {
    const params: PlaceOrderParams = {
      lines: request.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      ...(request.couponCode === undefined || request.couponCode === '' ? {} : { couponCode: request.couponCode }),
      currency: request.currency,
      paymentMethod: request.paymentMethod,
      ...(request.paymentMethod === 'CARD' && request.card !== undefined ? { card: request.card } : {}),
      idempotencyKey: request.idempotencyKey,
    };
    return callMethod(this.ddp, PlaceOrderMethod, params);
  }

  async cancelOrder(request: CancelOrderParams): Promise<Result<CancelOrderAnswer, DomainError>> {
    return callMethod(this.ddp, CancelOrderMethod, { orderId: request.orderId, idempotencyKey: request.idempotencyKey, ...(request.refundTo === undefined ? {} : { refundTo: request.refundTo }) });
  }
}
