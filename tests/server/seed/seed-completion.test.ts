import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../../application/accounts/ports/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { isDemoDataSeeded, writeDemoCatalog } from '../../../adapters/server/persistence/shared/demo-data-writer.ts';
import { generateDemoCatalog } from '../../../adapters/server/seed/demo-catalog.ts';
import { loadConfig } from '../../../composition-root/config.ts';
import { seedDemoDataIfEmpty } from '../../../composition-root/server/demo-data.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

/**
 * Issue 11, finding 10: a kill during first-start seeding left a partial
 * catalog for good (the seed was not one transaction, and the emptiness check
 * counted only games). A seed that stops half-way now leaves nothing, the next
 * start seeds again, and a completed seed is never redone.
 */
let testDb: TestDatabase;
let handle: DatabaseHandle;

/** Hashing is not what this test is about; a quick stand-in keeps it fast. */
const hasher: PasswordHasher = { hash: (digest) => Promise.resolve(`plain:${digest}`), verify: (hash, digest) => Promise.resolve(hash === `plain:${digest}`) };

const LISTINGS = 4_500; // three batches of listings, so a stop after the first is mid-seed

async function counts(): Promise<Record<string, number>> {
  const tables = ['games', 'product_types', 'users', 'coupons', 'listings', 'seed_runs'];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const result = (await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
      return [table, result.rows[0]?.n ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`first-start seeding on ${DATABASE_KIND}`, () => {
  it('a seed that stops after its first batch of listings leaves nothing behind, and is not marked done', async () => {
    const catalog = generateDemoCatalog({ listings: LISTINGS });
    let batches = 0;
    const stopped = writeDemoCatalog(handle.db, catalog, hasher, () => {
      batches += 1;
      if (batches === 1) throw new Error('killed mid-seed');
    });
    await expect(stopped).rejects.toThrow('killed mid-seed');
    expect(await counts()).toEqual({ games: 0, product_types: 0, users: 0, coupons: 0, listings: 0, seed_runs: 0 });
    expect(await isDemoDataSeeded(handle.db)).toBe(false);
  }, 60_000);

  it('the next start seeds everything, and a start after that seeds nothing again', async () => {
    const config = loadConfig({ DEMO_LISTINGS: String(LISTINGS), DEMO_DATA: 'true' });
    const first = await seedDemoDataIfEmpty(handle.db, config, () => undefined);
    expect(first.seeded).toBe(true);
    const after = await counts();
    expect(after['listings']).toBe(LISTINGS);
    expect(after['seed_runs']).toBe(1);
    expect(after['games']).toBeGreaterThan(0);

    expect((await seedDemoDataIfEmpty(handle.db, config, () => undefined)).seeded).toBe(false);
    // Even a direct write (two processes starting together) finds the seed done and writes nothing.
    expect(await writeDemoCatalog(handle.db, generateDemoCatalog({ listings: LISTINGS }), hasher)).toEqual({ listings: 0, written: false });
    expect(await counts()).toEqual(after);
  }, 120_000);
});
