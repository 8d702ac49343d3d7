import { Argon2PasswordHasher } from '../../adapters/server/accounts/argon2-password-hasher.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import { isDemoDataSeeded, writeDemoCatalog, type DemoAccount } from '../../adapters/server/persistence/shared/demo-data-writer.ts';
import { DEFAULT_BASE_DATE, generateDemoCatalog } from '../../adapters/server/seed/demo-catalog.ts';
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
  if (await isDemoDataSeeded(db)) return { seeded: false, accounts: catalog.demoAccounts };
  log(`database never seeded: writing demo data (${config.DEMO_LISTINGS} listings)`);
  const { listings, written } = await writeDemoCatalog(db, catalog, new Argon2PasswordHasher(), (n) => {
    if (n % 100_000 === 0) log(`  ${n} listings written`);
  });
  if (written) log(`demo data written: ${listings} listings, ${catalog.users.length} users`);
  return { seeded: written, accounts: catalog.demoAccounts };
}
