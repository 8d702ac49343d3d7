import * as v from 'valibot';
import { OFFER_ACTIONS, OFFER_STATE_LABELS } from '../../domain/index.ts';
import { count, ddpMethod, list, slug } from '../shared/index.ts';
import { methodId } from '../shopping/index.ts';
import { DELIVERY_DURATIONS, OFFER_LIMITS, OfferInputSchema, PURCHASE_BEHAVIORS } from './offer-form.ts';

/*
 * The seller's offers on the wire. Every method acts on the caller's own
 * offers only (another seller's id answers OFFER_NOT_FOUND, as an unknown
 * one does), needs `offer.manage` (SELLER, BULK_SELLER), and reaches the
 * public listing through the search index before it answers.
 */

const STATE_NAMES = Object.values(OFFER_STATE_LABELS).filter((s) => s !== 'deleted') as readonly Exclude<(typeof OFFER_STATE_LABELS)[keyof typeof OFFER_STATE_LABELS], 'deleted'>[];
/** The states a seller sees: active, paused, soldOut, underReview, removed. */
export const OfferStateName = v.picklist(STATE_NAMES);

/** An offer as its seller sees it in the workspace. */
export const SellerOfferSchema = v.object({
  id: v.string(),
  gameType: v.string(),
  productType: v.string(),
  tags: v.record(v.string(), v.union([v.string(), list(v.string())])),
  platform: v.nullable(v.string()),
  title: v.string(),
  description: v.string(),
  priceMinor: count,
  quantity: count,
  minQuantity: count,
  incrementalQuantity: v.boolean(),
  volumeDiscount: v.nullable(v.object({ start: count, end: count, min: v.number(), max: v.number() })),
  deliveryDuration: v.picklist(DELIVERY_DURATIONS),
  purchaseBehavior: v.picklist(PURCHASE_BEHAVIORS),
  services: list(v.object({ label: v.string(), maxQuantity: count })),
  images: list(v.string()),
  state: OfferStateName,
  /** Why staff removed the offer (shown to its seller); null otherwise. */
  staffReason: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SellerOffer = v.InferOutput<typeof SellerOfferSchema>;

const offerRef = v.object({ offerId: methodId });

/** `createOffer`: lists a new offer, live at once when it has stock. */
export const CreateOfferMethod = ddpMethod('createOffer', v.tuple([v.object({ offer: OfferInputSchema })]), SellerOfferSchema);
export type CreateOfferParams = v.InferOutput<typeof CreateOfferMethod.params>[0];

/** `updateOffer`: replaces every field the seller writes; the state follows the new stock unless paused or under review. */
export const UpdateOfferMethod = ddpMethod('updateOffer', v.tuple([v.object({ offerId: methodId, offer: OfferInputSchema })]), SellerOfferSchema);
export type UpdateOfferParams = v.InferOutput<typeof UpdateOfferMethod.params>[0];

/** `duplicateOffer`: a copy of one's own offer, paused, so two identical offers never go live by one click. */
export const DuplicateOfferMethod = ddpMethod('duplicateOffer', v.tuple([offerRef]), SellerOfferSchema);

/** `editOfferPriceStock`: the inline edit of the offers table; at least one of the two. */
export const EditOfferPriceStockMethod = ddpMethod(
  'editOfferPriceStock',
  v.tuple([
    v.pipe(
      v.object({
        offerId: methodId,
        priceMinor: v.optional(OfferInputSchema.entries.priceMinor),
        quantity: v.optional(OfferInputSchema.entries.quantity),
      }),
      v.check((p) => p.priceMinor !== undefined || p.quantity !== undefined, 'must change the price or the stock'),
    ),
  ]),
  SellerOfferSchema,
);
export type EditOfferPriceStockParams = v.InferOutput<typeof EditOfferPriceStockMethod.params>[0];

/** `changeOffersState`: pause, resume or delete up to 100 offers; each that cannot change is named with its code. */
export const ChangeOffersStateMethod = ddpMethod(
  'changeOffersState',
  v.tuple([
    v.object({
      offerIds: v.pipe(v.array(methodId), v.minLength(1, 'must name at least one offer'), v.maxLength(100, 'must name at most 100 offers'), v.readonly()),
      action: v.picklist(OFFER_ACTIONS),
    }),
  ]),
  v.object({
    changed: list(SellerOfferSchema),
    /** The ids of deleted offers (no longer shown). */
    deleted: list(v.string()),
    failed: list(v.object({ offerId: v.string(), code: v.string(), message: v.string() })),
  }),
);
export type ChangeOffersStateParams = v.InferOutput<typeof ChangeOffersStateMethod.params>[0];
export type ChangeOffersStateAnswer = v.InferOutput<typeof ChangeOffersStateMethod.result>;

/** `myOffers`: the caller's offers, newest first, searched by title and filtered by state, game and product type. */
export const MyOffersMethod = ddpMethod(
  'myOffers',
  v.tuple([
    v.object({
      text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(OFFER_LIMITS.titleMax))),
      state: v.optional(OfferStateName),
      gameType: v.optional(slug),
      productType: v.optional(slug),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 50),
      offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
    }),
  ]),
  v.object({ offers: list(SellerOfferSchema), total: count }),
);
export type MyOffersParams = v.InferOutput<typeof MyOffersMethod.params>[0];
export type MyOffersAnswer = v.InferOutput<typeof MyOffersMethod.result>;

/** `getMyOffer`: one of the caller's offers, for the edit form. */
export const GetMyOfferMethod = ddpMethod('getMyOffer', v.tuple([offerRef]), SellerOfferSchema);
