import { Argon2PasswordHasher } from '../../adapters/server/accounts/argon2-password-hasher.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import { isDemoDataSeeded, writeDemoCatalog, type DemoAccount } from '../../adapters/server/persistence/shared/demo-data-writer.ts';
import { writeDemoContent } from '../../adapters/server/persistence/content/demo-content-writer.ts';
import { DEFAULT_BASE_DATE, generateDemoCatalog } from '../../adapters/server/seed/demo-catalog.ts';
import type { Ledger } from '../../application/ledger/index.ts';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import type { Config } from '../config.ts';

/** Demo listings are dated relative to a fixed day, so the same seed gives the same catalog. */
export const DEMO_BASE_DATE = DEFAULT_BASE_DATE;

/**
 * Fills a database that has never been seeded with the demo catalog (when
 * DEMO_DATA is on), in one transaction, and returns the demo accounts either
 * way, so every start can print them.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  config: Config,
  log: (message: string) => void,
): Promise<{ seeded: boolean; accounts: readonly DemoAccount[] }> {
  if (!config.DEMO_DATA) return { seeded: false, accounts: [] };
  const catalog = generateDemoCatalog({ seed: config.DEMO_SEED, listings: config.DEMO_LISTINGS, baseDate: DEMO_BASE_DATE });
  if (await isDemoDataSeeded(db)) {
    await seedDemoContent(db, log);
    return { seeded: false, accounts: catalog.demoAccounts };
  }
  log(`database never seeded: writing demo data (${config.DEMO_LISTINGS} listings)`);
  const { listings, written } = await writeDemoCatalog(db, catalog, new Argon2PasswordHasher(), (n) => {
    if (n % 100_000 === 0) log(`  ${n} listings written`);
  });
  if (written) log(`demo data written: ${listings} listings, ${catalog.users.length} users`);
  await seedDemoContent(db, log);
  return { seeded: written, accounts: catalog.demoAccounts };
}

/** What the demo customer starts with: $500 of site credits. */
export const DEMO_CREDITS = mustMoney(50_000, USD);

/**
 * Gives the demo customer (`customer@…`) $500 of credits, a ledger grant
 * from `marketing:promotions`, under a key of its own: every start calls it,
 * and a restart or a re-seed (the same deterministic user id) grants nothing
 * more, since the books are never truncated.
 */
export async function grantDemoCredits(ledger: Ledger, accounts: readonly DemoAccount[], log: (message: string) => void): Promise<void> {
  const customer = accounts.find((account) => account.email.startsWith('customer@'));
  if (customer === undefined) return;
  const posted = await ledger.post({
    idempotencyKey: `demo-credits:${customer.userId}`,
    kind: 'grant',
    entries: [
      { account: ledgerAccounts.promotions, amount: mustMoney(-DEMO_CREDITS.minor, DEMO_CREDITS.currency) },
      { account: ledgerAccounts.buyerCredits(customer.userId), amount: DEMO_CREDITS },
    ],
    reference: { type: 'user', id: customer.userId },
    memo: 'Demo credits',
  });
  if (posted.isErr()) throw new Error(`demo credits: ${posted.error.message}`);
  if (!posted.value.replayed) log(`demo credits: granted ${DEMO_CREDITS.minor / 100} ${DEMO_CREDITS.currency} to ${customer.email}`);
  await grantDemoEarnings(ledger, accounts, log);
}

/** What the demo seller has earned and may withdraw at once, so withdrawals can be tried without selling first. */
export const DEMO_EARNINGS = mustMoney(250_00, USD);

export async function grantDemoEarnings(ledger: Ledger, accounts: readonly DemoAccount[], log: (message: string) => void): Promise<void> {
  const seller = accounts.find((account) => account.email.startsWith('seller@'));
  if (seller === undefined) return;
  const posted = await ledger.post({
    idempotencyKey: `demo-earnings:${seller.userId}`,
    kind: 'grant',
    entries: [
      { account: ledgerAccounts.promotions, amount: mustMoney(-DEMO_EARNINGS.minor, DEMO_EARNINGS.currency) },
      { account: ledgerAccounts.sellerAvailable(seller.userId), amount: DEMO_EARNINGS },
    ],
    reference: { type: 'user', id: seller.userId },
    memo: 'Demo earnings',
  });
  if (posted.isErr()) throw new Error(`demo earnings: ${posted.error.message}`);
  if (!posted.value.replayed) log(`demo earnings: ${DEMO_EARNINGS.minor / 100} ${DEMO_EARNINGS.currency} available to ${seller.email}`);
}

/**
 * The demo blog and wiki, written when missing (also into a database seeded
 * before content existed); entries staff changed are kept. Dated from today
 * so the newest post is yesterday's, whenever the demo starts.
 */
async function seedDemoContent(db: Database, log: (message: string) => void): Promise<void> {
  const today = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
  const written = await writeDemoContent(db, today);
  if (written > 0) log(`demo content written: ${written} posts and wiki articles`);
}
