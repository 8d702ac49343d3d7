import { and, count, eq, gt, ne, not, like } from 'drizzle-orm';
import type { Container } from 'inversify';
import { listings, orders, users } from '../../adapters/server/persistence/schema.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import type { DemoAccount } from '../../adapters/server/persistence/shared/demo-data-writer.ts';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { LEDGER } from './ledger.module.ts';
import { ORDERS } from './orders.module.ts';

/** What the generated demo buyer is given to buy with. */
const DEMO_BUYER_CREDITS = mustMoney(200_000, USD);
/** How many of `seller@`'s offers are bought, and what becomes of each (in order): most completed, one delivered, one cancelled. */
const OUTCOMES = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'delivered', 'cancelled'] as const;
/** What the buyer writes about each completed order, in turn: the home page's recent reviews and the seller's rating come from these. */
const REVIEWS = [
  { stars: 5, comment: 'Delivered in under ten minutes and the seller answered every question in chat. Would buy again.' },
  { stars: 5, comment: 'Exactly as described, fair price, quick replies.' },
  { stars: 4, comment: 'Took a bit longer than the listed time, but the seller kept me updated and everything arrived.' },
  { stars: 5, comment: 'Smooth trade, everything arrived on the first try. Thanks!' },
  { stars: 3, comment: 'Arrived, but I had to remind the seller once. Fine in the end.' },
  { stars: 5, comment: 'Third order from this seller and as reliable as ever.' },
] as const;

/**
 * Sales for the seller's control center to show at once in the demo: a
 * generated buyer (not `customer@`, whose orders stay theirs to make) buys
 * some of `seller@`'s offers with credits through the real checkout, and the
 * seller delivers them through the real lifecycle, so the report, the
 * performance page and the profile's trust block all have figures, and the
 * buyer reviews the completed ones (the home page's recent reviews). Runs only
 * while the seller has no orders at all, and every step is keyed, so a
 * restart adds nothing.
 */
export async function seedDemoSales(container: Container, db: Database, accounts: readonly DemoAccount[], log: (message: string) => void): Promise<void> {
  const seller = accounts.find((a) => a.email.startsWith('seller@'));
  if (seller === undefined) return;
  const [sold] = await db.select({ n: count() }).from(orders).where(eq(orders.sellerId, seller.userId));
  if ((sold?.n ?? 0) > 0) return;
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(not(like(users.emailLower, '%@demo.ig-market.test')), eq(users.banned, false), ne(users.id, seller.userId)))
    .orderBy(users.id)
    .limit(1);
  const offers = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, seller.userId), eq(listings.state, 'AVAILABLE'), gt(listings.quantity, 1), ne(listings.productType, 'accounts')))
    .orderBy(listings.id)
    .limit(OUTCOMES.length);
  if (buyer === undefined || offers.length === 0) return;

  const granted = await container.get(LEDGER.Ledger).post({
    idempotencyKey: `demo-sales-credits:${buyer.id}`,
    kind: 'grant',
    entries: [
      { account: ledgerAccounts.promotions, amount: mustMoney(-DEMO_BUYER_CREDITS.minor, USD) },
      { account: ledgerAccounts.buyerCredits(buyer.id), amount: DEMO_BUYER_CREDITS },
    ],
    reference: { type: 'user', id: buyer.id },
    memo: 'Demo credits',
  });
  if (granted.isErr()) throw new Error(`demo sales credits: ${granted.error.message}`);
  const actors = container.get(ACCOUNTS.ActorDirectory);
  const [buyerActor, sellerActor] = [await actors.actorOf(buyer.id), await actors.actorOf(seller.userId)];
  const { placeOrder } = container.get(ORDERS.UseCases);
  const { party } = container.get(ORDERS.Lifecycle);
  let made = 0;
  let reviewed = 0;
  for (const [i, offer] of offers.entries()) {
    const outcome = OUTCOMES[i] ?? 'completed';
    const placed = await placeOrder.execute(buyerActor, { lines: [{ productId: offer.id, quantity: 1 }], currency: USD, paymentMethod: 'CREDITS', idempotencyKey: `demo-sale:${offer.id}` });
    // An offer the buyer cannot afford or that sold out meanwhile is skipped: the demo needs some sales, not these exact ones.
    if (placed.isErr()) continue;
    const orderId = placed.value.orderIds[0];
    if (orderId === undefined) continue;
    made += 1;
    if (outcome === 'cancelled') {
      await container.get(ORDERS.UseCases).cancelOrder.execute(buyerActor, { orderId, idempotencyKey: `demo-sale-cancel:${orderId}` });
      continue;
    }
    await party.deliver(sellerActor, { orderId, delivery: { kind: 'text', text: 'Delivered in game — check your mailbox.' } });
    if (outcome !== 'completed') continue;
    await party.confirm(buyerActor, { orderId, idempotencyKey: `demo-sale-confirm:${orderId}` });
    const review = REVIEWS[reviewed % REVIEWS.length];
    if (review !== undefined) await party.rate(buyerActor, { orderId, ...review });
    reviewed += 1;
  }
  log(`demo sales: ${made} orders of ${seller.email}'s offers, for the control center's report and performance`);
}
