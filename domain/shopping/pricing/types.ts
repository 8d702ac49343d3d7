import type { CurrencyCode } from '../../shared/money/currency.ts';
import type { Money } from '../../shared/money/money.ts';
import type { VolumeDiscountTier } from './volume-discount.ts';

/** What pricing needs of a product type: its own fee percent and net fee, when it has them. */
export interface PricedProductType {
  readonly value: string;
  /** Service fee percent (e.g. 9.5) used when the cart holds only this product. */
  readonly serviceFee?: number;
  /** Fixed fee in USD used when the cart holds only this product. */
  readonly netFee?: Money;
}

/** One cart line as pricing sees it. */
export interface QuoteLine {
  /** Unit price before any volume discount, in USD. */
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly volumeDiscount?: VolumeDiscountTier;
  readonly productType: PricedProductType;
}

/**
 * A coupon: a FLAT amount (Money in USD, or already in the display currency)
 * or a PERCENT (0–100) of subtotal + fee. Either way capped at the service fee
 * left after the membership discount.
 */
export type Coupon =
  | { readonly discountType: 'FLAT'; readonly amount: Money }
  | { readonly discountType: 'PERCENT'; readonly amount: number };

export interface QuoteInput {
  readonly lines: readonly QuoteLine[];
  /** Display currency; every Money of the quote is in it. */
  readonly currency: CurrencyCode;
  /** Units of `currency` per USD; 1 for USD. */
  readonly rate: number;
  readonly igPlusActive: boolean;
  readonly coupon?: Coupon;
}

/** One priced line of a quote. */
export interface QuotedLine {
  /** Unit price after the volume discount, converted once. */
  readonly unitPrice: Money;
  readonly quantity: number;
  /** unitPrice × quantity, so that the cart's 'each' and line prices always agree. */
  readonly lineTotal: Money;
  /** The volume discount applied, in percent (0 when none). */
  readonly volumeDiscountPercent: number;
}

/** The priced cart; every amount is in the display currency. */
export interface CartQuote {
  readonly currency: CurrencyCode;
  readonly rate: number;
  readonly lines: readonly QuotedLine[];
  readonly subtotal: Money;
  /** The fee percent that applied (9.5, or the single product type's own). */
  readonly serviceFeePercent: number;
  readonly serviceFee: Money;
  readonly membershipDiscount: Money;
  /** What the coupon takes off: at most the fee left after the membership discount. */
  readonly couponDiscount: Money;
  /** True when that cap cut the coupon below its own value (the buyer is told). */
  readonly couponCapped: boolean;
  /** The coupon's own value before the cap (equal to couponDiscount when not capped). */
  readonly couponBeforeCap: Money;
  /** subtotal + serviceFee − membershipDiscount − couponDiscount, exactly. */
  readonly total: Money;
}
