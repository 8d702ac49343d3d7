import { and, eq, not, like } from 'drizzle-orm';
import { gameProductTypes, games, users } from '../../adapters/server/persistence/schema.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import type { DemoAccount } from '../../adapters/server/persistence/shared/demo-data-writer.ts';
import type { Container } from 'inversify';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { DEALS } from './deals.module.ts';
import { LEDGER } from './ledger.module.ts';
import { MESSAGING } from './messaging.module.ts';

/** What the generated demo buyer holds, so their request's budget can be locked. */
const DEMO_REQUESTER_CREDITS = mustMoney(30_000, USD);

/**
 * Deals to try at once in the demo: an open request from a generated buyer
 * (so `seller@` finds it on the board and can answer it, and `customer@`'s
 * own list stays theirs to fill), and a conversation between `customer@` and
 * `seller@` holding a question and an open custom offer to accept. Every
 * step is keyed, so a restart adds nothing twice.
 */
export async function seedDemoDeals(container: Container, db: Database, accounts: readonly DemoAccount[], log: (message: string) => void): Promise<void> {
  const customer = accounts.find((a) => a.email.startsWith('customer@'));
  const seller = accounts.find((a) => a.email.startsWith('seller@'));
  const [requester] = await db.select({ id: users.id }).from(users).where(and(not(like(users.emailLower, '%@demo.ig-market.test')), eq(users.banned, false))).limit(1);
  const [scope] = await db
    .select({ gameType: gameProductTypes.gameType, productType: gameProductTypes.productType })
    .from(gameProductTypes)
    .innerJoin(games, eq(games.value, gameProductTypes.gameType))
    .where(and(eq(games.hidden, false), eq(games.limited, false), eq(gameProductTypes.productType, 'accounts')))
    .limit(1);
  if (customer === undefined || seller === undefined || requester === undefined || scope === undefined) return;
  const actors = container.get(ACCOUNTS.ActorDirectory);
  const deals = container.get(DEALS.UseCases);

  const granted = await container.get(LEDGER.Ledger).post({
    idempotencyKey: `demo-credits:${requester.id}`,
    kind: 'grant',
    entries: [
      { account: ledgerAccounts.promotions, amount: mustMoney(-DEMO_REQUESTER_CREDITS.minor, USD) },
      { account: ledgerAccounts.buyerCredits(requester.id), amount: DEMO_REQUESTER_CREDITS },
    ],
    reference: { type: 'user', id: requester.id },
    memo: 'Demo credits',
  });
  if (granted.isErr()) throw new Error(`demo request credits: ${granted.error.message}`);
  const request = await deals.requests.create(await actors.actorOf(requester.id), {
    ...scope,
    title: 'Looking for an account with rare skins',
    description: 'Full access with the original e-mail, at least 50 skins, two of them rare. Delivery today if possible.',
    budgetMinor: 15_000,
    deadlineDays: 30,
    idempotencyKey: `demo-request:${requester.id}`,
  });
  if (request.isErr()) throw new Error(`demo request: ${request.error.message}`);

  const buyerActor = await actors.actorOf(customer.userId);
  const sellerActor = await actors.actorOf(seller.userId);
  const messaging = container.get(MESSAGING.Messaging);
  const opened = await messaging.open(buyerActor, seller.userId);
  if (opened.isErr()) throw new Error(`demo conversation: ${opened.error.message}`);
  const { conversationId } = opened.value;
  await messaging.send(buyerActor, { conversationId, body: 'Hi! Could you push my account three divisions this week?', clientId: 'demo-deal-question' });
  const offers = await deals.customOffers.ofConversation(sellerActor, conversationId);
  // A fresh offer whenever none is open (the last one was taken, declined or expired), so there is always one to try.
  if (offers.isOk() && offers.value.every((o) => o.state !== 'open')) {
    const sent = await deals.customOffers.send(sellerActor, { conversationId, ...scope, title: 'Three-division push, this week', unitPriceMinor: 3_500, quantity: 1, deliveryDuration: '3D', expiresInHours: 168 });
    if (sent.isErr()) throw new Error(`demo custom offer: ${sent.error.message}`);
    log(`demo deals: an open request on the board and a custom offer from ${seller.email} to ${customer.email}`);
  }
}
