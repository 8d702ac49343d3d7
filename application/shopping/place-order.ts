import { createHash } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { currencyCode, domainError, mustMoney, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { PlaceOrderAnswer, PlaceOrderParams } from '../../contracts/orders/index.ts';
import type { CreateOrderGroup, PricedOrderLine } from '../orders/index.ts';
import type { StartPayment } from '../payments/index.ts';
import type { Clock, Idempotency, UnitOfWork } from '../shared/ports/index.ts';
import type { CouponRedemptions, OrderLineFacts } from './ports/index.ts';
import type { CheckoutQuoteOutput, QuoteCheckout } from './quote-checkout.ts';

/** The params that make a `placeOrder` call the same call: everything but the key, digested (a card number is never stored). */
function fingerprintOf(params: PlaceOrderParams): string {
  const { idempotencyKey: _key, ...rest } = params;
  const canonical = JSON.stringify([rest.lines.map((l) => [l.productId, l.quantity]), rest.couponCode ?? null, rest.currency, rest.paymentMethod, rest.card ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Attributes the placed group to an affiliate (the affiliate programme), in the checkout's unit of work. */
export interface OrderAttribution {
  attributeOrderGroup(p: { buyerId: string; orderGroupId: string; enteredCode: string | null; cookieCode: string | null }): Promise<void>;
}

const outOfStock = (productId: string) => err(domainError('OUT_OF_STOCK', 'This offer does not have that many units left', { productId, field: 'lines' }));

/**
 * `placeOrder`: the checkout for real. Once per idempotency key (the first
 * answer is replayed to every retry; another payload with that key is
 * IDEMPOTENCY_KEY_REUSED), in one unit of work:
 *
 * 1. re-prices the cart with `checkoutQuote`'s own use case — never a client
 *    number; a line that is gone, unsellable or short of stock is
 *    OUT_OF_STOCK naming its productId (never silently fewer), a coupon the
 *    quote refuses is COUPON_INVALID;
 * 2. reserves the stock and creates the order group, one order per line, in
 *    `pending_payment` with its 15-minute expiry (orders' `CreateOrderGroup`);
 * 3. redeems the coupon (its limits hold under concurrency) and attributes
 *    the group to an affiliate (the entered code's owner, else the
 *    `affiliateCode` cookie's);
 * 4. starts the payment. `succeeded`: the checkout's payment listener has
 *    already paid the group into escrow; `requires_action` / `pending`: the
 *    group waits for the payment or its expiry. A decline, missing credits or
 *    any failure rolls everything back: no order, no stock taken.
 */
export class PlaceOrder {
  constructor(
    private readonly quote: QuoteCheckout,
    private readonly facts: OrderLineFacts,
    private readonly createGroup: CreateOrderGroup,
    private readonly coupons: CouponRedemptions,
    private readonly payments: StartPayment,
    private readonly idempotency: Idempotency,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly attribution?: OrderAttribution,
  ) {}

  async execute(actor: Actor, params: PlaceOrderParams): Promise<Result<PlaceOrderAnswer, DomainError>> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const call = { scope: `placeOrder:${user.value}`, key: params.idempotencyKey, fingerprint: fingerprintOf(params) };
    return this.idempotency.once(call, () => this.uow.run(() => this.place(actor, user.value, params)));
  }

  private async place(actor: Actor, buyerId: string, params: PlaceOrderParams): Promise<Result<PlaceOrderAnswer, DomainError>> {
    const couponCode = params.couponCode?.trim() ?? '';
    const quoted = await this.quote.execute(actor, { lines: params.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })), currency: params.currency, ...(couponCode === '' ? {} : { couponCode }) });
    if (quoted.isErr()) return err(quoted.error);
    const quote = quoted.value;
    if (quote.coupon.status === 'invalid') return err(domainError(quote.coupon.error.code, quote.coupon.error.message, { field: 'couponCode' }));

    const lines = await this.pricedLines(quote);
    if (lines.isErr()) return err(lines.error);
    const currency = currencyCode(quote.currency);
    if (currency.isErr()) return err(currency.error);

    const now = this.clock.now();
    const created = await this.createGroup.execute({
      buyerId,
      currency: currency.value,
      lines: lines.value,
      fee: quote.serviceFee,
      membershipDiscount: quote.membershipDiscount,
      couponDiscount: quote.couponDiscount,
      couponCode: quote.coupon.status === 'valid' ? quote.coupon.code : null,
      now,
    });
    if (created.isErr()) return err(created.error);
    const { group, orders } = created.value;

    if (quote.coupon.status === 'valid') {
      const redeemed = await this.coupons.redeem({ code: quote.coupon.code, userId: buyerId, orderGroupId: group.id, now });
      if (redeemed.isErr()) return err(redeemed.error);
    }

    // The affiliate: the owner of the code entered, else of the cookie's (the last link clicked), never the buyer.
    await this.attribution?.attributeOrderGroup({
      buyerId,
      orderGroupId: group.id,
      enteredCode: quote.coupon.status === 'valid' ? quote.coupon.code : null,
      cookieCode: params.affiliateCode ?? null,
    });

    const payment = await this.payments.execute(actor, {
      purpose: { kind: 'ORDER_GROUP', orderGroupId: group.id },
      amount: group.total,
      method: params.paymentMethod,
      ...(params.card === undefined ? {} : { card: params.card }),
      idempotencyKey: `placeOrder:${buyerId}:${params.idempotencyKey}`,
    });
    if (payment.isErr()) return err(payment.error);
    const { id, status, nextAction } = payment.value;
    return ok({
      orderGroupId: group.id,
      orderIds: orders.map((o) => o.id),
      total: mustMoney(group.total.minor, group.total.currency),
      payment: { id, status, ...(nextAction === undefined ? {} : { nextAction: { ...nextAction } }) },
    });
  }

  /** Every line exactly as asked, priced by the quote, with what the order copies from its listing. */
  private async pricedLines(quote: CheckoutQuoteOutput): Promise<Result<PricedOrderLine[], DomainError>> {
    const facts = new Map((await this.facts.orderLineFacts(quote.lines.map((l) => l.productId))).map((f) => [f.id, f]));
    const lines: PricedOrderLine[] = [];
    for (const line of quote.lines) {
      const fact = facts.get(line.productId);
      if (line.availability !== 'AVAILABLE' || line.unitPrice === null || line.lineTotal === null || fact === undefined) return outOfStock(line.productId);
      const { id: _id, ...snapshot } = fact;
      lines.push({ productId: line.productId, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal, ...snapshot });
    }
    return ok(lines);
  }
}
