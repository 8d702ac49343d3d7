import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Argon2PasswordHasher } from '../adapters/server/accounts/argon2-password-hasher.ts';
import { openDatabase } from '../adapters/server/persistence/shared/database.ts';
import { isDemoDataSeeded, writeDemoCatalog } from '../adapters/server/persistence/shared/demo-data-writer.ts';
import { generateDemoCatalog } from '../adapters/server/seed/demo-catalog.ts';
import { loadConfig } from './config.ts';
import { DEMO_BASE_DATE } from './server/demo-data.ts';

/**
 * `npm run seed -- --listings 1000000 [--seed 42] [--reset] [--data-dir DIR]`:
 * fills a database (DATABASE_URL, else PGlite in --data-dir or DATA_DIR) with
 * the deterministic demo catalog, at any size, for demos and benchmarks.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '42' },
      reset: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
  });
  const listings = Number(values.listings);
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(listings) || listings < 0) throw new Error('--listings must be a whole number');
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be a whole number');
  const config = loadConfig(process.env);
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: values['data-dir'] ?? config.DATA_DIR });
  try {
    if (values.reset) {
      await handle.db.execute(
        sql`TRUNCATE listings, coupons, resume_tokens, hot_searches, smart_tags, smart_tag_filters, custom_filters, platform_types, game_product_types, games, product_types, users, exchange_rates, search_terms, seed_runs CASCADE`,
      );
    }
    if (await isDemoDataSeeded(handle.db)) {
      process.stdout.write('The database already holds a catalog; pass --reset to replace it.\n');
      return;
    }
    const started = Date.now();
    const catalog = generateDemoCatalog({ seed, listings, baseDate: DEMO_BASE_DATE });
    const result = await writeDemoCatalog(handle.db, catalog, new Argon2PasswordHasher(), (n) => {
      if (n % 50_000 === 0) process.stdout.write(`  ${n} listings\n`);
    });
    if (!result.written) {
      process.stdout.write('Another process seeded the database meanwhile.\n');
      return;
    }
    process.stdout.write(`Seeded ${result.listings} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
