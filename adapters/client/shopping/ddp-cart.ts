import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { AvailabilityRequest, CartChannel, CheckoutQuote, CheckoutQuoteRequest } from '../../../application/shopping/ports/cart-channel.ts';
import { domainError, ERROR_CODES, mustMoney, type AvailabilityResponse, type CurrencyCode, type DomainError } from '../../../domain/index.ts';

/** Anything that can call a DDP method (the storefront's `DdpAccountConnection`). */
export interface DdpCaller {
  call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>>;
}

const currency = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{3}$/),
  v.transform((code) => code as CurrencyCode),
);
const amount = v.pipe(
  v.object({ minor: v.pipe(v.number(), v.safeInteger()), currency }),
  v.transform(({ minor, currency: code }) => mustMoney(minor, code)),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const AvailabilitySchema = v.object({
  errors: v.array(v.object({ _id: v.string(), error: v.exactOptional(v.string()), maxQuantity: v.exactOptional(v.number()) })),
});

const QuoteSchema = v.object({
  currency,
  rate: v.pipe(v.number(), v.minValue(0)),
  fellBackToUsd: v.boolean(),
  igPlusActive: v.boolean(),
  lines: v.array(
    v.object({
      productId: v.string(),
      requestedQuantity: count,
      quantity: count,
      availability: v.picklist(['AVAILABLE', 'CLAMPED', 'PRODUCT_NOT_FOUND', 'PRODUCT_NOT_AVAILABLE']),
      maxQuantity: v.nullable(count),
      unitPrice: v.nullable(amount),
      lineTotal: v.nullable(amount),
      volumeDiscountPercent: v.number(),
    }),
  ),
  subtotal: amount,
  serviceFeePercent: v.number(),
  serviceFee: amount,
  membershipDiscount: amount,
  couponDiscount: amount,
  total: amount,
  coupon: v.variant('status', [
    v.object({ status: v.literal('none') }),
    v.object({ status: v.literal('valid'), code: v.string(), affiliate: v.boolean(), discountType: v.picklist(['FLAT', 'PERCENT']), amount: v.number() }),
    v.object({ status: v.literal('invalid'), code: v.string(), affiliate: v.boolean(), error: v.object({ code: v.picklist(ERROR_CODES), message: v.string() }) }),
  ]),
  purchasable: v.boolean(),
});

/** The answer checked against its schema; a server saying something else is a bug we report as INTERNAL. */
function checked<S extends v.GenericSchema>(method: string, schema: S, answer: unknown): Result<v.InferOutput<S>, DomainError> {
  const parsed = v.safeParse(schema, answer);
  if (parsed.success) return ok(parsed.output);
  return err(domainError('INTERNAL', `Unexpected answer from ${method}: ${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`));
}

/**
 * The cart's calls over the storefront's DDP channel. Requests are built
 * field by field, so nothing the UI happens to hold (a price from local
 * storage) ever travels to the server.
 */
export class DdpCartChannel implements CartChannel {
  constructor(private readonly ddp: DdpCaller) {}

  async checkAvailability(request: AvailabilityRequest): Promise<Result<AvailabilityResponse, DomainError>> {
    const params = { products: request.products.map((p) => ({ _id: p._id, quantity: p.quantity })), visitorId: request.visitorId };
    const answer = await this.ddp.call('checkCartAvailablity', params);
    return answer.andThen((value) => checked('checkCartAvailablity', AvailabilitySchema, value));
  }

  async quoteCheckout(request: CheckoutQuoteRequest): Promise<Result<CheckoutQuote, DomainError>> {
    const code = request.couponCode?.trim() ?? '';
    const params = {
      lines: request.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, ...(l.selectedServiceId === undefined ? {} : { selectedServiceId: l.selectedServiceId }) })),
      currency: request.currency,
      // The coupon code is sent only when non-empty (spec section 5).
      ...(code === '' ? {} : { couponCode: code, affiliate: request.affiliate ?? false }),
    };
    const answer = await this.ddp.call('checkoutQuote', params);
    return answer.andThen((value): Result<CheckoutQuote, DomainError> => checked('checkoutQuote', QuoteSchema, value));
  }
}
