import { sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import { CreateOrderGroup, ExpireOrderGroup, OrderEffects, PayOrderGroup, ReadOrders } from '../../../application/orders/index.ts';
import { PostingLedger } from '../../../application/ledger/index.ts';
import type { PaymentListener, StartedPayment, StartPayment, StartPaymentInput } from '../../../application/payments/index.ts';
import { CheckoutPaymentListener } from '../../../application/shopping/checkout-payment-listener.ts';
import { CouponByCode } from '../../../application/shopping/index.ts';
import { PlaceOrder } from '../../../application/shopping/place-order.ts';
import type { CouponRedemptions } from '../../../application/shopping/ports/index.ts';
import { QuoteCheckout } from '../../../application/shopping/quote-checkout.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { SqlLedgerStore } from '../../../adapters/server/persistence/ledger/sql-ledger-store.ts';
import { RandomOrderIds } from '../../../adapters/server/persistence/orders/random-order-ids.ts';
import { SqlOrderStore } from '../../../adapters/server/persistence/orders/sql-order-store.ts';
import { SqlStockReservations } from '../../../adapters/server/persistence/orders/sql-stock-reservations.ts';
import { SqlTradingParties } from '../../../adapters/server/persistence/orders/sql-trading-parties.ts';
import { games, listings, productTypes, users } from '../../../adapters/server/persistence/schema.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { SqlIdempotency } from '../../../adapters/server/persistence/shared/sql-idempotency.ts';
import { SqlScheduler } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { createTransactionalOutbox } from '../../../adapters/server/persistence/shared/transactional-outbox.ts';
import { SqlCouponLookup } from '../../../adapters/server/persistence/shopping/index.ts';
import { SqlBuyerMembership, SqlListingPrices, SqlOrderLineFacts } from '../../../adapters/server/persistence/shopping/sql-checkout-facts.ts';
import { ConfiguredRatesSource } from '../../../adapters/shared/configured-rates-source.ts';
import { domainError, ledgerAccounts, mustMoney, type Actor, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { ManualClock } from '../../application/shared/timer-fakes.ts';
import { machineCancel } from '../../application/orders/fakes.ts';

/**
 * Site credits as the payments context pays with them (`StartPayment` with
 * CREDITS: recorded, succeeded at once, the listener told inside the same
 * unit of work). Stands in for application/payments until it lands on main.
 */
class CreditsPayments implements StartPayment {
  listener: PaymentListener | undefined;
  private n = 0;
  async execute(actor: Actor, input: StartPaymentInput): Promise<Result<StartedPayment, DomainError>> {
    if (input.method !== 'CREDITS') return err(domainError('PAYMENT_METHOD_UNAVAILABLE', 'Only credits here'));
    const paymentId = `pay_${process.pid}_${++this.n}`;
    const told = await this.listener?.captured({ paymentId, userId: actor.userId ?? '', purpose: input.purpose, amount: input.amount });
    return told?.isErr() === true ? err(told.error) : ok({ id: paymentId, status: 'succeeded' });
  }
}

const noCoupons: CouponRedemptions = { redeem: () => Promise.resolve(ok(undefined)), release: () => Promise.resolve() };

/** The checkout wired as the orders module wires it, over a real database. */
export function sqlCheckout(handle: DatabaseHandle, clock = new ManualClock(new Date())) {
  const db = handle.db;
  const feed = new InProcessChangeFeed();
  const { unitOfWork: uow, outbox } = createTransactionalOutbox(db, feed);
  const ledger = new PostingLedger(new SqlLedgerStore(db), uow, outbox);
  const store = new SqlOrderStore(db);
  const stock = new SqlStockReservations(db);
  const scheduler = new SqlScheduler(db);
  const effects = new OrderEffects(ledger, stock, outbox, scheduler);
  const idempotency = new SqlIdempotency(db, uow, clock);
  const payments = new CreditsPayments();
  payments.listener = new CheckoutPaymentListener(new PayOrderGroup(store, ledger, effects, scheduler, outbox, clock, uow));
  const quote = new QuoteCheckout(new SqlListingPrices(db), new SqlBuyerMembership(db), new ConfiguredRatesSource([]), new CouponByCode(new SqlCouponLookup(db), clock));
  const createGroup = new CreateOrderGroup(store, stock, new RandomOrderIds(), scheduler, outbox, uow, new SqlTradingParties(db));
  return {
    clock,
    ledger,
    feed,
    createGroup,
    placeOrder: new PlaceOrder(quote, new SqlOrderLineFacts(db), createGroup, noCoupons, payments, idempotency, clock, uow),
    // The buyer's one-click cancel as the server runs it: through the order machine's runner.
    cancel: machineCancel({ store, effects, idempotency, outbox, clock, uow }),
    expire: new ExpireOrderGroup(store, effects, noCoupons, outbox, clock, uow),
    reads: new ReadOrders(store),
    grant: (userId: string, minor: number) =>
      ledger.post({
        idempotencyKey: `test-grant:${userId}:${minor}`,
        kind: 'grant',
        entries: [
          { account: ledgerAccounts.promotions, amount: mustMoney(-minor, 'USD' as CurrencyCode) },
          { account: ledgerAccounts.buyerCredits(userId), amount: mustMoney(minor, 'USD' as CurrencyCode) },
        ],
      }),
  };
}

export async function rows<T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The sum of every ledger entry per currency: zero in sound books. */
export async function trialBalance(handle: DatabaseHandle): Promise<Record<string, number>> {
  const sums = await rows<{ currency: string; sum: string }>(handle, sql`SELECT currency, sum(amount)::text AS sum FROM ledger_entries GROUP BY currency`);
  return Object.fromEntries(sums.map((r) => [r.currency, Number(r.sum)]));
}

export async function addUsers(handle: DatabaseHandle, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await handle.db
      .insert(users)
      .values(ids.slice(i, i + 500).map((id) => ({ id, username: id, slug: id, emails: [{ address: `${id}@t.test`, verified: true }], emailLower: `${id}@t.test`, roles: ['CUSTOMER'] })))
      .onConflictDoNothing();
  }
}

/** A game, a product type, and a listing of `quantity` units at `priceMinor` by `sellerId`. */
export async function addListing(handle: DatabaseHandle, id: string, sellerId: string, priceMinor: number, quantity: number): Promise<void> {
  await handle.db.insert(productTypes).values({ value: 'items', label: 'Items', listMode: 'GRID' }).onConflictDoNothing();
  await handle.db.insert(games).values({ value: 'testgame', label: 'Test Game' }).onConflictDoNothing();
  await handle.db.insert(listings).values({ id, sellerId, gameType: 'testgame', productType: 'items', title: `Offer ${id}`, priceMinor, quantity, deliveryDuration: '1H' });
}

export async function listingStock(handle: DatabaseHandle, id: string): Promise<{ quantity: number; state: string } | undefined> {
  const [row] = await rows<{ quantity: number; state: string }>(handle, sql`SELECT quantity, state FROM listings WHERE id = ${id}`);
  return row;
}
