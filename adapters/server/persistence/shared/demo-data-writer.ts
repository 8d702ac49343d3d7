import { eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../../../application/accounts/ports/index.ts';
import { passwordDigest } from '../../accounts/password-digest.ts';
import type { Database } from './database.ts';
import * as t from '../schema.ts';

/** What the demo generator hands over: rows for each table, listings in batches. */
export interface DemoCatalogRows {
  readonly productTypes: readonly (typeof t.productTypes.$inferInsert)[];
  readonly games: readonly (typeof t.games.$inferInsert)[];
  readonly gameProductTypes: readonly (typeof t.gameProductTypes.$inferInsert)[];
  readonly smartTagFilters: readonly (typeof t.smartTagFilters.$inferInsert)[];
  readonly smartTags: readonly (typeof t.smartTags.$inferInsert)[];
  readonly hotSearches: readonly (typeof t.hotSearches.$inferInsert)[];
  readonly platformTypes: readonly (typeof t.platformTypes.$inferInsert)[];
  readonly customFilters: readonly (typeof t.customFilters.$inferInsert)[];
  readonly users: readonly (typeof t.users.$inferInsert)[];
  readonly demoAccounts: readonly DemoAccount[];
  readonly coupons: readonly (typeof t.coupons.$inferInsert)[];
  readonly sellerApplications: readonly (typeof t.sellerApplications.$inferInsert)[];
  readonly exchangeRates: readonly (typeof t.exchangeRates.$inferInsert)[];
  listingBatches(batchSize: number): Iterable<readonly (typeof t.listings.$inferInsert)[]>;
}

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly roles: readonly string[];
  readonly userId: string;
}

/** Rows per INSERT: big enough to be quick, small enough for PostgreSQL's 65,535-parameter limit. */
const ROWS_PER_INSERT = 500;

async function insertAll<T extends Record<string, unknown>>(db: Database, table: t.AnyTable, rows: readonly T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT) as never);
  }
}

/** The name the demo catalog's completion is recorded under in `seed_runs`. */
export const DEMO_SEED = 'demo-catalog';

/** Any number; the same key makes processes starting together take turns seeding. */
const SEED_LOCK_KEY = 7_384_212;

/**
 * True when the demo catalog was written completely. Not "the catalog has
 * games": a seed killed half-way used to leave games and nothing else, for good.
 */
export async function isDemoDataSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ name: t.seedRuns.name }).from(t.seedRuns).where(eq(t.seedRuns.name, DEMO_SEED));
  return rows.length > 0;
}

/**
 * Writes the demo catalog, all of it or nothing: one transaction that ends
 * by recording the seed in `seed_runs`, so a kill or an error mid-way leaves
 * the database as it was and a later start seeds again; a completed seed is
 * never redone (`written: false`). Demo accounts get their passwords hashed
 * first (argon2id), outside the transaction; listings go in batches so a
 * million of them never sit in memory at once. `onProgress` hears the count.
 */
export async function writeDemoCatalog(
  db: Database,
  rows: DemoCatalogRows,
  hasher: PasswordHasher,
  onProgress: (listingsWritten: number) => void = () => undefined,
): Promise<{ listings: number; written: boolean }> {
  const passwords = new Map(rows.demoAccounts.map((a) => [a.userId, a.password]));
  const users = await Promise.all(
    rows.users.map(async (u) => {
      const password = passwords.get(u.id);
      return password === undefined ? u : { ...u, passwordHash: await hasher.hash(passwordDigest(password)) };
    }),
  );
  return db.transaction(async () => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isDemoDataSeeded(db)) return { listings: 0, written: false };
    const listings = await insertCatalog(db, rows, users, onProgress);
    await db.insert(t.seedRuns).values({ name: DEMO_SEED });
    return { listings, written: true };
  });
}

/** Every table's rows, inside the caller's transaction; answers the number of listings. */
async function insertCatalog(
  db: Database,
  rows: DemoCatalogRows,
  users: readonly (typeof t.users.$inferInsert)[],
  onProgress: (listingsWritten: number) => void,
): Promise<number> {
  await insertAll(db, t.productTypes, rows.productTypes);
  await insertAll(db, t.games, rows.games);
  await insertAll(db, t.gameProductTypes, rows.gameProductTypes);
  await insertAll(db, t.smartTagFilters, rows.smartTagFilters);
  await insertAll(db, t.smartTags, rows.smartTags);
  await insertAll(db, t.hotSearches, rows.hotSearches);
  await insertAll(db, t.platformTypes, rows.platformTypes);
  await insertAll(db, t.customFilters, rows.customFilters);
  await insertAll(db, t.users, users);
  await insertAll(db, t.sellerApplications, rows.sellerApplications);
  // The demo member's ig-plus: a gifted year with no charge behind it (no renewal timer, so it simply runs).
  const gifted = users.filter((u) => u.igPlusActive === true);
  const now = new Date();
  const yearOn = new Date(now.getTime() + 365 * 24 * 60 * 60_000);
  await insertAll(db, t.memberships, gifted.map((u) => ({ id: `mb_demo_${u.id}`, userId: u.id, status: 'active', currency: 'USD', periodEnd: yearOn, startedAt: now })));
  await insertAll(db, t.coupons, rows.coupons);
  await db.insert(t.exchangeRates).values([...rows.exchangeRates]).onConflictDoNothing();
  let written = 0;
  for (const batch of rows.listingBatches(ROWS_PER_INSERT * 4)) {
    await insertAll(db, t.listings, batch);
    written += batch.length;
    onProgress(written);
  }
  return written;
}
