import type { Result } from 'neverthrow';
import type { CartChannel } from '../../../application/shopping/ports/cart-channel.ts';
import type { DomainError } from '../../../domain/index.ts';
import {
  CheckCartAvailabilityMethod,
  CheckoutQuoteMethod,
  GetCartMethod,
  type AvailabilityRequest,
  type CartAvailability,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type SavedCart,
} from '../../../contracts/shopping/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** Anything that can call a DDP method (the storefront's `DdpAccountConnection`). */
export type DdpCaller = DdpMethodCaller;

/**
 * The cart's calls over the storefront's DDP channel. Requests are built
 * field by field, so nothing the UI happens to hold (a price from local
 * storage) ever travels to the server; answers are checked against the
 * contracts the server's answers are declared by.
 */
export class DdpCartChannel implements CartChannel {
  constructor(private readonly ddp: DdpCaller) {}

  async checkAvailability(request: AvailabilityRequest): Promise<Result<CartAvailability, DomainError>> {
    const params: AvailabilityRequest = { products: request.products.map((p) => ({ _id: p._id, quantity: p.quantity })), visitorId: request.visitorId };
    return callMethod(this.ddp, CheckCartAvailabilityMethod, params);
  }

  async quoteCheckout(request: CheckoutQuoteRequest): Promise<Result<CheckoutQuote, DomainError>> {
    const code = request.couponCode?.trim() ?? '';
    const params: CheckoutQuoteRequest = {
      lines: request.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(l.selectedServiceId === undefined ? {} : { selectedServiceId: l.selectedServiceId }) })),
      currency: request.currency,
      // The coupon code is sent only when non-empty (spec section 5).
      ...(code === '' ? {} : { couponCode: code, affiliate: request.affiliate ?? false }),
    };
    return callMethod(this.ddp, CheckoutQuoteMethod, params);
  }

  /** A cart saved on the server (`getCart`), for /checkout/cart/{cartId}. */
  async savedCart(cartId: string): Promise<Result<SavedCart, DomainError>> {
    return callMethod(this.ddp, GetCartMethod, { cartId });
  }
}
