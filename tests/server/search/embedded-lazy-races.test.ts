import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingDocument, ListingDocuments } from '../../../application/catalog/ports/index.ts';
import { SyncListingIndex } from '../../../application/catalog/sync-listing-index.ts';
import { EmbeddedListingSearch } from '../../../adapters/server/search/embedded-listing-search.ts';
import { FakePartitionDocuments } from './fake-partition-documents.ts';
import { D4, FIXTURE, GOLD, ITEMS, WOW } from './fixture.ts';
import { query } from './listing-search.conformance-queries.ts';

const GAMES = [WOW, D4, 'new-game'] as const;
const TYPES = [ITEMS, GOLD] as const;
const IDS = [...FIXTURE.slice(0, 12).map((doc) => doc.id), 'n1', 'n2', 'n3'];

const op = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), id: fc.constantFrom(...IDS), game: fc.nat(2), type: fc.nat(1), available: fc.boolean(), price: fc.nat(9999) }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom(...IDS) }),
  fc.record({ kind: fc.constant('search' as const), game: fc.nat(2), type: fc.nat(1) }),
  fc.record({ kind: fc.constant('warmUp' as const) }),
);

/** Lets `n` turns of the event loop pass, so loads, re-reads and writes interleave differently each run. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Writes, partition loads and the warm-up raced in random orders, the writes
 * reaching the engine as in the server: committed, then re-read and applied
 * by SyncListingIndex. However they interleave, once everything settled the
 * engine must answer every partition as the database now holds it.
 */
describe('embedded engine with a reader: writes racing partition loads', () => {
  it('ends up with exactly the database rows, whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(op, fc.nat(3)), { minLength: 1, maxLength: 30 }), fc.array(fc.nat(3), { minLength: 1, maxLength: 8 }), async (ops, delays) => {
        const database = new FakePartitionDocuments(2);
        database.commit(FIXTURE);
        let turn = 0;
        const delay = (): Promise<void> => ticks(delays[turn++ % delays.length] ?? 0);
        database.beforeBatch = delay;
        const rereads: ListingDocuments = {
          byIds: async (ids) => {
            const read = ids.flatMap((id) => database.rows.get(id) ?? []);
            await delay();
            return read;
          },
          idsOfSeller: async () => [],
        };
        const engine = new EmbeddedListingSearch(database);
        const sync = new SyncListingIndex(rereads, engine, (error) => {
          throw error;
        });
        const running: Promise<unknown>[] = [];
        for (const [step, wait] of ops) {
          await ticks(wait);
          if (step.kind === 'edit') {
            const base = database.rows.get(step.id) ?? { ...(FIXTURE[0] as ListingDocument), id: step.id };
            database.commit([{ ...base, gameType: GAMES[step.game] ?? WOW, productType: TYPES[step.type] ?? ITEMS, state: step.available ? 'AVAILABLE' : 'SOLD_OUT', priceMinor: step.price }]);
            running.push(sync.changed([step.id]));
          } else if (step.kind === 'delete') {
            database.rows.delete(step.id);
            running.push(sync.changed([step.id]));
          } else if (step.kind === 'search') {
            running.push(engine.search(query({ gameType: GAMES[step.game] ?? WOW, productType: TYPES[step.type] ?? ITEMS })));
          } else {
            running.push(engine.warmUp());
          }
        }
        await Promise.all(running);
        expect((await engine.warmUp()).isOk()).toBe(true);
        for (const gameType of GAMES) {
          for (const productType of TYPES) {
            const found = (await engine.search(query({ gameType, productType, sortBy: 'price', sortDirection: 1 })))._unsafeUnwrap();
            const expected = [...database.rows.values()].filter((doc) => doc.gameType === gameType && doc.productType === productType && doc.state === 'AVAILABLE');
            expect(found.hits.map((hit) => `${hit.id}:${hit.priceMinor}`).sort()).toEqual(expected.map((doc) => `${doc.id}:${doc.priceMinor}`).sort());
          }
        }
        expect(await engine.size()).toBe([...database.rows.values()].filter((doc) => doc.state === 'AVAILABLE').length);
      }),
      { numRuns: 150 },
    );
  });
});
