import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDocument } from '../../../application/catalog/ports/index.ts';
import { readPartitionDocuments } from '../../../adapters/server/persistence/catalog/listing-documents.ts';
import { SqlListingDocuments } from '../../../adapters/server/persistence/catalog/sql-listing-documents.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { writeDemoCatalog } from '../../../adapters/server/persistence/shared/demo-data-writer.ts';
import { listings, users } from '../../../adapters/server/persistence/schema.ts';
import { generateDemoCatalog } from '../../../adapters/server/seed/index.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

const hasher = { hash: async (p: string) => `x:${p}`, verify: async () => false };

let testDb: TestDatabase;
let handle: DatabaseHandle;
let reader: SqlListingDocuments;
let everything: ListingDocument[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  await writeDemoCatalog(handle.db, generateDemoCatalog({ listings: 400 }), hasher);
  reader = new SqlListingDocuments(handle.db);
  // Some listings off sale, and one seller banned: none of theirs may be read into a partition.
  const ids = (await handle.db.select({ id: listings.id }).from(listings)).map((row) => row.id).sort();
  await handle.db.update(listings).set({ state: 'SOLD_OUT' }).where(inArray(listings.id, ids.filter((_, i) => i % 7 === 0)));
  const [banned] = await handle.db.select({ id: listings.sellerId }).from(listings).limit(1);
  await handle.db.update(users).set({ banned: true }).where(eq(users.id, banned?.id ?? ''));
  everything = await reader.byIds(ids);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`the partition reader on ${DATABASE_KIND}`, () => {
  it("reads exactly a partition's searchable listings, in id order, in batches", async () => {
    const sizes = await reader.partitionSizes();
    expect(sizes.length).toBeGreaterThan(3);
    for (const { gameType, productType, listings: count } of sizes.slice(0, 4)) {
      const batches: ListingDocument[][] = [];
      for await (const batch of readPartitionDocuments(handle.db, gameType, productType, 3)) batches.push(batch);
      const read = batches.flat();
      const expected = everything.filter((doc) => doc.gameType === gameType && doc.productType === productType && doc.state === 'AVAILABLE');
      expect(batches.every((batch) => batch.length <= 3)).toBe(true);
      expect(read.map((doc) => doc.id)).toEqual(expected.map((doc) => doc.id).sort());
      expect(read).toEqual(expect.arrayContaining(expected));
      expect(read).toHaveLength(count);
    }
  });

  it('lists every partition with searchable listings, biggest first', async () => {
    const sizes = await reader.partitionSizes();
    const counts = sizes.map((size) => size.listings);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(everything.filter((doc) => doc.state === 'AVAILABLE').length);
    expect(everything.some((doc) => doc.state === 'HIDDEN')).toBe(true);
  });

  it('reads an unknown partition as empty', async () => {
    const batches: unknown[] = [];
    for await (const batch of reader.ofPartition('no-such-game', 'items')) batches.push(batch);
    expect(batches).toEqual([]);
  });
});
