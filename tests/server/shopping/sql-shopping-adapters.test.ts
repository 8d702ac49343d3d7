import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddFavoriteProduct, CheckCartAvailability, SetUserBanned } from '../../../application/shopping/index.ts';
import { sellerStandingVia, userChangesVia } from '../../../application/shared/ports/index.ts';
import { VISITOR, actorFromProfile } from '../../../domain/index.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { OutboxDispatcher } from '../../../adapters/server/persistence/shared/outbox-dispatcher.ts';
import { SqlOutbox } from '../../../adapters/server/persistence/shared/sql-outbox.ts';
import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { writeDemoCatalog } from '../../../adapters/server/persistence/shared/demo-data-writer.ts';
import { coupons, listings, searchTerms, staffAuditLog, users } from '../../../adapters/server/persistence/schema.ts';
import { SystemClock } from '../../../adapters/shared/system-clock.ts';
import {
  SqlCouponLookup,
  SqlFavoritesStore,
  SqlListingAvailability,
  SqlSearchTermLog,
  SqlSellerStats,
  SqlUserAdministration,
  SqlUserSettings,
} from '../../../adapters/server/persistence/shopping/index.ts';
import { generateDemoCatalog, type DemoCatalog } from '../../../adapters/server/seed/index.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

const hasher = { hash: async (p: string) => `x:${p}`, verify: async () => false };

let testDb: TestDatabase;
let handle: DatabaseHandle;
let catalog: DemoCatalog;
let listingIds: string[];

/** The id of the demo user whose e-mail starts with `local@`. */
function demoUser(local: string): string {
  const account = catalog.demoAccounts.find((a) => a.email.startsWith(`${local}@`));
  if (account === undefined) throw new Error(`no demo user ${local}`);
  return account.userId;
}

/** A fresh user row for tests that need a clean record. */
async function freshUser(id: string, roles: string[] = ['CUSTOMER']): Promise<string> {
  await handle.db.insert(users).values({ id, username: id, slug: id, emails: [{ address: `${id}@t.test`, verified: true }], emailLower: `${id}@t.test`, roles });
  return id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  catalog = generateDemoCatalog({ listings: 200 });
  await writeDemoCatalog(handle.db, catalog, hasher);
  listingIds = [...catalog.listingBatches()].flat().map((l) => l.id);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`SqlFavoritesStore on ${DATABASE_KIND}`, () => {
  it('adds once, removes, clears one list only, and answers undefined for an unknown user', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-basic');
    expect(await store.favoritesOf(me)).toEqual({ favoriteProducts: [], favoriteSellers: [] });
    expect(await store.add(me, 'products', 'p1', 500)).toEqual({ outcome: 'ADDED', write: 'CHANGED', favorites: { favoriteProducts: ['p1'], favoriteSellers: [] } });
    expect(await store.add(me, 'products', 'p1', 500)).toEqual({ outcome: 'ALREADY_THERE', write: 'UNCHANGED', favorites: { favoriteProducts: ['p1'], favoriteSellers: [] } });
    await store.add(me, 'products', 'p2', 500);
    await store.add(me, 'sellers', 's1', 500);
    expect((await store.remove(me, 'products', 'p1'))?.favorites).toEqual({ favoriteProducts: ['p2'], favoriteSellers: ['s1'] });
    expect((await store.remove(me, 'products', 'p1'))?.write).toBe('UNCHANGED');
    expect(await store.clear(me, 'products')).toEqual({ write: 'CHANGED', favorites: { favoriteProducts: [], favoriteSellers: ['s1'] } });
    expect((await store.clear(me, 'products'))?.write).toBe('UNCHANGED');
    expect(await store.favoritesOf('nobody')).toBeUndefined();
    expect(await store.add('nobody', 'products', 'p1', 500)).toBeUndefined();
    expect(await store.remove('nobody', 'sellers', 's1')).toBeUndefined();
    expect(await store.clear('nobody', 'sellers')).toBeUndefined();
  });

  it('keeps every one of 40 concurrent adds of different ids', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-concurrent');
    const ids = Array.from({ length: 40 }, (_, i) => `c${i}`);
    await Promise.all(ids.map((id) => store.add(me, 'products', id, 500)));
    expect([...((await store.favoritesOf(me))?.favoriteProducts ?? [])].sort()).toEqual([...ids].sort());
  });

  it('lists an id once however many concurrent adds race for it', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-same');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => store.add(me, 'sellers', 'same', 500)));
    expect(outcomes.filter((o) => o?.outcome === 'ADDED')).toHaveLength(1);
    expect((await store.favoritesOf(me))?.favoriteSellers).toEqual(['same']);
  });

  it('never passes the limit under concurrent adds', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-limit');
    const outcomes = await Promise.all(Array.from({ length: 25 }, (_, i) => store.add(me, 'products', `l${i}`, 10)));
    expect(outcomes.filter((o) => o?.outcome === 'ADDED')).toHaveLength(10);
    expect(outcomes.filter((o) => o?.outcome === 'LIST_FULL')).toHaveLength(15);
    expect((await store.favoritesOf(me))?.favoriteProducts).toHaveLength(10);
  });

  it('answers a racing add and remove the way the list ends up', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-interleave');
    // On a pooled server either request may reach the row first; whichever order the database picks, the add must
    // report what really happened: ADDED exactly when 'z' is listed afterwards (it ran after the remove, possibly via
    // the locked slow path when its guard still saw 'z'), ALREADY_THERE exactly when the remove took it out after.
    for (let round = 0; round < 15; round += 1) {
      await store.add(me, 'products', 'z', 500);
      const [added, removed] = await Promise.all([store.add(me, 'products', 'z', 500), store.remove(me, 'products', 'z')]);
      expect(removed?.write).toBe('CHANGED');
      const listed = (await store.favoritesOf(me))?.favoriteProducts;
      if (added?.outcome === 'ADDED') {
        expect(listed).toEqual(['z']);
        expect(added).toEqual({ outcome: 'ADDED', write: 'CHANGED', favorites: { favoriteProducts: ['z'], favoriteSellers: [] } });
      } else {
        expect(added).toMatchObject({ outcome: 'ALREADY_THERE', write: 'UNCHANGED' });
        expect(listed).toEqual([]);
      }
      await store.clear(me, 'products');
    }
  });

  it('survives ids with quotes, commas and braces as plain strings', async () => {
    const store = new SqlFavoritesStore(handle.db);
    const me = await freshUser('fav-odd');
    const odd = [`a"b`, 'c,d', '{e}', "f'g", 'NULL'];
    for (const id of odd) await store.add(me, 'products', id, 500);
    expect((await store.favoritesOf(me))?.favoriteProducts).toEqual(odd);
    expect((await store.remove(me, 'products', 'NULL'))?.favorites.favoriteProducts).toEqual(odd.slice(0, 4));
  });
});

describe(`SqlListingAvailability on ${DATABASE_KIND}`, () => {
  it('reads the stock of 50 listings at once, leaving unknown ids out', async () => {
    const availability = new SqlListingAvailability(handle.db);
    const ids = listingIds.slice(0, 48);
    const found = await availability.stockOf([...ids, 'missing-1', 'missing-2', ids[0] ?? '']);
    expect(found.map((l) => l.id).sort()).toEqual([...ids].sort());
    const rows = await handle.db.select().from(listings).where(inArray(listings.id, ids));
    for (const row of rows) {
      expect(found.find((l) => l.id === row.id)).toEqual({
        id: row.id,
        state: row.state,
        quantity: row.quantity,
        maxQuantity: row.maxQuantity,
        purchaseBehavior: row.purchaseBehavior,
      });
    }
    expect(await availability.stockOf([])).toEqual([]);
  });

  it('backs CheckCartAvailability: gone, unsellable and over-quantity lines are reported, the rest not', async () => {
    const [soldOut, oneTime, capped, fine] = listingIds.slice(100, 104) as [string, string, string, string];
    await handle.db.update(listings).set({ state: 'SOLD_OUT', quantity: 0 }).where(eq(listings.id, soldOut));
    await handle.db.update(listings).set({ state: 'AVAILABLE', quantity: 0, maxQuantity: null, purchaseBehavior: 'ONE_TIME' }).where(eq(listings.id, oneTime));
    await handle.db.update(listings).set({ state: 'AVAILABLE', quantity: 30, maxQuantity: 4, purchaseBehavior: 'DEFAULT' }).where(eq(listings.id, capped));
    await handle.db.update(listings).set({ state: 'AVAILABLE', quantity: 30, maxQuantity: null, purchaseBehavior: 'DEFAULT' }).where(eq(listings.id, fine));
    const check = new CheckCartAvailability(new SqlListingAvailability(handle.db));
    const result = await check.execute(VISITOR, {
      visitorId: 'v1',
      products: [
        { _id: fine, quantity: 30 },
        { _id: soldOut, quantity: 1 },
        { _id: 'no-such-listing', quantity: 1 },
        { _id: oneTime, quantity: 2 },
        { _id: capped, quantity: 5 },
      ],
    });
    expect(result._unsafeUnwrap().errors).toEqual([
      { _id: soldOut, error: 'PRODUCT_NOT_AVAILABLE' },
      { _id: 'no-such-listing', error: 'PRODUCT_NOT_FOUND' },
      { _id: oneTime, maxQuantity: 1 },
      { _id: capped, maxQuantity: 4 },
    ]);
  });
});

describe(`SqlCouponLookup on ${DATABASE_KIND}`, () => {
  it('finds demo coupons ignoring case, with their stored fields', async () => {
    const lookup = new SqlCouponLookup(handle.db);
    expect(await lookup.findByCode('save5')).toEqual({
      code: 'SAVE5', discountType: 'FLAT', amountMinor: 500, percent: null, affiliateOwnerId: null, active: true,
      validFrom: null, validUntil: null, maxRedemptions: null, maxPerUser: null, redeemedCount: 0,
    });
    expect(await lookup.findByCode('first100')).toMatchObject({ maxRedemptions: 100, redeemedCount: 100 });
    expect(await lookup.findByCode('Welcome10')).toMatchObject({ code: 'WELCOME10', discountType: 'PERCENT', percent: 10 });
    const affiliate = catalog.coupons.find((c) => c.affiliateOwnerId !== null && c.affiliateOwnerId !== undefined);
    expect(await lookup.findByCode(affiliate?.code.toLowerCase() ?? '')).toMatchObject({ code: affiliate?.code, affiliateOwnerId: affiliate?.affiliateOwnerId });
    expect(await lookup.findByCode('NOPE')).toBeUndefined();
    expect(await lookup.findByCode('%')).toBeUndefined();
  });

  it('prefers an active coupon, then the exact spelling, when codes differ only in case', async () => {
    await handle.db.insert(coupons).values([
      { code: 'Twin', discountType: 'FLAT', amountMinor: 100, active: false },
      { code: 'TWIN', discountType: 'FLAT', amountMinor: 200, active: true },
      { code: 'twin', discountType: 'FLAT', amountMinor: 300, active: true },
    ]);
    const lookup = new SqlCouponLookup(handle.db);
    expect((await lookup.findByCode('twin'))?.amountMinor).toBe(300);
    expect((await lookup.findByCode('TWIN'))?.amountMinor).toBe(200);
    expect((await lookup.findByCode('Twin'))?.active).toBe(true);
  });
});

describe(`SqlSearchTermLog on ${DATABASE_KIND}`, () => {
  it('appends rows with the given time', async () => {
    const log = new SqlSearchTermLog(handle.db);
    const at = new Date('2026-02-03T04:05:06Z');
    await log.record({ term: 'gold', gameType: 'wow', productType: null, resultCount: 7, userId: null, at });
    await log.record({ term: 'gold', gameType: 'wow', productType: 'currency', resultCount: 7, userId: 'u1', at });
    const rows = await handle.db.select().from(searchTerms).where(eq(searchTerms.term, 'gold'));
    expect(rows.map((r) => ({ ...r, id: 0 }))).toEqual([
      { id: 0, term: 'gold', gameType: 'wow', productType: null, resultCount: 7, userId: null, createdAt: at },
      { id: 0, term: 'gold', gameType: 'wow', productType: 'currency', resultCount: 7, userId: 'u1', createdAt: at },
    ]);
  });
});

describe(`SqlSellerStats on ${DATABASE_KIND}`, () => {
  it('reads completed sales and tells sellers from others', async () => {
    const stats = new SqlSellerStats(handle.db);
    expect(await stats.completedSalesOf(demoUser('seller'))).toBe(120);
    expect(await stats.completedSalesOf(demoUser('bulk-seller'))).toBe(1800);
    expect(await stats.completedSalesOf('nobody')).toBeUndefined();
    expect(await stats.isSeller(demoUser('seller'))).toBe(true);
    expect(await stats.isSeller(demoUser('bulk-seller'))).toBe(true);
    expect(await stats.isSeller(demoUser('customer'))).toBe(false);
    expect(await stats.isSeller('nobody')).toBe(false);
    const gone = await freshUser('removed-seller', ['SELLER']);
    await handle.db.update(users).set({ removed: true }).where(eq(users.id, gone));
    expect(await stats.isSeller(gone)).toBe(false);
  });
});

describe(`SqlUserSettings on ${DATABASE_KIND}`, () => {
  it('stores the country and reports whether it changed', async () => {
    const settings = new SqlUserSettings(handle.db);
    const me = await freshUser('country-user');
    expect(await settings.setCountry(me, 'FI')).toBe('CHANGED');
    expect(await settings.setCountry(me, 'FI')).toBe('UNCHANGED');
    expect(await settings.setCountry(me, 'SE')).toBe('CHANGED');
    expect(await settings.setCountry('nobody', 'SE')).toBe('USER_NOT_FOUND');
    const [row] = await handle.db.select({ country: users.country }).from(users).where(eq(users.id, me));
    expect(row?.country).toBe('SE');
  });
});

describe(`SqlUserAdministration on ${DATABASE_KIND}`, () => {
  it('finds users and sets their ban, reporting whether it changed', async () => {
    const admin = new SqlUserAdministration(handle.db);
    const target = await freshUser('ban-target', ['CUSTOMER']);
    expect(await admin.findUser(target)).toEqual({ id: target, roles: ['CUSTOMER'], banned: false });
    expect(await admin.findUser('nobody')).toBeUndefined();
    const audit = { at: new Date('2026-11-27T10:00:00Z'), staffId: demoUser('admin'), reason: 'Chargeback fraud' };
    expect(await admin.setBanned(target, true, audit)).toBe('CHANGED');
    expect(await admin.setBanned(target, true, audit)).toBe('UNCHANGED');
    expect((await admin.findUser(target))?.banned).toBe(true);
    expect(await admin.setBanned('nobody', true, audit)).toBe('USER_NOT_FOUND');
    const lines = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, target));
    expect(lines.map((line) => [line.action, line.staffId, line.reason, line.at.toISOString()])).toEqual([['user.ban', demoUser('admin'), 'Chargeback fraud', '2026-11-27T10:00:00.000Z']]);
  });

  it('backs SetUserBanned, whose committed change reaches the change feed through the outbox', async () => {
    const feed = new InProcessChangeFeed();
    const heard: string[] = [];
    feed.subscribe((change) => {
      heard.push(`${change.collection}:${change.id}`);
    });
    const target = await freshUser('ban-feed', ['CUSTOMER']);
    const outbox = new SqlOutbox(handle.db, new OutboxDispatcher(handle.db, feed));
    const ban = new SetUserBanned(new SqlUserAdministration(handle.db), userChangesVia(outbox), new SqlUnitOfWork(handle.db), new SystemClock(), sellerStandingVia(outbox));
    const moderator = actorFromProfile({ id: demoUser('moderator'), roles: ['MODERATOR'], banned: false, verificationState: 'NOT_STARTED' });
    expect((await ban.execute(moderator, { userId: target, banned: true }))._unsafeUnwrap()).toEqual({ userId: target, banned: true });
    expect((await ban.execute(moderator, { userId: demoUser('admin'), banned: true }))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect(heard.sort()).toEqual([`sellerStanding:${target}`, `users:${target}`]);
  });
});

describe(`shopping use cases over SQL on ${DATABASE_KIND}`, () => {
  it('AddFavoriteProduct stores an available listing and announces the user', async () => {
    const feed = new InProcessChangeFeed();
    const heard: string[] = [];
    feed.subscribe((change) => {
      heard.push(change.id);
    });
    const me = await freshUser('fav-usecase');
    const [available] = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.state, 'AVAILABLE')).limit(1);
    const changes = userChangesVia(new SqlOutbox(handle.db, new OutboxDispatcher(handle.db, feed)));
    const add = new AddFavoriteProduct(new SqlFavoritesStore(handle.db), new SqlListingAvailability(handle.db), changes, new SqlUnitOfWork(handle.db));
    const caller = actorFromProfile({ id: me, roles: ['CUSTOMER'], banned: false, verificationState: 'NOT_STARTED' });
    expect((await add.execute(caller, { productId: available?.id ?? '' }))._unsafeUnwrap().favoriteProducts).toEqual([available?.id]);
    expect((await add.execute(caller, { productId: 'no-such-listing' }))._unsafeUnwrapErr().code).toBe('PRODUCT_NOT_FOUND');
    expect(heard).toEqual([me]);
  });
});
