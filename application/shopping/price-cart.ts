import type { Result } from 'neverthrow';
import { quoteCart, resolveCurrency, type CartQuote, type CurrencyCode, type DomainError, type QuoteInput } from '../../domain/index.ts';
import type { RatesSource } from '../shared/ports/index.ts';

export interface PriceCartRequest {
  readonly lines: QuoteInput['lines'];
  readonly wantedCurrency?: CurrencyCode;
  readonly igPlusActive: boolean;
  readonly coupon?: QuoteInput['coupon'];
}

export interface PricedCart {
  readonly quote: CartQuote;
  /** True when the wanted currency had no rate and the quote is in USD; the UI resets its selection. */
  readonly fellBackToUsd: boolean;
}

/**
 * Quotes a cart in the buyer's currency at the current rates. The same use
 * case runs in the browser and on the server, so both show the same numbers.
 */
export class PriceCart {
  constructor(private readonly rates: RatesSource) {}

  async execute(request: PriceCartRequest): Promise<Result<PricedCart, DomainError>> {
    const resolved = resolveCurrency(request.wantedCurrency, await this.rates.currentRates());
    return quoteCart({
      lines: request.lines,
      currency: resolved.currency,
      rate: resolved.rate,
      igPlusActive: request.igPlusActive,
      ...(request.coupon === undefined ? {} : { coupon: request.coupon }),
    }).map((quote) => ({ quote, fellBackToUsd: resolved.fellBackToUsd }));
  }
}
