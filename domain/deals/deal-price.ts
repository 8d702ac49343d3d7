import type { Result } from 'neverthrow';
import type { DomainError } from '../shared/errors/index.ts';
import { USD } from '../shared/money/currency.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';
import { quoteCart, type PricedProductType } from '../shopping/index.ts';

export interface DealPrice {
  readonly unitPrice: Money;
  readonly quantity: number;
  readonly subtotal: Money;
  readonly fee: Money;
  readonly membershipDiscount: Money;
  readonly total: Money;
}

/**
 * What a deal costs the buyer, in USD: the seller's price is a unit price
 * like a listing's, and the fee and the membership discount are the
 * checkout's own (`quoteCart`, one line, no volume tier and no coupon), so a
 * custom offer or a request's offer costs what the same listing would.
 */
export function priceDeal(input: { readonly unitPriceMinor: number; readonly quantity: number; readonly productType: PricedProductType; readonly igPlusActive: boolean }): Result<DealPrice, DomainError> {
  return quoteCart({
    lines: [{ unitPrice: mustMoney(input.unitPriceMinor, USD), quantity: input.quantity, productType: input.productType }],
    currency: USD,
    rate: 1,
    igPlusActive: input.igPlusActive,
  }).map((q) => ({
    unitPrice: q.lines[0]?.unitPrice ?? mustMoney(input.unitPriceMinor, USD),
    quantity: input.quantity,
    subtotal: q.subtotal,
    fee: q.serviceFee,
    membershipDiscount: q.membershipDiscount,
    total: q.total,
  }));
}
