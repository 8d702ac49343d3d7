import * as v from 'valibot';
import { DeliveryInput, OrderStateAnswer, OrderWithIdSchema } from '../orders/index.ts';
import { OFFER_LIMITS, OfferInputSchema, OfferStateName, SellerOfferSchema } from '../offers/index.ts';
import { count, list, slug } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';

/*
 * The seller REST API under /api/v1 (issue 13 item 7): the same offer and
 * order schemas as the DDP methods, so the workspace, the API and the
 * OpenAPI document generated from these schemas never disagree.
 */

export const SELLER_API_BASE = '/api/v1';
/** Offers one bulk call may upsert. */
export const BULK_OFFERS_MAX = 1000;

export const OfferIdParams = v.object({ offerId: methodId });
export const OrderIdParams = v.object({ orderId: methodId });

const numberish = (min: number, max: number) =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number'), v.transform(Number))]), v.number(), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

/** GET /api/v1/offers: the key owner's offers, newest first, paged. */
export const OfferListQuery = v.object({
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(OFFER_LIMITS.titleMax))),
  state: v.optional(OfferStateName),
  gameType: v.optional(slug),
  productType: v.optional(slug),
  limit: v.optional(numberish(1, 100), 50),
  offset: v.optional(numberish(0, 1_000_000), 0),
});
export const OfferListAnswer = v.object({ offers: list(SellerOfferSchema), total: count });

/** One item of a bulk upsert: with `id` it replaces that offer of the key's owner, without it lists a new one. */
export const BulkOfferItem = v.object({ id: v.optional(methodId), offer: OfferInputSchema });
export const BulkOffersBody = v.object({
  offers: v.pipe(v.array(BulkOfferItem), v.minLength(1, 'must hold at least one offer'), v.maxLength(BULK_OFFERS_MAX, `must hold at most ${BULK_OFFERS_MAX} offers`)),
});
export type BulkOffersBody = v.InferOutput<typeof BulkOffersBody>;

/** What a bulk call did, in the order of the request: each item's offer id, or why it was refused. */
export const BulkOffersAnswer = v.object({
  created: count,
  updated: count,
  failed: list(v.object({ index: count, code: v.string(), message: v.string(), field: v.optional(v.string()) })),
  offers: list(v.object({ index: count, id: v.string(), state: OfferStateName })),
});
export type BulkOffersAnswer = v.InferOutput<typeof BulkOffersAnswer>;

/** POST/PUT body of one offer. */
export const OfferBody = v.object({ offer: OfferInputSchema });
export const DeletedAnswer = v.object({ id: v.string(), deleted: v.literal(true) });

/** GET /api/v1/orders: the orders the key's owner sold, newest first. */
export const OrderListAnswer = v.object({ orders: list(OrderWithIdSchema) });
export const DeliverBody = v.object({ delivery: DeliveryInput });
export { OrderWithIdSchema as SellerApiOrder, OrderStateAnswer as DeliverAnswer };
