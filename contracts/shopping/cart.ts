import * as v from 'valibot';
import { COUPON_UNUSABLE_REASONS, ERROR_CODES } from '../../domain/index.ts';
import { count, currencyCode, ddpMethod, list, money, shortText, type Sendable } from '../shared/index.ts';
import { lineQuantity, methodId } from './fields.ts';

/*
 * The cart's methods: `checkCartAvailablity` (sic, its name on the wire),
 * `couponByCode` and `checkoutQuote`. Requests carry listings and quantities,
 * never a price: a price a client slips in is dropped unread.
 */

/** A line the server cannot fill: gone (PRODUCT_NOT_FOUND), unsellable (PRODUCT_NOT_AVAILABLE). */
export const LINE_ERRORS = ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_AVAILABLE'] as const;

const AvailabilityParams = v.tuple([
  v.object({
    products: v.pipe(v.array(v.object({ _id: methodId, quantity: lineQuantity })), v.maxLength(100), v.readonly()),
    /** The visitor's id; accepted for the wire format, the answer does not depend on who asks. */
    visitorId: v.optional(shortText(128), ''),
  }),
]);

/** A line with a problem: gone or unsellable (`error`), or asking for more than can be bought (`maxQuantity`). */
const CartLineIssueSchema = v.object({
  _id: v.string(),
  error: v.exactOptional(v.picklist(LINE_ERRORS)),
  maxQuantity: v.exactOptional(count),
});

/** Only lines with a problem, in cart order (domain `reconcileAvailability` reads it). */
const CartAvailabilitySchema = v.object({ errors: list(CartLineIssueSchema) });

export const CheckCartAvailabilityMethod = ddpMethod('checkCartAvailablity', AvailabilityParams, CartAvailabilitySchema);
/** What the availability check sends: each line's listing and quantity. */
export type AvailabilityRequest = Sendable<v.InferInput<typeof AvailabilityParams>[0]>;
/** The params as the server has them once checked (`visitorId` defaults to ''). */
export type CheckCartAvailabilityParams = v.InferOutput<typeof AvailabilityParams>[0];
export type CartLineIssue = v.InferOutput<typeof CartLineIssueSchema>;
export type CartAvailability = v.InferOutput<typeof CartAvailabilitySchema>;

const DISCOUNT_TYPES = ['FLAT', 'PERCENT'] as const;

const CouponParams = v.tuple([
  v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(64)), affiliate: v.optional(v.boolean(), false) }),
]);

/** A usable coupon: `amount` is USD cents for FLAT and a percent (0–100) for PERCENT. */
const CouponSchema = v.object({ code: v.string(), discountType: v.picklist(DISCOUNT_TYPES), amount: v.number() });

export const CouponByCodeMethod = ddpMethod('couponByCode', CouponParams, CouponSchema);
export type CouponByCodeParams = v.InferOutput<typeof CouponParams>[0];
export type Coupon = v.InferOutput<typeof CouponSchema>;

const QuoteParams = v.tuple([
  v.object({
    lines: v.pipe(v.array(v.object({ productId: methodId, quantity: lineQuantity, selectedServiceId: v.optional(methodId) })), v.maxLength(100), v.readonly()),
    /** The display currency wanted; one without a known rate falls back to USD. */
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')),
    /** Sent only when the buyer typed one (or carries an affiliate code). */
    couponCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    /** Whether `couponCode` is an affiliate code (from the affiliate cookie) rather than a typed coupon. */
    affiliate: v.optional(v.boolean(), false),
  }),
]);

/**
 * What the server makes of a line: bought as asked (AVAILABLE), bought with
 * fewer units because the stock is lower (CLAMPED, `maxQuantity` says how
 * many), or not bought at all (PRODUCT_NOT_FOUND, PRODUCT_NOT_AVAILABLE).
 */
export const CHECKOUT_LINE_AVAILABILITY = ['AVAILABLE', 'CLAMPED', ...LINE_ERRORS] as const;

/** One line of the quote, in the order of the request. */
const CheckoutQuoteLineSchema = v.object({
  productId: v.string(),
  requestedQuantity: count,
  /** The units priced: the request clamped to the stock; 0 when the line is unavailable. */
  quantity: count,
  availability: v.picklist(CHECKOUT_LINE_AVAILABILITY),
  /** The most units the line may hold now; null when it cannot be bought. */
  maxQuantity: v.nullable(count),
  /** The stored unit price after the volume discount, converted once; null when unavailable. */
  unitPrice: v.nullable(money),
  lineTotal: v.nullable(money),
  volumeDiscountPercent: v.number(),
});

/** The coupon as the server judged it (spec section 4 'Coupon state': valid, invalid or none). */
const CheckoutCouponSchema = v.variant('status', [
  v.object({ status: v.literal('none') }),
  v.object({
    status: v.literal('valid'),
    code: v.string(),
    affiliate: v.boolean(),
    discountType: v.picklist(DISCOUNT_TYPES),
    /** USD cents for FLAT, a percent for PERCENT. */
    amount: v.number(),
  }),
  v.object({
    status: v.literal('invalid'),
    code: v.string(),
    affiliate: v.boolean(),
    /** The server's refusal, which the storefront shows as a toast (spec section 8). */
    error: v.object({ code: v.picklist(ERROR_CODES), message: v.string() }),
    /** Set when a real code is out of its dates or past its limits; the storefront words each reason itself. */
    reason: v.exactOptional(v.picklist(COUPON_UNUSABLE_REASONS)),
  }),
]);

/** The server's authoritative quote: the domain's `quoteCart` over stored prices, with availability and the coupon's state. */
const CheckoutQuoteSchema = v.object({
  currency: currencyCode,
  rate: v.pipe(v.number(), v.minValue(0)),
  /** True when the wanted currency had no rate and the quote is in USD. */
  fellBackToUsd: v.boolean(),
  /** The caller's own membership, read from their record. */
  igPlusActive: v.boolean(),
  lines: list(CheckoutQuoteLineSchema),
  subtotal: money,
  serviceFeePercent: v.number(),
  serviceFee: money,
  membershipDiscount: money,
  /** What the coupon takes off: never more than the service fee left after the membership discount. */
  couponDiscount: money,
  /** True when that cap cut the coupon below its own value; the checkout tells the buyer. */
  couponCapped: v.boolean(),
  /** The coupon's own value before the cap (equal to couponDiscount when not capped). */
  couponBeforeCap: money,
  /** subtotal + serviceFee − membershipDiscount − couponDiscount. */
  total: money,
  coupon: CheckoutCouponSchema,
  /** Whether at least one line can be bought; checkout must not go on otherwise. */
  purchasable: v.boolean(),
});

export const CheckoutQuoteMethod = ddpMethod('checkoutQuote', QuoteParams, CheckoutQuoteSchema);
/** What the checkout asks the server to price: listings and quantities, never a price. */
export type CheckoutQuoteRequest = Sendable<v.InferInput<typeof QuoteParams>[0]>;
/** The params as the server has them once checked (`affiliate` defaults to false). */
export type CheckoutQuoteParams = v.InferOutput<typeof QuoteParams>[0];
export type CheckoutQuote = v.InferOutput<typeof CheckoutQuoteSchema>;
export type CheckoutQuoteLine = v.InferOutput<typeof CheckoutQuoteLineSchema>;
export type CheckoutCoupon = v.InferOutput<typeof CheckoutCouponSchema>;
export type CheckoutLineAvailability = CheckoutQuoteLine['availability'];
