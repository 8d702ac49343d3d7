import * as v from 'valibot';
import { ddpMethod, idempotencyKey, list, money, NoParams, positiveMinor } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS } from './order-detail.ts';
import { ORDER_STATES, OrderWithIdSchema, refundTo } from './order-list.ts';

/*
 * The order's life after payment on the wire. Every call names the order;
 * the calls that move money (confirm, answer a cancel request, resolve,
 * refund, force-complete) carry an idempotency key too, and a retry with the
 * same key replays the first answer. The server decides from the order's
 * state and the caller's side whether the call is allowed now
 * (ORDER_ACTION_NOT_ALLOWED, 409, when not; ORDER_NOT_FOUND, 404, for an
 * order the caller is no party to).
 */

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** Most methods answer the order's state after the call. */
export const OrderStateAnswer = v.object({ orderId: v.string(), state: v.picklist(ORDER_STATES) });
export type OrderStateAnswer = v.InferOutput<typeof OrderStateAnswer>;
/** The money-moving ones also say what the buyer got back by this call's outcome (zero when nothing). */
export const OrderMoneyAnswer = v.object({ ...OrderStateAnswer.entries, refunded: money });
export type OrderMoneyAnswer = v.InferOutput<typeof OrderMoneyAnswer>;

const orderOnly = v.tuple([v.object({ orderId: methodId })]);
const orderWithKey = v.tuple([v.object({ orderId: methodId, idempotencyKey })]);

/** seller: paid (or late) → in_delivery. */
export const StartOrderMethod = ddpMethod('startOrder', orderOnly, OrderStateAnswer);

/** Files are refs to stored uploads; at most 10, each at most 20 MB, of the allowed types. */
export const DELIVERY_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'text/plain', 'application/zip'] as const;
export const DELIVERY_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What the seller delivers, by kind. Credentials are encrypted at rest and
 * shown to the buyer only (`revealDelivery`).
 */
export const DeliveryInput = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: required(5000) }),
  v.object({ kind: v.literal('credentials'), login: required(200), password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200)), extra: v.optional(trimmed(2000)) }),
  v.object({
    kind: v.literal('files'),
    files: v.pipe(
      v.array(
        v.object({
          fileId: methodId,
          name: required(200),
          size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DELIVERY_FILE_MAX_BYTES, 'must be at most 20 MB')),
          contentType: v.picklist(DELIVERY_FILE_TYPES, 'must be a PNG, JPEG, WebP, PDF, text or ZIP file'),
        }),
      ),
      v.minLength(1, 'must hold at least one file'),
      v.maxLength(10, 'must hold at most 10 files'),
      v.readonly(),
    ),
    note: v.optional(trimmed(2000)),
  }),
]);
export type DeliveryInput = v.InferOutput<typeof DeliveryInput>;

/** seller: paid, in_delivery, late or cancel_requested (delivering answers the request with no) → delivered; the 24 h to auto-completion start. */
export const DeliverOrderMethod = ddpMethod('deliverOrder', v.tuple([v.object({ orderId: methodId, delivery: DeliveryInput })]), OrderStateAnswer);
export type DeliverOrderParams = v.InferOutput<typeof DeliverOrderMethod.params>[0];

/** buyer: delivered → completed; the seller's funds go pending (then available at `settleAt`). */
export const ConfirmOrderMethod = ddpMethod('confirmOrder', orderWithKey, OrderMoneyAnswer);

/** buyer: in_delivery → cancel_requested; the seller has 2 h to answer, then it is accepted. (Paid or late: use `cancelOrder`.) */
export const RequestCancelMethod = ddpMethod('requestCancel', v.tuple([v.object({ orderId: methodId, reason: v.optional(trimmed(1000)), refundTo })]), OrderStateAnswer);

/** seller: accept → cancelled and refunded to the buyer's credits; decline → back to in_delivery (or late). */
export const AnswerCancelMethod = ddpMethod('answerCancel', v.tuple([v.object({ orderId: methodId, accept: v.boolean(), idempotencyKey })]), OrderMoneyAnswer);

/** buyer: delivered, or completed within an account's warranty → disputed, with the first message of the thread. `refundTo`: where a refund goes, if it comes to one. */
export const OpenDisputeMethod = ddpMethod(
  'openDispute',
  v.tuple([v.object({ orderId: methodId, reason: v.picklist(DISPUTE_REASONS), message: required(4000), refundTo })]),
  OrderStateAnswer,
);
export type OpenDisputeParams = v.InferOutput<typeof OpenDisputeMethod.params>[0];

/** buyer, seller or staff: a message in the dispute's thread; the seller's first one is their answer (stops the answer deadline). */
export const AnswerDisputeMethod = ddpMethod('answerDispute', v.tuple([v.object({ orderId: methodId, message: required(4000) })]), OrderStateAnswer);

/**
 * staff (DISPUTE, ADMIN): COMPLETE → completed (seller paid as usual); REFUND
 * → refunded in full to the buyer's credits; PARTIAL_REFUND → `amount` (1 …
 * the line total, in the order's currency) to the buyer's credits, the rest
 * of the line to the seller: partially_refunded. `note` is the audit log's why.
 */
export const ResolveDisputeMethod = ddpMethod(
  'resolveDispute',
  v.tuple([
    v.object({
      orderId: methodId,
      outcome: v.picklist(DISPUTE_OUTCOMES),
      amount: v.optional(positiveMinor),
      note: required(1000),
      idempotencyKey,
    }),
  ]),
  OrderMoneyAnswer,
);
export type ResolveDisputeParams = v.InferOutput<typeof ResolveDisputeMethod.params>[0];

/** seller of a boosting order in delivery: one progress post (at least one field), seen live by the buyer. */
export const PostBoostProgressMethod = ddpMethod(
  'postBoostProgress',
  v.tuple([
    v.pipe(
      v.object({
        orderId: methodId,
        percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
        rank: v.optional(trimmed(100)),
        note: v.optional(trimmed(1000)),
      }),
      v.check((p) => p.percent !== undefined || (p.rank ?? '') !== '' || (p.note ?? '') !== '', 'must give a percent, a rank or a note'),
    ),
  ]),
  v.object({ orderId: v.string(), progressId: v.string() }),
);
export type PostBoostProgressParams = v.InferOutput<typeof PostBoostProgressMethod.params>[0];

/** buyer, once per completed (or settled) order: 1–5 stars; the seller's communityRating is the mean of their rated orders. */
export const RateOrderMethod = ddpMethod(
  'rateOrder',
  v.tuple([v.object({ orderId: methodId, stars: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(5)), comment: v.optional(trimmed(2000)) })]),
  v.object({ orderId: v.string(), stars: v.number(), communityRating: v.nullable(v.number()) }),
);
export type RateOrderParams = v.InferOutput<typeof RateOrderMethod.params>[0];

/** buyer only: the delivered account's credentials, decrypted; every call is logged as a view. */
export const RevealDeliveryMethod = ddpMethod('revealDelivery', orderOnly, v.object({ login: v.string(), password: v.string(), extra: v.nullable(v.string()) }));

/**
 * staff (REFUNDER, ADMIN): refund an order that is paid, in delivery,
 * delivered, disputed or completed (funds still pending) to the buyer's
 * credits: in full, or with `amount` (1 … the line total, in the order's
 * currency) that much only and the rest of the line to the seller
 * (partially_refunded). `reason` goes to the audit log.
 */
export const RefundOrderMethod = ddpMethod(
  'refundOrder',
  v.tuple([v.object({ orderId: methodId, reason: required(1000), amount: v.optional(positiveMinor), idempotencyKey })]),
  OrderMoneyAnswer,
);
export type RefundOrderParams = v.InferOutput<typeof RefundOrderMethod.params>[0];
/** staff (DISPUTE, ADMIN): complete an order that is delivered, late, in delivery or disputed, as if the buyer confirmed. */
export const ForceCompleteOrderMethod = ddpMethod('forceCompleteOrder', v.tuple([v.object({ orderId: methodId, reason: required(1000), idempotencyKey })]), OrderMoneyAnswer);

/** staff: orders by id, buyer or seller (exactly one), newest first, at most 100. */
export const LookupOrdersMethod = ddpMethod(
  'lookupOrders',
  v.tuple([
    v.pipe(
      v.object({ orderId: v.optional(methodId), buyerId: v.optional(methodId), sellerId: v.optional(methodId) }),
      v.check((p) => [p.orderId, p.buyerId, p.sellerId].filter((x) => x !== undefined).length === 1, 'must give exactly one of orderId, buyerId, sellerId'),
    ),
  ]),
  v.object({ orders: list(OrderWithIdSchema) }),
);

/** One penalty charged to the caller as a seller, newest first (`/dashboard/penalties`). */
export const PenaltySchema = v.object({ id: v.string(), orderId: v.string(), title: v.string(), reason: v.picklist(['late_cancelled']), amount: money, at: v.string() });
export type PenaltyView = v.InferOutput<typeof PenaltySchema>;
export const MyPenaltiesMethod = ddpMethod('myPenalties', NoParams, v.object({ penalties: list(PenaltySchema) }));

const countOf = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * How many of the caller's orders (bought or sold) are in dispute now: the
 * session state's dispute count (spec §3); for staff who see the dispute
 * queue, `queue` is how many disputes are open in all (null for others).
 */
export const GetDisputeCountMethod = ddpMethod('getDisputeCount', NoParams, v.object({ count: countOf, queue: v.nullable(countOf) }));
export type DisputeCountAnswer = v.InferOutput<typeof GetDisputeCountMethod.result>;

/** One staff action on an order as the audit log keeps it: who (id and name), when, what and why. */
export const StaffAuditEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  staffId: v.string(),
  staffName: v.string(),
  action: v.string(),
  reason: v.string(),
  details: v.nullable(v.record(v.string(), v.unknown())),
});
export type StaffAuditEntry = v.InferOutput<typeof StaffAuditEntrySchema>;
/** staff (order.staff.view): every staff action on the order, oldest first. */
export const OrderAuditLogMethod = ddpMethod('orderAuditLog', orderOnly, v.object({ entries: list(StaffAuditEntrySchema) }));
