import { describe, expect, it } from 'vitest';
import type { ListingDocument } from '../../../application/catalog/ports/index.ts';
import { EmbeddedListingSearch } from '../../../adapters/server/search/embedded-listing-search.ts';
import { FakePartitionDocuments, gate, writingThrough } from './fake-partition-documents.ts';
import { D4, FIXTURE, fixtureListing, GOLD, ITEMS, WOW } from './fixture.ts';
import { describeListingSearchConformance } from './listing-search.conformance.ts';
import { query } from './listing-search.conformance-queries.ts';

// The same behaviour as an engine filled up front, whatever partitions happen to be loaded when.
describeListingSearchConformance(
  'embedded engine, partitions loaded on first use',
  async () => {
    const database = new FakePartitionDocuments(5);
    return writingThrough(database, new EmbeddedListingSearch(database));
  },
  { holdsOnlySearchable: true },
);

const changed = (id: string, changes: Partial<ListingDocument>): ListingDocument => ({ ...fixtureListing(id), ...changes });

function setUp(batchSize = 2): { database: FakePartitionDocuments; engine: EmbeddedListingSearch } {
  const database = new FakePartitionDocuments(batchSize);
  database.commit(FIXTURE);
  return { database, engine: new EmbeddedListingSearch(database) };
}

async function hits(engine: EmbeddedListingSearch, overrides: Parameters<typeof query>[0] = {}): Promise<string[]> {
  const result = await engine.search(query(overrides));
  return result._unsafeUnwrap().hits.map((hit) => hit.id);
}

/** Holds the load of one partition before its `batch`-th batch until the returned gate opens. */
function holdLoad(database: FakePartitionDocuments, gameType: string, productType: string, batch: number): { reached: Promise<void>; release: () => void } {
  const reached = gate();
  const release = gate();
  database.beforeBatch = async (g, t, n) => {
    if (g !== gameType || t !== productType || n !== batch) return;
    reached.open();
    await release.wait;
  };
  return { reached: reached.wait, release: release.open };
}

describe('embedded engine with a reader: partitions load on first use', () => {
  it('loads a cold partition for its first search, once, however many searches wait for it', async () => {
    const { database, engine } = setUp();
    const [a, b, c] = await Promise.all([hits(engine), hits(engine, { text: 'sword' }), hits(engine)]);
    expect(a).toHaveLength(24);
    expect(b.sort()).toEqual(['a01', 'a03', 'a04']);
    expect(c).toEqual(a);
    expect(database.reads).toBe(1);
    await hits(engine);
    expect(database.reads).toBe(1);
  });

  it('answers a failed load as UNAVAILABLE and retries it on the next search', async () => {
    const { database, engine } = setUp();
    database.failures = 1;
    const failed = await engine.search(query());
    expect(failed._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect(await hits(engine)).toHaveLength(24);
    expect(database.reads).toBe(2);
  });

  it('ignores a write to a partition not loaded yet: its load reads the committed row', async () => {
    const { database, engine } = setUp();
    const index = writingThrough(database, engine);
    await index.upsert([changed('a03', { title: 'Iron Mace' })]);
    expect(await hits(engine, { text: 'mace' })).toEqual(['a03']);
  });

  it('keeps a write that arrives while the load reads, over the older row the load read', async () => {
    const { database, engine } = setUp();
    const held = holdLoad(database, WOW, ITEMS, 1);
    const searching = hits(engine, { text: 'mace' });
    await held.reached;
    // a01 and a02 were read in the first batch; now a01 changes and a02 goes away.
    database.commit([changed('a01', { title: 'Diamond Mace' })]);
    await engine.upsert([changed('a01', { title: 'Diamond Mace' })]);
    database.rows.delete('a02');
    await engine.remove(['a02']);
    held.release();
    expect(await searching).toEqual(['a01']);
    expect(await hits(engine, { text: 'shield' })).toEqual([]);
    expect(await hits(engine)).toHaveLength(23);
  });

  it('applies a write whose row the load already read, even when the listing leaves AVAILABLE', async () => {
    const { database, engine } = setUp();
    const held = holdLoad(database, WOW, ITEMS, 1);
    const searching = hits(engine, { text: 'diamond sword' });
    await held.reached;
    const soldOut = changed('a01', { state: 'SOLD_OUT' });
    database.commit([soldOut]);
    await engine.upsert([soldOut]);
    held.release();
    expect(await searching).toEqual(['a04']);
  });

  it('moves a listing out of a loading partition into a loaded one', async () => {
    const { database, engine } = setUp();
    await hits(engine, { gameType: D4 });
    const held = holdLoad(database, WOW, ITEMS, 1);
    const searching = hits(engine);
    await held.reached;
    // a01 was read into wow/items by the first batch, then moved to diablo-4/items.
    const moved = changed('a01', { gameType: D4 });
    database.commit([moved]);
    await engine.upsert([moved]);
    held.release();
    expect(await searching).not.toContain('a01');
    expect((await hits(engine, { gameType: D4, text: 'diamond sword' })).sort()).toEqual(['a01', 'c01']);
  });

  it('moves a listing into a loading partition from a loaded one', async () => {
    const { database, engine } = setUp();
    await hits(engine, { gameType: D4 });
    const held = holdLoad(database, WOW, ITEMS, 1);
    const searching = hits(engine, { text: 'healing' });
    await held.reached;
    const d4Listing = FIXTURE.find((doc) => doc.gameType === D4 && doc.productType === ITEMS && doc.state === 'AVAILABLE');
    if (d4Listing === undefined) throw new Error('the fixture has no diablo-4 item');
    const moved = { ...d4Listing, gameType: WOW, title: 'Healing Relic' };
    database.commit([moved]);
    await engine.upsert([moved]);
    expect(await hits(engine, { gameType: D4 })).not.toContain(d4Listing.id);
    held.release();
    expect((await searching).sort()).toEqual(['a07', d4Listing.id].sort());
  });

  it('moves a listing between a loaded partition and one not loaded, both ways', async () => {
    const { database, engine } = setUp();
    const index = writingThrough(database, engine);
    expect(await hits(engine, { text: 'diamond sword' })).toEqual(['a01', 'a04']);
    await index.upsert([changed('a01', { gameType: D4 })]);
    expect(await hits(engine, { text: 'diamond sword' })).toEqual(['a04']);
    expect((await hits(engine, { gameType: D4, text: 'diamond sword' })).sort()).toEqual(['a01', 'c01']);
    // Back into wow/items, now loaded, while wow/gold never was.
    await index.upsert([changed('a01', { productType: GOLD, gameType: WOW })]);
    expect(await hits(engine, { gameType: D4, text: 'diamond sword' })).toEqual(['c01']);
    expect((await hits(engine, { productType: GOLD, text: 'diamond sword' })).sort()).toEqual(['a01', 'b01']);
  });

  it('replaces a stale copy a loaded partition holds when a load reads the listing elsewhere', async () => {
    const { database, engine } = setUp();
    await hits(engine);
    // The move committed, but its index write has not arrived yet (it is still being re-read).
    database.commit([changed('a01', { gameType: D4 })]);
    expect((await hits(engine, { gameType: D4, text: 'diamond sword' })).sort()).toEqual(['a01', 'c01']);
    expect(await hits(engine, { text: 'diamond sword' })).toEqual(['a04']);
    await engine.upsert([changed('a01', { gameType: D4 })]);
    expect((await hits(engine, { gameType: D4, text: 'diamond sword' })).sort()).toEqual(['a01', 'c01']);
  });
});

describe('embedded engine with a reader: warm-up, searchAll and size', () => {
  it('warms every partition up, after which searches read nothing more', async () => {
    const { database, engine } = setUp();
    const warmed = (await engine.warmUp())._unsafeUnwrap();
    expect(warmed.listings).toBe(FIXTURE.filter((doc) => doc.state === 'AVAILABLE').length);
    const reads = database.reads;
    expect(await hits(engine, { gameType: D4 })).not.toEqual([]);
    expect(await hits(engine, { gameType: 'no-such-game' })).toEqual([]);
    expect(database.reads).toBe(reads);
  });

  it('lets a search of a cold partition load before the warm-up reads its next batch', async () => {
    const { database, engine } = setUp();
    const [first, other] = await database.partitionSizes();
    if (first === undefined || other === undefined || first.listings < 5) throw new Error('the fixture has a partition of five listings and another');
    const reads: string[] = [];
    const held = holdLoad(database, first.gameType, first.productType, 1);
    const holding = database.beforeBatch;
    database.beforeBatch = async (g, t, n) => {
      reads.push(`${g}/${t}#${n}`);
      await holding?.(g, t, n);
    };
    const warming = engine.warmUp();
    await held.reached;
    const searched = hits(engine, { gameType: other.gameType, productType: other.productType });
    held.release();
    expect(await searched).not.toEqual([]);
    (await warming)._unsafeUnwrap();
    const warmUpNext = reads.indexOf(`${first.gameType}/${first.productType}#2`);
    const searchLast = reads.lastIndexOf(reads.filter((r) => r.startsWith(`${other.gameType}/${other.productType}#`)).at(-1) ?? '');
    expect(searchLast).toBeGreaterThan(0);
    expect(warmUpNext).toBeGreaterThan(searchLast);
  });

  it('makes searchAll wait for the warm-up rather than answer from the partitions loaded so far', async () => {
    const { engine } = setUp();
    await hits(engine);
    const found = (await engine.searchAll('diamond', 10))._unsafeUnwrap().map((doc) => doc.id);
    expect(found.some((id) => fixtureListing(id).gameType === D4)).toBe(true);
    expect(await engine.size()).toBe(FIXTURE.filter((doc) => doc.state === 'AVAILABLE').length);
  });

  it('returns a failed warm-up from searchAll, and retries it on the next call', async () => {
    const { database, engine } = setUp();
    database.failures = 1;
    expect((await engine.searchAll('diamond', 10))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.searchAll('diamond', 10))._unsafeUnwrap().length).toBeGreaterThan(0);
  });

  it('loads a partition first written to while the warm-up runs', async () => {
    const { database, engine } = setUp();
    const held = holdLoad(database, WOW, ITEMS, 1);
    const warming = engine.warmUp();
    await held.reached;
    const newcomer = changed('a01', { id: 'z01', gameType: 'new-game', title: 'Brand New Blade' });
    database.commit([newcomer]);
    await engine.upsert([newcomer]);
    held.release();
    await warming;
    const reads = database.reads;
    expect(await hits(engine, { gameType: 'new-game' })).toEqual(['z01']);
    expect(database.reads).toBe(reads);
  });

  it('shares one load between the warm-up and a search of the same partition', async () => {
    const { database, engine } = setUp();
    const held = holdLoad(database, WOW, ITEMS, 1);
    const warming = engine.warmUp();
    await held.reached;
    const searching = hits(engine);
    held.release();
    await warming;
    expect(await searching).toHaveLength(24);
    expect(database.reads).toBe(4);
  });
});
