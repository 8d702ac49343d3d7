import * as v from 'valibot';
import { ORDER_TIMELINE_KINDS } from '../../domain/index.ts';
import { ddpPublication, list, money, NoParams } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';
import { ORDER_STATES, OrderSchema, REFUND_DESTINATIONS } from './order-list.ts';

/*
 * One order's page (`/dashboard/order/{id}`) as the `order` publication sends
 * it, and the staff's dispute queue. Every instant is an ISO 8601 string
 * (UTC); the page counts down to the deadlines itself. What the reader may
 * do (`actions`) is decided by the server from the order's state, the
 * reader's side and roles; the page shows exactly those buttons.
 */

/** The actions a reader may take on an order, each one method (or the credentials' reveal). */
export const ORDER_ACTIONS = [
  /** seller: `startOrder` */
  'start',
  /** seller: `deliverOrder` */
  'deliver',
  /** seller of a boosting order: `postBoostProgress` */
  'postProgress',
  /** buyer: `confirmOrder` */
  'confirm',
  /** buyer: `cancelOrder` (paid and not started, or late: refunded at once) */
  'cancel',
  /** buyer: `requestCancel` (in delivery: the seller has 2 h to answer) */
  'requestCancel',
  /** seller: `answerCancel` */
  'answerCancel',
  /** buyer: `openDispute` (delivered, or completed within an account's warranty) */
  'openDispute',
  /** buyer, seller or staff: `answerDispute` (a message in the dispute's thread) */
  'answerDispute',
  /** staff with DISPUTE: `resolveDispute` */
  'resolveDispute',
  /** buyer: `rateOrder` (completed or settled, not rated yet) */
  'rate',
  /** buyer: `revealDelivery` (the delivered account's credentials; every view is logged) */
  'revealDelivery',
  /** staff with REFUNDER: `refundOrder` */
  'refund',
  /** staff with DISPUTE: `forceCompleteOrder` */
  'forceComplete',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What happened to an order, as its timeline lists it (the domain's list). */
export const ORDER_EVENT_KINDS = ORDER_TIMELINE_KINDS;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who did it: one of the two parties, the staff, or the system (a timer). */
export const ORDER_PARTIES = ['buyer', 'seller', 'staff', 'system'] as const;

const instant = v.string();
const nullableInstant = v.nullable(instant);

export const OrderTimelineEntrySchema = v.object({ id: v.string(), at: instant, kind: v.picklist(ORDER_EVENT_KINDS), by: v.picklist(ORDER_PARTIES), note: v.nullable(v.string()) });
export type OrderTimelineEntry = v.InferOutput<typeof OrderTimelineEntrySchema>;

/**
 * The deadlines that are data on the order, null when not armed. The
 * reminder is the buyer's nudge at 20 h of the 24 h before auto-completion.
 */
export const OrderDeadlinesSchema = v.object({
  /** When the offer's promised delivery time runs out (paid + the offer's delivery duration). */
  deliveryDueAt: nullableInstant,
  /** deliveryDueAt + 30 minutes: from then the order is `late` and the buyer may cancel with one click. */
  lateAt: nullableInstant,
  buyerReminderAt: nullableInstant,
  /** delivered + 24 h: the order completes by itself unless the buyer disputes. */
  autoCompleteAt: nullableInstant,
  /** A cancel request the seller ignores until then is accepted (request + 2 h). */
  cancelAnswerDueAt: nullableInstant,
  /** The seller must answer a dispute by then (2 h currency, items, top-ups; 12 h accounts, boosts) or it is decided for the buyer. */
  disputeAnswerDueAt: nullableInstant,
  /** Game accounts: completion + 7 days; a claim before then reopens the order as disputed. */
  warrantyEndsAt: nullableInstant,
  /** When the seller's pending funds become available (completion + 24 h, shorter for higher levels; accounts: the warranty's end). */
  settleAt: nullableInstant,
});
export type OrderDeadlines = v.InferOutput<typeof OrderDeadlinesSchema>;

/** A file the seller delivered, by its stored upload's id. */
export const DeliveredFileSchema = v.object({ fileId: v.string(), name: v.string(), size: v.pipe(v.number(), v.integer(), v.minValue(0)), contentType: v.string() });

/**
 * The delivery as the page shows it. Credentials never travel in the
 * publication: the buyer asks for them with `revealDelivery` (each view
 * logged); the page shows the login's first characters as a hint.
 */
export const DeliveryViewSchema = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: v.string(), deliveredAt: instant }),
  v.object({ kind: v.literal('credentials'), loginHint: v.string(), deliveredAt: instant, views: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.object({ kind: v.literal('files'), files: list(DeliveredFileSchema), note: v.nullable(v.string()), deliveredAt: instant }),
]);
export type DeliveryView = v.InferOutput<typeof DeliveryViewSchema>;

/** One post of a booster: at least one of percent, rank and note. */
export const BoostProgressSchema = v.object({
  id: v.string(),
  at: instant,
  percent: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  rank: v.nullable(v.string()),
  note: v.nullable(v.string()),
});
export type BoostProgress = v.InferOutput<typeof BoostProgressSchema>;

export const DISPUTE_REASONS = ['not_delivered', 'not_as_described', 'account_recovered', 'wrong_item', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_OUTCOMES = ['COMPLETE', 'REFUND', 'PARTIAL_REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DisputeMessageSchema = v.object({ id: v.string(), at: instant, by: v.picklist(['buyer', 'seller', 'staff']), authorName: v.string(), body: v.string() });
export type DisputeMessage = v.InferOutput<typeof DisputeMessageSchema>;

export const DisputeViewSchema = v.object({
  reason: v.picklist(DISPUTE_REASONS),
  openedAt: instant,
  /** Null once the seller answered (or the dispute was resolved). */
  answerDueAt: nullableInstant,
  sellerAnsweredAt: nullableInstant,
  resolvedAt: nullableInstant,
  /** How it ended; `timeout` when the seller did not answer in time and it was decided for the buyer. */
  outcome: v.nullable(v.picklist([...DISPUTE_OUTCOMES, 'TIMEOUT_REFUND'])),
  /** Whether it was opened as a warranty claim on a completed account order. */
  warrantyClaim: v.boolean(),
  messages: list(DisputeMessageSchema),
});
export type DisputeView = v.InferOutput<typeof DisputeViewSchema>;

export const ReviewViewSchema = v.object({ stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), comment: v.nullable(v.string()), at: instant });
export type ReviewView = v.InferOutput<typeof ReviewViewSchema>;

/**
 * `order({ orderId })`: one document in `orderDetails` (id = the order id),
 * for its buyer, its seller, or staff (DISPUTE, REFUNDER, ADMIN), changed
 * live on every transition, progress post and dispute message. `delivery` is
 * the buyer's and staff's only (the seller sees `deliveryKind`).
 */
export const OrderDetailSchema = v.object({
  ...v.omit(OrderSchema, ['role']).entries,
  role: v.picklist(['buyer', 'seller', 'staff']),
  buyerName: v.string(),
  deadlines: OrderDeadlinesSchema,
  startedAt: nullableInstant,
  deliveredAt: nullableInstant,
  completedAt: nullableInstant,
  settledAt: nullableInstant,
  cancelledAt: nullableInstant,
  /** What the buyer got back so far (zero unless cancelled or refunded). */
  refunded: money,
  /** The seller's penalty for this order (late and cancelled), or null. */
  penalty: v.nullable(money),
  /** Where the buyer wants a refund: CREDITS (the default) or CARD (the card that paid). */
  refundTo: v.picklist(REFUND_DESTINATIONS),
  /** For the buyer: a card paid this order, so a refund may go back to it (`refundTo: 'CARD'`). */
  paidByCard: v.boolean(),
  /** A refund on its way to the card: pending, succeeded, or failed (then it stayed in the buyer's credits). */
  cardRefund: v.nullable(v.object({ state: v.picklist(['pending', 'succeeded', 'failed']), amount: money })),
  actions: list(v.picklist(ORDER_ACTIONS)),
  timeline: list(OrderTimelineEntrySchema),
  deliveryKind: v.nullable(v.picklist(['text', 'credentials', 'files'])),
  delivery: v.nullable(DeliveryViewSchema),
  /** Boosting orders: the booster's posts, oldest first. */
  progress: list(BoostProgressSchema),
  dispute: v.nullable(DisputeViewSchema),
  review: v.nullable(ReviewViewSchema),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const OrderPublication = ddpPublication('order', 'orderDetails', OrderDetailSchema);
/** The `order` publication's params. */
export const OrderPublicationParams = v.tuple([v.object({ orderId: methodId })]);

/** One open dispute as the staff's queue lists it (id = the order id), soonest deadline first by `answerDueAt`, then `openedAt`. */
export const DisputeQueueEntrySchema = v.object({
  orderId: v.string(),
  title: v.string(),
  productType: v.string(),
  state: v.picklist(ORDER_STATES),
  buyerName: v.string(),
  sellerName: v.string(),
  total: money,
  reason: v.picklist(DISPUTE_REASONS),
  openedAt: instant,
  answerDueAt: nullableInstant,
  sellerAnswered: v.boolean(),
  messages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DisputeQueueEntry = v.InferOutput<typeof DisputeQueueEntrySchema>;

/** `disputeQueue`: every open dispute, for staff with DISPUTE or ADMIN (anyone else: an empty, ready feed). */
export const DisputeQueuePublication = ddpPublication('disputeQueue', 'disputeQueue', DisputeQueueEntrySchema);
export const DisputeQueueParams = NoParams;
