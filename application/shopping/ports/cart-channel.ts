import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { AvailabilityRequest, CartAvailability, CheckoutQuote, CheckoutQuoteRequest } from '../../../contracts/shopping/index.ts';

/**
 * The wire's own types (contracts/shopping): what the availability check
 * sends (`checkCartAvailablity`, spec section 7) and answers, what the
 * checkout asks the server to price (listings and quantities, never a price)
 * and the quote exactly as `checkoutQuote` answers it.
 */
export type { AvailabilityRequest, CartAvailability, CheckoutQuote, CheckoutQuoteRequest } from '../../../contracts/shopping/index.ts';

/**
 * The cart's calls to the server (the browser side): the availability check
 * the cart runs after each change, and the authoritative checkout quote.
 */
export interface CartChannel {
  checkAvailability(request: AvailabilityRequest): Promise<Result<CartAvailability, DomainError>>;
  quoteCheckout(request: CheckoutQuoteRequest): Promise<Result<CheckoutQuote, DomainError>>;
}

/** How the storefront talks to a native app around its web view (spec section 7 'Mobile messages'). */
export type HostAppMessage =
  | { readonly type: 'cart-remove'; readonly productId: string }
  | { readonly type: 'cart-quantity-change'; readonly productId: string; readonly quantity: number };
