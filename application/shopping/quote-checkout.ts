import { err, ok, type Result } from 'neverthrow';
import {
  COUPON_UNUSABLE_REASONS,
  currencyCode,
  domainError,
  mustMoney,
  requirePermission,
  USD,
  type Actor,
  type Coupon,
  type CurrencyCode,
  type DomainError,
  type QuoteLine,
} from '../../domain/index.ts';
import type { CheckoutCoupon, CheckoutQuote, CheckoutQuoteLine, CheckoutQuoteRequest } from '../../contracts/shopping/index.ts';
import type { RatesSource } from '../shared/ports/index.ts';
import type { BuyerMembership, ListingPrices, QuotableListing } from './ports/checkout-facts.ts';
import { PriceCart } from './price-cart.ts';
import { purchasableQuantity } from './check-cart-availability.ts';
import type { CouponByCode } from './coupon-by-code.ts';

/** Params of `checkoutQuote` as a client sends them: listings and quantities, never a price (contracts/shopping). */
export type QuoteCheckoutInput = CheckoutQuoteRequest;
/** One cart line as the checkout sends it: which listing, how many, and the chosen service. */
export type CheckoutLineRequest = QuoteCheckoutInput['lines'][number];

/** The server's authoritative quote, exactly as `checkoutQuote` answers it (contracts/shopping). */
export type CheckoutQuoteOutput = CheckoutQuote;
export type { CheckoutCoupon, CheckoutLineAvailability, CheckoutQuoteLine } from '../../contracts/shopping/index.ts';

/** The most lines one quote may carry (the same bound as the cart check). */
export const MAX_CHECKOUT_LINES = 100;

/** Why a cart with nothing in it cannot be quoted. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';

type Judged =
  | { readonly kind: 'priced'; readonly request: CheckoutLineRequest; readonly listing: QuotableListing; readonly quantity: number; readonly max: number }
  | { readonly kind: 'unavailable'; readonly request: CheckoutLineRequest; readonly error: 'PRODUCT_NOT_FOUND' | 'PRODUCT_NOT_AVAILABLE' };

/**
 * The line as the stock allows it now. Readings: a PROFILE listing drops the
 * selected service (spec section 5); listings have no stored service options
 * yet, so any other line naming a service is unavailable rather than priced
 * at a price the server cannot vouch for.
 */
function judge(request: CheckoutLineRequest, listing: QuotableListing | undefined): Judged {
  if (listing === undefined) return { kind: 'unavailable', request, error: 'PRODUCT_NOT_FOUND' };
  const max = purchasableQuantity(listing);
  const namesService = request.selectedServiceId !== undefined && listing.purchaseBehavior !== 'PROFILE';
  if (max === undefined || max < 1 || namesService) return { kind: 'unavailable', request, error: 'PRODUCT_NOT_AVAILABLE' };
  return { kind: 'priced', request, listing, quantity: Math.min(request.quantity, max), max };
}

function quoteLineOf(line: Extract<Judged, { kind: 'priced' }>): QuoteLine {
  const type = line.listing.productType;
  return {
    unitPrice: mustMoney(line.listing.priceMinor, USD),
    quantity: line.quantity,
    ...(line.listing.volumeDiscount === null ? {} : { volumeDiscount: line.listing.volumeDiscount }),
    productType: {
      value: type.value,
      ...(type.serviceFee === null ? {} : { serviceFee: type.serviceFee }),
      ...(type.netFeeMinor === null ? {} : { netFee: mustMoney(type.netFeeMinor, USD) }),
    },
  };
}

function couponOf(output: { readonly discountType: 'FLAT' | 'PERCENT'; readonly amount: number }): Coupon {
  return output.discountType === 'FLAT' ? { discountType: 'FLAT', amount: mustMoney(output.amount, USD) } : { discountType: 'PERCENT', amount: output.amount };
}

/**
 * `checkoutQuote`: what the buyer will pay, decided by the server alone.
 * The client names listings and quantities; the unit prices, volume-discount
 * tiers, product-type fees and stock come from the database, the ig-plus
 * flag from the caller's own record, the rate from the rates source and the
 * coupon from `CouponByCode`, and the domain's `quoteCart` does the sums.
 *
 * - Login required (401); an empty cart is refused (CART_EMPTY, 409); two
 *   lines for one listing are refused (400), as a cart holds one line per listing.
 * - A line asking for more than the stock is priced at the stock (CLAMPED);
 *   a missing or unsellable listing is left out of the sums and reported.
 * - A bad coupon does not fail the quote: it is reported invalid with the
 *   server's message (and, for a real code out of its dates or limits, the
 *   reason) and the quote is made without it.
 */
export class QuoteCheckout {
  private readonly priceCart: PriceCart;

  constructor(
    private readonly listings: ListingPrices,
    private readonly membership: BuyerMembership,
    rates: RatesSource,
    private readonly couponByCode: CouponByCode,
  ) {
    this.priceCart = new PriceCart(rates);
  }

  async execute(actor: Actor, input: QuoteCheckoutInput): Promise<Result<CheckoutQuoteOutput, DomainError>> {
    const user = requirePermission(actor, 'checkout.quote');
    if (user.isErr()) return err(user.error);
    const checked = this.check(input);
    if (checked.isErr()) return err(checked.error);
    const currency = checked.value;

    const igPlusActive = await this.membership.igPlusActiveOf(user.value);
    if (igPlusActive === undefined) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
    const byId = new Map((await this.listings.quotableListings(input.lines.map((l) => l.productId))).map((l) => [l.id, l]));
    const judged = input.lines.map((line) => judge(line, byId.get(line.productId)));
    const priced = judged.filter((j): j is Extract<Judged, { kind: 'priced' }> => j.kind === 'priced');

    const couponResult = await this.coupon(actor, input);
    if (couponResult.isErr()) return err(couponResult.error);
    const coupon = couponResult.value;

    const result = await this.priceCart.execute({
      lines: priced.map(quoteLineOf),
      wantedCurrency: currency,
      igPlusActive,
      ...(coupon.status === 'valid' ? { coupon: couponOf(coupon) } : {}),
    });
    if (result.isErr()) return err(result.error);
    const { quote, fellBackToUsd } = result.value;

    let next = 0;
    const lines = judged.map((j): CheckoutQuoteLine => {
      if (j.kind === 'unavailable') {
        return {
          productId: j.request.productId,
          requestedQuantity: j.request.quantity,
          quantity: 0,
          availability: j.error,
          maxQuantity: null,
          unitPrice: null,
          lineTotal: null,
          volumeDiscountPercent: 0,
        };
      }
      const q = quote.lines[next++];
      if (q === undefined) throw new Error('quoteCart returned fewer lines than it was given');
      return {
        productId: j.request.productId,
        requestedQuantity: j.request.quantity,
        quantity: j.quantity,
        availability: j.quantity < j.request.quantity ? 'CLAMPED' : 'AVAILABLE',
        maxQuantity: j.max,
        unitPrice: q.unitPrice,
        lineTotal: q.lineTotal,
        volumeDiscountPercent: q.volumeDiscountPercent,
      };
    });

    return ok({
      currency: quote.currency,
      rate: quote.rate,
      fellBackToUsd,
      igPlusActive,
      lines,
      subtotal: quote.subtotal,
      serviceFeePercent: quote.serviceFeePercent,
      serviceFee: quote.serviceFee,
      membershipDiscount: quote.membershipDiscount,
      couponDiscount: quote.couponDiscount,
      couponCapped: quote.couponCapped,
      couponBeforeCap: quote.couponBeforeCap,
      total: quote.total,
      coupon,
      purchasable: priced.length > 0,
    });
  }

  /** The input's own rules beyond its shape: a non-empty cart, bounded, one line per listing, whole quantities, a currency code. */
  private check(input: QuoteCheckoutInput): Result<CurrencyCode, DomainError> {
    if (input.lines.length === 0) return err(domainError('CART_EMPTY', CART_EMPTY_MESSAGE, { field: 'lines' }));
    if (input.lines.length > MAX_CHECKOUT_LINES) {
      return err(domainError('VALIDATION_FAILED', `A quote takes at most ${MAX_CHECKOUT_LINES} lines`, { field: 'lines', max: MAX_CHECKOUT_LINES }));
    }
    const seen = new Set<string>();
    for (const [i, line] of input.lines.entries()) {
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
        return err(domainError('QUANTITY_INVALID', 'Quantity must be a whole number of at least 1', { field: `lines.${i}.quantity` }));
      }
      if (seen.has(line.productId)) {
        return err(domainError('VALIDATION_FAILED', 'A cart holds one line per product', { field: `lines.${i}.productId` }));
      }
      seen.add(line.productId);
    }
    return currencyCode(input.currency);
  }

  /** The coupon's state; only a refusal of the code itself is reported in the answer, anything else fails the quote. */
  private async coupon(actor: Actor, input: QuoteCheckoutInput): Promise<Result<CheckoutCoupon, DomainError>> {
    const code = input.couponCode?.trim() ?? '';
    if (code === '') return ok({ status: 'none' });
    const affiliate = input.affiliate ?? false;
    const found = await this.couponByCode.execute(actor, { code, affiliate });
    if (found.isOk()) {
      return ok({ status: 'valid', code: found.value.code, affiliate, discountType: found.value.discountType, amount: found.value.amount });
    }
    const { code: errorCode, message, details } = found.error;
    if (errorCode === 'COUPON_INVALID' || errorCode === 'AFFILIATE_CODE_INVALID') {
      const reason = COUPON_UNUSABLE_REASONS.find((r) => r === details?.['reason']);
      return ok({ status: 'invalid', code, affiliate, error: { code: errorCode, message }, ...(reason === undefined ? {} : { reason }) });
    }
    return err(found.error);
  }
}
