import { err, ok, type Result } from 'neverthrow';
import { domainError, ledgerAccounts, mustMoney, type Actor, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { CreateOrderGroup, ExpireOrderGroup, OrderEffects, PayOrderGroup, ReadOrders, type TradingParties } from '../../../application/orders/index.ts';
import type { PaymentListener, StartedPayment, StartPayment, StartPaymentInput } from '../../../application/payments/index.ts';
import { CheckoutPaymentListener } from '../../../application/shopping/checkout-payment-listener.ts';
import { CouponByCode } from '../../../application/shopping/index.ts';
import { PlaceOrder } from '../../../application/shopping/place-order.ts';
import { QuoteCheckout } from '../../../application/shopping/quote-checkout.ts';
import type { CouponRecord, CouponRedemptions, OrderLineFact, OrderLineFacts } from '../../../application/shopping/ports/index.ts';
import type { BuyerMembership, ListingPrices, QuotableListing } from '../../../application/shopping/ports/checkout-facts.ts';
import { ConfiguredRatesSource } from '../../../adapters/shared/configured-rates-source.ts';
import { ManualClock } from '../shared/timer-fakes.ts';
import { machineCancel, MemoryIdempotency, MemoryLedger, MemoryOrderStore, MemoryOutbox, MemoryScheduler, MemoryStock, MemoryUnitOfWork, SequentialIds, type Restorable } from '../orders/fakes.ts';
import { InMemoryCouponLookup } from './fakes.ts';

export const DECLINED_CARD = '4000000000000002';
export const CONFIRM_CARD = '4000000000003220';
export const T0 = new Date('2025-03-01T12:00:00Z');

/** A listing on sale: its price (USD cents), its stock, its seller. */
export interface SaleListing {
  readonly id: string;
  readonly sellerId: string;
  readonly priceMinor: number;
  readonly quantity: number;
}

class Listings implements ListingPrices, OrderLineFacts {
  constructor(
    private readonly sale: readonly SaleListing[],
    private readonly stock: MemoryStock,
  ) {}
  quotableListings(ids: readonly string[]): Promise<readonly QuotableListing[]> {
    return Promise.resolve(
      this.sale
        .filter((l) => ids.includes(l.id))
        .map((l) => {
          const now = this.stock.listings.get(l.id) ?? { quantity: 0, state: 'REMOVED' };
          return { id: l.id, state: now.state, quantity: now.quantity, maxQuantity: null, purchaseBehavior: 'DEFAULT', priceMinor: l.priceMinor, volumeDiscount: null, productType: { value: 'items', label: 'Items', serviceFee: null, netFeeMinor: null } };
        }),
    );
  }
  orderLineFacts(ids: readonly string[]): Promise<readonly OrderLineFact[]> {
    return Promise.resolve(this.sale.filter((l) => ids.includes(l.id)).map((l) => ({ id: l.id, sellerId: l.sellerId, title: `Offer ${l.id}`, gameType: 'wow', productType: 'items', deliveryDuration: '1H' })));
  }
}

/** Coupon uses by group, with a total limit, as the pricing context keeps them. */
export class MemoryCouponRedemptions implements CouponRedemptions, Restorable {
  uses = new Map<string, string>();
  constructor(private readonly limit = Infinity) {}
  snapshot = () => [...this.uses];
  restore = (s: unknown) => void (this.uses = new Map(s as [string, string][]));
  redeem(input: { readonly code: string; readonly orderGroupId: string }): Promise<Result<void, DomainError>> {
    if ([...this.uses.values()].filter((c) => c === input.code).length >= this.limit) return Promise.resolve(err(domainError('COUPON_INVALID', 'This coupon has been used up')));
    this.uses.set(input.orderGroupId, input.code);
    return Promise.resolve(ok(undefined));
  }
  release(orderGroupId: string): Promise<void> {
    this.uses.delete(orderGroupId);
    return Promise.resolve();
  }
}

/**
 * The payments side as `StartPayment` promises it: CREDITS succeeds at once
 * and tells the listener (which moves the credits into escrow or refuses);
 * a card captures into the buyer's credits from `psp:test` and tells the
 * listener, asks for a confirmation step, or is declined.
 */
class FakePayments implements StartPayment {
  listener: PaymentListener | undefined;
  started = 0;
  /** Card payments waiting for the buyer's confirmation step, by payment id. */
  readonly awaiting = new Map<string, { readonly userId: string; readonly input: StartPaymentInput }>();
  constructor(private readonly ledger: MemoryLedger) {}
  async execute(actor: Actor, input: StartPaymentInput): Promise<Result<StartedPayment, DomainError>> {
    const paymentId = `pay_${++this.started}`;
    const userId = actor.userId ?? '';
    if (input.card === DECLINED_CARD) return err(domainError('PAYMENT_DECLINED', 'Your card was declined'));
    if (input.card === CONFIRM_CARD) {
      this.awaiting.set(paymentId, { userId, input });
      return ok({ id: paymentId, status: 'requires_action', nextAction: { type: 'redirect', url: `/pay/${paymentId}` } });
    }
    if (input.method === 'CARD') {
      const topUp = await this.ledger.post({ idempotencyKey: `capture:${paymentId}`, kind: 'top-up', entries: [{ account: ledgerAccounts.psp('test'), amount: mustMoney(-input.amount.minor, input.amount.currency) }, { account: ledgerAccounts.buyerCredits(userId), amount: input.amount }] });
      if (topUp.isErr()) return err(topUp.error);
    }
    const told = await this.listener?.captured({ paymentId, userId, purpose: input.purpose, amount: input.amount });
    if (told?.isErr() === true) return err(told.error);
    return ok({ id: paymentId, status: 'succeeded' });
  }

  /** The buyer passes the confirmation step, however late: the money lands in their credits, then the listener is told. */
  async confirm(paymentId: string): Promise<Result<void, DomainError>> {
    const waiting = this.awaiting.get(paymentId);
    if (waiting === undefined) return ok(undefined);
    this.awaiting.delete(paymentId);
    const { userId, input } = waiting;
    const captured = await this.ledger.post({ idempotencyKey: `capture:${paymentId}`, kind: 'top-up', entries: [{ account: ledgerAccounts.psp('test'), amount: mustMoney(-input.amount.minor, input.amount.currency) }, { account: ledgerAccounts.buyerCredits(userId), amount: input.amount }] });
    if (captured.isErr()) return err(captured.error);
    return (await this.listener?.captured({ paymentId, userId, purpose: input.purpose, amount: input.amount })) ?? ok(undefined);
  }
}

/** The checkout wired on in-memory fakes that roll back with their unit of work. */
export function checkoutHarness(options: {
  readonly listings: readonly SaleListing[];
  readonly coupons?: readonly CouponRecord[];
  readonly couponLimit?: number;
  readonly members?: Readonly<Record<string, boolean>>;
  /** Users banned or removed by the time the order group is created. */
  readonly outUsers?: readonly string[];
}) {
  const clock = new ManualClock(T0);
  const store = new MemoryOrderStore();
  const stock = new MemoryStock();
  for (const l of options.listings) stock.listings.set(l.id, { quantity: l.quantity, state: l.quantity > 0 ? 'AVAILABLE' : 'SOLD_OUT' });
  const ledger = new MemoryLedger();
  const scheduler = new MemoryScheduler();
  const outbox = new MemoryOutbox();
  const redemptions = new MemoryCouponRedemptions(options.couponLimit);
  const uow = new MemoryUnitOfWork().register(store, stock, ledger, scheduler, outbox, redemptions);
  const idempotency = new MemoryIdempotency();
  const payments = new FakePayments(ledger);
  const listings = new Listings(options.listings, stock);
  const membership: BuyerMembership = { igPlusActiveOf: (userId) => Promise.resolve(options.members?.[userId] ?? false) };
  const quote = new QuoteCheckout(listings, membership, new ConfiguredRatesSource([{ currency: 'EUR' as CurrencyCode, rate: 0.92 }]), new CouponByCode(new InMemoryCouponLookup(options.coupons ?? []), clock));
  const effects = new OrderEffects(ledger, stock, outbox, scheduler);
  const out = new Set(options.outUsers ?? []);
  const parties: TradingParties = { hold: (ids) => Promise.resolve([...new Set(ids)].map((id) => ({ id, out: out.has(id) }))) };
  const createGroup = new CreateOrderGroup(store, stock, new SequentialIds(), scheduler, outbox, uow, parties);
  const payGroup = new PayOrderGroup(store, ledger, effects, scheduler, outbox, clock, uow);
  payments.listener = new CheckoutPaymentListener(payGroup);
  return {
    clock,
    store,
    stock,
    ledger,
    scheduler,
    outbox,
    redemptions,
    payments,
    quote,
    placeOrder: new PlaceOrder(quote, listings, createGroup, redemptions, payments, idempotency, clock, uow),
    expire: new ExpireOrderGroup(store, effects, redemptions, outbox, clock, uow),
    // The buyer's one-click cancel as the server runs it: through the order machine's runner.
    cancel: machineCancel({ store, effects, idempotency, outbox, clock, uow }),
    reads: new ReadOrders(store),
    listener: payments.listener,
    /** Gives a buyer credits, as a grant from marketing would. */
    grant: (userId: string, minor: number, currency = 'USD') =>
      ledger.post({ idempotencyKey: `grant:${userId}:${minor}:${currency}:${ledger.state.keys.length}`, kind: 'grant', entries: [{ account: ledgerAccounts.promotions, amount: mustMoney(-minor, currency as CurrencyCode) }, { account: ledgerAccounts.buyerCredits(userId), amount: mustMoney(minor, currency as CurrencyCode) }] }),
  };
}
