import * as v from 'valibot';
import { currencyCode, ddpMethod, ddpPublication, idempotencyKey, list, money } from '../shared/index.ts';
import { cardNumber, StartedPaymentSchema } from '../payments/index.ts';
import { lineQuantity, methodId } from '../shopping/index.ts';
import { ORDER_STATES } from '../../domain/index.ts';

/*
 * Orders on the wire: `placeOrder`, `cancelOrder`, the `myOrders`
 * publication and the order group page's data. All amounts `{ minor, currency }`.
 */

export { ORDER_STATES };
export const CHECKOUT_PAYMENT_METHODS = ['CREDITS', 'CARD', 'CRYPTO'] as const;

const PlaceOrderParams = v.tuple([
  v.object({
    lines: v.pipe(v.array(v.object({ productId: methodId, quantity: lineQuantity })), v.minLength(1, 'must hold at least one line'), v.maxLength(100), v.readonly()),
    couponCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    /** The `affiliate` cookie's code, if the buyer carries one: attributes the order when no affiliate code was entered. */
    affiliateCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
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

/** Where the buyer wants a refund: site credits (the default, at once) or the card that paid the order (through the provider's refund). */
export const REFUND_DESTINATIONS = ['CREDITS', 'CARD'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const refundTo = v.optional(v.picklist(REFUND_DESTINATIONS));

/** buyer: paid (not started) or late → cancelled and refunded; `refundTo` CARD sends the refund on to the paying card. */
export const CancelOrderMethod = ddpMethod(
  'cancelOrder',
  v.tuple([v.object({ orderId: methodId, idempotencyKey, refundTo })]),
  v.object({ orderId: v.string(), state: v.picklist(ORDER_STATES), refunded: money }),
);
export type CancelOrderParams = v.InferOutput<typeof CancelOrderMethod.params>[0];
export type CancelOrderAnswer = v.InferOutput<typeof CancelOrderMethod.result>;

/** The deadlines an order can wait on, by the name of their field in `OrderDeadlinesSchema`. */
export const DEADLINE_KINDS = ['lateAt', 'autoCompleteAt', 'cancelAnswerDueAt', 'disputeAnswerDueAt', 'warrantyEndsAt', 'settleAt'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** An order as its buyer and its seller see it. `role` says which of the two the reader is. */
export const OrderSchema = v.object({
  orderGroupId: v.string(),
  state: v.picklist(ORDER_STATES),
  role: v.picklist(['buyer', 'seller']),
  buyerId: v.string(),
  sellerId: v.string(),
  sellerName: v.string(),
  productId: v.nullable(v.string()),
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
  /** The deadline the order now waits on (see `OrderDeadlinesSchema`), for the list's countdown; null when none. */
  nextDeadline: v.nullable(v.object({ kind: v.picklist(DEADLINE_KINDS), at: v.string() })),
});
export type OrderView = v.InferOutput<typeof OrderSchema>;

/** `myOrders`: the orders the user bought or sold, newest first, in the `orders` collection (id = the order id). */
export const MyOrdersPublication = ddpPublication('myOrders', 'orders', OrderSchema);

/** An order with its id, as the order methods answer it (the publication carries the id beside the fields). */
export const OrderWithIdSchema = v.object({ id: v.string(), ...OrderSchema.entries });
export type OrderWithId = v.InferOutput<typeof OrderWithIdSchema>;

/** One checkout as its buyer sees it: the amounts of the whole group and its orders, oldest line first. */
export const OrderGroupSchema = v.object({
  id: v.string(),
  state: v.picklist(['pending_payment', 'paid', 'payment_expired']),
  buyerId: v.string(),
  subtotal: money,
  fee: money,
  membershipDiscount: money,
  couponDiscount: money,
  total: money,
  couponCode: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  paymentDueAt: v.string(),
  orders: list(OrderWithIdSchema),
});
export type OrderGroupView = v.InferOutput<typeof OrderGroupSchema>;

/** `getOrderGroup`: the buyer's own group only (anyone else gets ORDER_NOT_FOUND, 404). */
export const GetOrderGroupMethod = ddpMethod('getOrderGroup', v.tuple([v.object({ orderGroupId: methodId })]), OrderGroupSchema);
/** `getOrder`: one order, for its buyer or its seller only (anyone else gets ORDER_NOT_FOUND, 404). */
export const GetOrderMethod = ddpMethod('getOrder', v.tuple([v.object({ orderId: methodId })]), OrderWithIdSchema);
