import { sql } from 'drizzle-orm';
import type { ListingIndex } from '../../../../application/catalog/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { readListingDocuments } from './listing-documents.ts';
import { listings } from '../schema.ts';

/** Feeds every listing into the search index, batch by batch; returns how many. */
export async function loadListingsIntoIndex(db: Database, index: ListingIndex): Promise<number> {
  let count = 0;
  for await (const batch of readListingDocuments(db)) {
    await index.upsert(batch);
    count += batch.length;
  }
  return count;
}

/** How many listings the database holds. */
export async function countListings(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return rows[0]?.n ?? 0;
}
