import * as v from 'valibot';
import { slug } from '../shared/index.ts';

/*
 * The offer a seller writes: one schema that the create-offer form checks as
 * the seller types and the server checks again on every write, so both name
 * the same field with the same message. Prices are USD cents (the listing's
 * currency); the server recomputes everything derived from them.
 */

/** How soon the seller promises delivery; the listing's delivery filter and card read these. */
export const DELIVERY_DURATIONS = ['INSTANT', '1H', '6H', '24H', '3D'] as const;
/** How a buyer buys: by quantity (DEFAULT), once without a stock count (ONE_TIME), or for a profile (PROFILE, never with a service option). */
export const PURCHASE_BEHAVIORS = ['DEFAULT', 'ONE_TIME', 'PROFILE'] as const;

export const OFFER_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 4000,
  /** $10,000,000 in cents: far inside the checkout's own bound. */
  priceMaxMinor: 1_000_000_000,
  stockMax: 1_000_000,
  servicesMax: 20,
  tagValuesMax: 20,
  imagesMax: 8,
} as const;

/** An image uploaded through POST /api/media/uploads, by the `src` it answered (`media/{key}`). */
export const offerImageSrc = v.pipe(v.string(), v.regex(/^media\/[0-9a-f]{32}$/, 'must be an image uploaded here'));

const wholeBetween = (min: number, max: number) => v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));
const percent = v.pipe(v.number('must be a number'), v.minValue(0, 'must be at least 0'), v.maxValue(100, 'must be at most 100'));

// Control characters other than line breaks and tabs have no place in text a buyer reads.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plainText = (min: number, max: number) =>
  v.pipe(
    v.string('is required'),
    v.transform((text) => text.replace(/\r\n?/g, '\n').trim()),
    v.minLength(min, min === 0 ? '' : `must be at least ${min} characters`),
    v.maxLength(max, `must be at most ${max} characters`),
    v.check((text) => !CONTROL.test(text), 'must be plain text'),
  );

/** The volume discount (spec §3): from `min` % at `start` units rising to `max` % at `end` units and beyond. */
export const OfferVolumeDiscountSchema = v.pipe(
  v.object({ start: wholeBetween(2, OFFER_LIMITS.stockMax), end: wholeBetween(2, OFFER_LIMITS.stockMax), min: percent, max: percent }),
  v.forward(
    v.check((tier) => tier.end >= tier.start, 'must be at least the start quantity'),
    ['end'],
  ),
  v.forward(
    v.check((tier) => tier.max >= tier.min, 'must be at least the starting discount'),
    ['max'],
  ),
);

/** A boost's service option (e.g. a rank to reach): what the buyer picks on the product page and how many of it one order may hold. */
export const ServiceOptionSchema = v.object({
  label: plainText(1, 80),
  maxQuantity: wholeBetween(1, OFFER_LIMITS.stockMax),
});

const tagValue = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64));

export const OfferInputSchema = v.pipe(
  v.object({
    gameType: slug,
    productType: slug,
    /** Smart-tag filter value → the tag value(s) the offer carries; checked against the game's filters by the server. */
    tags: v.pipe(v.record(v.pipe(v.string(), v.maxLength(64)), v.union([tagValue, v.pipe(v.array(tagValue), v.maxLength(OFFER_LIMITS.tagValuesMax))])), v.check((t) => Object.keys(t).length <= 30, 'too many filters')),
    platform: v.nullable(v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64))),
    title: plainText(OFFER_LIMITS.titleMin, OFFER_LIMITS.titleMax),
    description: plainText(0, OFFER_LIMITS.descriptionMax),
    /** Unit price, USD cents. */
    priceMinor: wholeBetween(1, OFFER_LIMITS.priceMaxMinor),
    quantity: wholeBetween(0, OFFER_LIMITS.stockMax),
    minQuantity: wholeBetween(1, OFFER_LIMITS.stockMax),
    /** Whether the buyer's quantity moves in steps of the minimum quantity. */
    incrementalQuantity: v.boolean(),
    volumeDiscount: v.nullable(OfferVolumeDiscountSchema),
    deliveryDuration: v.picklist(DELIVERY_DURATIONS, 'must be one of the delivery times'),
    purchaseBehavior: v.picklist(PURCHASE_BEHAVIORS, 'must be one of the purchase behaviours'),
    services: v.pipe(v.array(ServiceOptionSchema), v.maxLength(OFFER_LIMITS.servicesMax, `must hold at most ${OFFER_LIMITS.servicesMax} options`)),
    /** The first is the listing card's picture. */
    images: v.pipe(v.array(offerImageSrc), v.maxLength(OFFER_LIMITS.imagesMax, `must hold at most ${OFFER_LIMITS.imagesMax} images`)),
  }),
  v.forward(
    v.check((o) => o.purchaseBehavior === 'ONE_TIME' || o.quantity === 0 || o.minQuantity <= o.quantity, 'must not exceed the stock'),
    ['minQuantity'],
  ),
  v.forward(
    v.check((o) => o.volumeDiscount === null || o.volumeDiscount.start > o.minQuantity, 'must be above the minimum quantity'),
    ['volumeDiscount', 'start'],
  ),
  v.forward(
    v.check((o) => o.purchaseBehavior !== 'PROFILE' || o.services.length === 0, 'a profile offer has no service options'),
    ['services'],
  ),
);

/** An offer as written by the seller (after trimming). */
export type OfferInput = v.InferOutput<typeof OfferInputSchema>;
/** The form's raw values before parsing. */
export type OfferInputDraft = v.InferInput<typeof OfferInputSchema>;

/**
 * The schema's complaints as field path → first message, for a form that
 * shows each under its field (`volumeDiscount.start`, `title`).
 */
export function offerFieldErrors(input: unknown): Readonly<Record<string, string>> {
  const parsed = v.safeParse(OfferInputSchema, input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
