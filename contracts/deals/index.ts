import * as v from 'valibot';
import { CUSTOM_OFFER_EXPIRY_HOURS, CUSTOM_OFFER_STATES, REQUEST_DEADLINE_DAYS, REQUEST_OFFER_STATES, REQUEST_STATES } from '../../domain/index.ts';
import { recordId } from '../catalog/index.ts';
import { DELIVERY_DURATIONS } from '../offers/index.ts';
import { CHECKOUT_PAYMENT_METHODS } from '../orders/index.ts';
import { cardNumber, StartedPaymentSchema } from '../payments/index.ts';
import { count, ddpMethod, ddpPublication, idempotencyKey, list, money, positiveMinor } from '../shared/index.ts';

/*
 * Deals on the wire: a seller's custom offer in a conversation
 * (`sendOffer`, `answerOffer`, `withdrawOffer`, the `customOffers`
 * publication) and buyers' requests (`createRequest`, `answerRequest`,
 * `acceptRequestOffer`, `cancelRequest`; `myRequests`, `requestBoard` and
 * `request` publications). Prices are USD cents: `unitPriceMinor` per unit
 * of a custom offer, `priceMinor` for a whole request.
 */

const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id'));
const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min, `must be at least ${min} characters`), v.maxLength(max, `must be at most ${max} characters`));
const hours = v.pipe(v.number(), v.integer(), v.minValue(CUSTOM_OFFER_EXPIRY_HOURS.min), v.maxValue(CUSTOM_OFFER_EXPIRY_HOURS.max, `must be at most ${CUSTOM_OFFER_EXPIRY_HOURS.max} hours`));
const days = v.pipe(v.number(), v.integer(), v.minValue(REQUEST_DEADLINE_DAYS.min), v.maxValue(REQUEST_DEADLINE_DAYS.max, `must be at most ${REQUEST_DEADLINE_DAYS.max} days`));

export const SendOfferParams = v.object({
  conversationId: id,
  gameType: recordId,
  productType: recordId,
  title: text(3, 120),
  description: v.optional(text(0, 2000)),
  unitPriceMinor: positiveMinor,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  deliveryDuration: v.picklist(DELIVERY_DURATIONS),
  expiresInHours: v.optional(hours, CUSTOM_OFFER_EXPIRY_HOURS.default),
});

/** The buyer's side of a custom offer: its price as the server works it out for them. */
export const DealPriceSchema = v.object({ subtotal: money, fee: money, membershipDiscount: money, total: money });

export const CustomOfferSchema = v.object({
  id: v.string(),
  conversationId: v.string(),
  sellerId: v.string(),
  buyerId: v.string(),
  gameType: v.string(),
  productType: v.string(),
  title: v.string(),
  description: v.string(),
  unitPriceMinor: count,
  quantity: count,
  deliveryDuration: v.string(),
  state: v.picklist(CUSTOM_OFFER_STATES),
  expiresAt: v.string(),
  orderGroupId: v.nullable(v.string()),
  createdAt: v.string(),
  price: v.nullable(DealPriceSchema),
});
export type CustomOfferView = v.InferOutput<typeof CustomOfferSchema>;

/** `sendOffer`: a seller's custom offer to the other party of their conversation. */
export const SendOfferMethod = ddpMethod('sendOffer', v.tuple([SendOfferParams]), CustomOfferSchema);

/** `answerOffer({ offerId, accept })`: accepting places the order at the seller's price and pays it (credits by default). */
export const AnswerOfferMethod = ddpMethod(
  'answerOffer',
  v.tuple([
    v.object({
      offerId: id,
      accept: v.boolean(),
      paymentMethod: v.optional(v.picklist(CHECKOUT_PAYMENT_METHODS), 'CREDITS'),
      card: v.optional(cardNumber),
      idempotencyKey: v.optional(idempotencyKey),
    }),
  ]),
  v.object({
    offerId: v.string(),
    state: v.picklist(CUSTOM_OFFER_STATES),
    order: v.optional(v.object({ orderGroupId: v.string(), orderIds: list(v.string()), total: money, payment: StartedPaymentSchema })),
  }),
);

export const WithdrawOfferMethod = ddpMethod('withdrawOffer', v.tuple([v.object({ offerId: id })]), v.object({ offerId: v.string(), state: v.picklist(CUSTOM_OFFER_STATES) }));

/** The offers of one conversation, newest first, live. */
export const CustomOffersPublication = ddpPublication('customOffers', 'customOffers', CustomOfferSchema);
export const CustomOffersParams = v.tuple([v.object({ conversationId: id })]);

const Party = v.nullable(v.object({ id: v.string(), username: v.string(), slug: v.string(), rating: v.number() }));

export const RequestOfferSchema = v.object({
  id: v.string(),
  requestId: v.string(),
  sellerId: v.string(),
  seller: Party,
  priceMinor: count,
  deliveryDuration: v.string(),
  message: v.string(),
  state: v.picklist(REQUEST_OFFER_STATES),
  createdAt: v.string(),
});

export const RequestSchema = v.object({
  id: v.string(),
  buyerId: v.string(),
  buyer: Party,
  gameType: v.string(),
  productType: v.string(),
  title: v.string(),
  description: v.string(),
  budgetMinor: count,
  currency: v.string(),
  deadline: v.string(),
  state: v.picklist(REQUEST_STATES),
  orderId: v.nullable(v.string()),
  offerCount: count,
  createdAt: v.string(),
});
export type RequestView = v.InferOutput<typeof RequestSchema>;

/** One request's page: the offers the reader may see (all for its buyer, their own for a seller) and the reader's role. */
export const RequestDetailSchema = v.object({ ...RequestSchema.entries, offers: list(RequestOfferSchema), role: v.picklist(['buyer', 'seller', 'visitor']) });
export type RequestDetailView = v.InferOutput<typeof RequestDetailSchema>;

export const CreateRequestMethod = ddpMethod(
  'createRequest',
  v.tuple([
    v.object({
      gameType: recordId,
      productType: recordId,
      title: text(3, 120),
      description: text(10, 4000),
      budgetMinor: positiveMinor,
      deadlineDays: days,
      idempotencyKey,
    }),
  ]),
  RequestSchema,
);

export const AnswerRequestMethod = ddpMethod(
  'answerRequest',
  v.tuple([v.object({ requestId: id, priceMinor: positiveMinor, deliveryDuration: v.picklist(DELIVERY_DURATIONS), message: text(1, 2000) })]),
  RequestOfferSchema,
);

export const AcceptRequestOfferMethod = ddpMethod(
  'acceptRequestOffer',
  v.tuple([v.object({ requestId: id, offerId: id, idempotencyKey: v.optional(idempotencyKey) })]),
  v.object({ requestId: v.string(), orderId: v.string(), orderGroupId: v.string() }),
);

export const CancelRequestMethod = ddpMethod('cancelRequest', v.tuple([v.object({ requestId: id })]), RequestSchema);

/** `getRequest`: one request's page for a server render or a visitor. */
export const GetRequestMethod = ddpMethod('getRequest', v.tuple([v.object({ requestId: id })]), RequestDetailSchema);

export const MyRequestsPublication = ddpPublication('myRequests', 'myRequests', RequestSchema);
export const RequestBoardPublication = ddpPublication('requestBoard', 'requestBoard', RequestSchema);
export const RequestBoardParams = v.union([v.strictTuple([]), v.tuple([v.optional(v.object({ gameType: v.optional(recordId) }))])]);
export const RequestPublication = ddpPublication('request', 'request', RequestDetailSchema);
export const RequestPublicationParams = v.tuple([v.object({ requestId: id })]);
