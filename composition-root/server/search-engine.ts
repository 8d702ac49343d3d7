import { Meilisearch } from 'meilisearch';
import type { ListingIndex, ListingSearch } from '../../application/catalog/ports/index.ts';
import type { Database } from '../../adapters/server/persistence/shared/database.ts';
import { smartTagFilters } from '../../adapters/server/persistence/schema.ts';
import { SqlListingDocuments } from '../../adapters/server/persistence/catalog/sql-listing-documents.ts';
import { EmbeddedListingSearch, MeilisearchListingSearch } from '../../adapters/server/search/index.ts';
import type { ListingTextSearch } from '../../adapters/server/site-search/embedded-site-search.ts';
import type { Config } from '../config.ts';

export type SearchEngine = ListingSearch & ListingIndex & ListingTextSearch;

/**
 * The embedded engine by default, which loads each partition from the
 * database when first searched (and `warmUp` all of them after the server
 * listens); Meilisearch when MEILISEARCH_URL is set, with its index settings
 * applied (and awaited) before the server answers.
 */
export async function createSearchEngine(
  config: Config,
  db: Database,
): Promise<{ engine: SearchEngine; kind: 'embedded'; embedded: EmbeddedListingSearch } | { engine: SearchEngine; kind: 'meilisearch'; embedded?: undefined }> {
  if (config.MEILISEARCH_URL === undefined) {
    const embedded = new EmbeddedListingSearch(new SqlListingDocuments(db));
    return { engine: embedded, kind: 'embedded', embedded };
  }
  const client = new Meilisearch({ host: config.MEILISEARCH_URL, ...(config.MEILISEARCH_KEY === undefined ? {} : { apiKey: config.MEILISEARCH_KEY }) });
  const filters = await db.selectDistinct({ value: smartTagFilters.value }).from(smartTagFilters);
  const engine = new MeilisearchListingSearch(client, { tagFilters: filters.map((f) => f.value) });
  const applied = await engine.applySettings();
  if (applied.isErr()) throw new Error(`Meilisearch at ${config.MEILISEARCH_URL}: ${applied.error.message}`);
  return { engine, kind: 'meilisearch' };
}
