import * as v from 'valibot';
import { currencyCode, ddpMethod, ddpPublication, idempotencyKey, list, money } from '../shared/index.ts';
import { cardNumber, StartedPaymentSchema } from '../payments/index.ts';
import { lineQuantity, methodId } from '../shopping/index.ts';

/*
 * Orders on the wire: `placeOrder`, `cancelOrder`, the `myOrders`
 * publication and the order group page's data. All amounts `{ minor, currency }`.
 */

export const ORDER_STATES = ['pending_payment', 'paid', 'payment_expired', 'cancelled'] as const;
export const CHECKOUT_PAYMENT_METHODS = ['CREDITS', 'CARD', 'CRYPTO'] as const;

const PlaceOrderParams = v.tuple([
  v.object({
    lines: v.pipe(v.array(v.object({ productId: methodId, quantity: lineQuantity })), v.minLength(1, 'must hold at least one line'), v.maxLength(100), v.readonly()),
    couponCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    currency: currencyCode,
    paymentMethod: v.picklist(CHECKOUT_PAYMENT_METHODS),
    card: v.optional(cardNumber),
    idempotencyKey,
  }),
]);

/** `payment.status` is `succeeded` when paid with credits or a card that needed no confirmation. */
export const PlaceOrderMethod = ddpMethod(
  'placeOrder',
  PlaceOrderParams,
  v.object({ orderGroupId: v.string(), orderIds: list(v.string()), total: money, payment: StartedPaymentSchema }),
);
export type PlaceOrderParams = v.InferOutput<typeof PlaceOrderParams>[0];
export type PlaceOrderAnswer = v.InferOutput<typeof PlaceOrderMethod.result>;

export const CancelOrderMethod = ddpMethod(
  'cancelOrder',
  v.tuple([v.object({ orderId: methodId, idempotencyKey })]),
  v.object({ orderId: v.string(), state: v.picklist(ORDER_STATES), refunded: money }),
);
export type CancelOrderParams = v.InferOutput<typeof CancelOrderMethod.params>[0];
export type CancelOrderAnswer = v.InferOutput<typeof CancelOrderMethod.result>;

/** An order as its buyer and its seller see it. `role` says which of the two the reader is. */
export const OrderSchema = v.object({
  orderGroupId: v.string(),
  state: v.picklist(ORDER_STATES),
  role: v.picklist(['buyer', 'seller']),
  buyerId: v.string(),
  sellerId: v.string(),
  sellerName: v.string(),
  productId: v.string(),
  title: v.string(),
  gameType: v.string(),
  productType: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitPrice: money,
  /** What the seller is owed for the line. */
  lineTotal: money,
  /** The buyer's share of the group's fee and discounts, and what the buyer paid for this order in all. */
  fee: money,
  discount: money,
  total: money,
  deliveryDuration: v.string(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  /** When an unpaid order expires (15 minutes after it was placed). */
  paymentDueAt: v.nullable(v.string()),
  cancellable: v.boolean(),
});
export type OrderView = v.InferOutput<typeof OrderSchema>;

/** `myOrders`: the orders the user bought or sold, newest first, in the `orders` collection (id = the order id). */
export const MyOrdersPublication = ddpPublication('myOrders', 'orders', OrderSchema);
