import { ok, type Result } from 'neverthrow';
import type { DomainError } from '../shared/errors/index.ts';
import { USD } from '../shared/money/currency.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';
import { quoteCart, type CartQuote, type PricedProductType, type VolumeDiscountTier } from '../shopping/index.ts';

/** What pricing needs of an offer being written. */
export interface PricedOffer {
  /** Unit price before any volume discount, USD cents. */
  readonly priceMinor: number;
  readonly minQuantity: number;
  readonly volumeDiscount: VolumeDiscountTier | null;
}

/** The unit price a buyer pays at one quantity. */
export interface TierPrice {
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly discountPercent: number;
}

function quoteAt(offer: PricedOffer, quantity: number, productType: PricedProductType): Result<CartQuote, DomainError> {
  return quoteCart({
    lines: [
      {
        unitPrice: mustMoney(offer.priceMinor, USD),
        quantity,
        ...(offer.volumeDiscount === null ? {} : { volumeDiscount: offer.volumeDiscount }),
        productType,
      },
    ],
    currency: USD,
    rate: 1,
    igPlusActive: false,
  });
}

/**
 * The unit price at each point where the volume discount changes: the
 * minimum quantity, the tier's start, its midpoint and its end (where the
 * maximum discount is reached). Computed by the checkout's own `quoteCart`,
 * so the seller sees exactly what a buyer's cart will say.
 */
export function tierPrices(offer: PricedOffer, productType: PricedProductType): Result<readonly TierPrice[], DomainError> {
  const tier = offer.volumeDiscount;
  const points = tier === null ? [offer.minQuantity] : [offer.minQuantity, tier.start, Math.floor((tier.start + tier.end) / 2), tier.end];
  const quantities = [...new Set(points.filter((q) => q >= offer.minQuantity && q >= 1))].sort((a, b) => a - b);
  const rows: TierPrice[] = [];
  for (const quantity of quantities) {
    const quote = quoteAt(offer, quantity, productType);
    if (quote.isErr()) return quote.map(() => []);
    const line = quote.value.lines[0];
    if (line !== undefined) rows.push({ quantity, unitPrice: line.unitPrice, discountPercent: line.volumeDiscountPercent });
  }
  return ok(rows);
}

/** The quote a buyer sees for `quantity` units of the offer alone in a cart: subtotal, service fee, total (USD, no membership or coupon). */
export function buyerQuote(offer: PricedOffer, quantity: number, productType: PricedProductType): Result<CartQuote, DomainError> {
  return quoteAt(offer, Math.max(quantity, offer.minQuantity, 1), productType);
}
