import { describe, expect, it } from 'vitest';
import { SyncListingIndex } from '../../../application/catalog/sync-listing-index.ts';
import type { ListingDocument, ListingDocuments, ListingIndex } from '../../../application/catalog/ports/index.ts';

// A negative quantity stands for a deleted offer, whose row is kept with its state.
const doc = (id: string, quantity: number) => ({ id, quantity, state: quantity < 0 ? 'DELETED' : 'AVAILABLE' }) as unknown as ListingDocument;

function harness(rows: Map<string, number>, failing = false) {
  const reads: string[][] = [];
  const index = new Map<string, number>();
  const documents: ListingDocuments = {
    byIds: async (ids) => {
      if (failing) throw new Error('database down');
      reads.push([...ids]);
      await new Promise((r) => setTimeout(r, 5));
      return ids.flatMap((id) => (rows.has(id) ? [doc(id, rows.get(id) ?? 0)] : []));
    },
    // A listing's seller is the letter before its dash ("s-1" is seller s's).
    idsOfSeller: async (sellerId) => {
      if (failing) throw new Error('database down');
      return [...rows.keys()].filter((id) => id.startsWith(`${sellerId}-`));
    },
  };
  const target: ListingIndex = {
    upsert: async (docs) => void docs.forEach((d) => index.set(d.id, d.quantity)),
    remove: async (ids) => void ids.forEach((id) => index.delete(id)),
    size: async () => index.size,
  };
  const errors: unknown[] = [];
  return { sync: new SyncListingIndex(documents, target, (e) => errors.push(e)), reads, index, errors };
}

describe('SyncListingIndex', () => {
  it('writes the current stock of changed listings and drops listings that no longer exist', async () => {
    const { sync, index } = harness(new Map([['a', 4]]));
    index.set('gone', 1);
    await sync.changed(['a', 'gone']);
    expect([...index]).toEqual([['a', 4]]);
  });

  it('reads ids that arrive while a batch is running in one further query, and every caller waits for its own ids', async () => {
    const { sync, reads, index } = harness(new Map([['a', 1], ['b', 2], ['c', 3]]));
    await Promise.all([sync.changed(['a']), sync.changed(['b']), sync.changed(['c'])]);
    expect(reads).toEqual([['a'], ['b', 'c']]);
    expect(index.get('c')).toBe(3);
  });

  it('reports a failed read instead of throwing into the change feed', async () => {
    const { sync, errors } = harness(new Map(), true);
    await expect(sync.changed(['a'])).resolves.toBeUndefined();
    await expect(sync.sellerChanged('s')).resolves.toBeUndefined();
    expect(errors).toHaveLength(2);
  });

  it('rereads every listing of a seller whose standing changed, in one read, and no one else\'s', async () => {
    const { sync, reads, index } = harness(new Map([['s-1', 1], ['s-2', 2], ['t-1', 3]]));
    await sync.sellerChanged('s');
    expect(reads).toEqual([['s-1', 's-2']]);
    expect([...index.keys()]).toEqual(['s-1', 's-2']);
    await sync.sellerChanged('nobody');
    expect(reads).toHaveLength(1);
  });

  it('drops a deleted offer from the index although its row is still there', async () => {
    const { sync, index } = harness(new Map([['a', 2], ['deleted', -1]]));
    index.set('deleted', 1);
    await sync.changed(['a', 'deleted']);
    expect([...index]).toEqual([['a', 2]]);
  });
});
