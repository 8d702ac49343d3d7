import type { Result } from 'neverthrow';
import type { AvailabilityResponse, DomainError } from '../../../domain/index.ts';
import type { CheckoutQuoteOutput, QuoteCheckoutInput } from '../quote-checkout.ts';

/** What the availability check sends: each line's listing and quantity (spec section 7 `checkCartAvailablity`). */
export interface AvailabilityRequest {
  readonly products: readonly { readonly _id: string; readonly quantity: number }[];
  readonly visitorId: string;
}

/** What the checkout asks the server to price: listings and quantities, never a price. */
export type CheckoutQuoteRequest = QuoteCheckoutInput;

/** The server's quote, exactly as `checkoutQuote` answers it. */
export type CheckoutQuote = CheckoutQuoteOutput;

/**
 * The cart's calls to the server (the browser side): the availability check
 * the cart runs after each change, and the authoritative checkout quote.
 */
export interface CartChannel {
  checkAvailability(request: AvailabilityRequest): Promise<Result<AvailabilityResponse, DomainError>>;
  quoteCheckout(request: CheckoutQuoteRequest): Promise<Result<CheckoutQuote, DomainError>>;
}

/** How the storefront talks to a native app around its web view (spec section 7 'Mobile messages'). */
export type HostAppMessage =
  | { readonly type: 'cart-remove'; readonly productId: string }
  | { readonly type: 'cart-quantity-change'; readonly productId: string; readonly quantity: number };
