import { err, ok, type Result } from 'neverthrow';
import type { Index, Meilisearch, Task } from 'meilisearch';
import type { DomainError } from '../../../domain/index.ts';
import type { ListingDocument, ListingIndex, ListingSearch, ListingSearchQuery, ListingSearchResult } from '../../../application/catalog/ports/index.ts';
import { hasPriceBounds, toMeilisearchRequest, toPriceFacetRequest } from './meilisearch-request.ts';
import { fromMeilisearchResponse, toStoredListing, type StoredListing } from './meilisearch-response.ts';
import { LISTINGS_INDEX, listingIndexSettings, TASK_WAIT } from './meilisearch-settings.ts';
import { validateSearchQuery } from './query-validation.ts';
import { hasSearchableWords } from './query-text.ts';
import { SearchIndexWriteError, searchUnavailable } from './search-errors.ts';

/** How the adapter is configured by the composition root. */
export interface MeilisearchListingSearchOptions {
  /** Smart-tag filter values of the catalog, declared filterable as `tags.<filter>`. */
  readonly tagFilters: readonly string[];
  /** Defaults to {@link LISTINGS_INDEX}; tests use a fresh index each. */
  readonly indexUid?: string;
}

/**
 * Listing search over Meilisearch, for deployments that set
 * MEILISEARCH_URL. It answers the same queries as the embedded engine (the
 * shared conformance suite holds both to it): one multi-search round trip
 * carries the page search and, when the query bounds the price, the facet
 * search without those bounds. Every client failure becomes UNAVAILABLE.
 */
export class MeilisearchListingSearch implements ListingSearch, ListingIndex {
  private readonly index: Index<StoredListing>;
  private readonly indexUid: string;

  constructor(
    private readonly client: Meilisearch,
    private readonly options: MeilisearchListingSearchOptions,
  ) {
    this.indexUid = options.indexUid ?? LISTINGS_INDEX;
    this.index = client.index<StoredListing>(this.indexUid);
  }

  /** Creates or updates the index settings and waits for Meilisearch to apply them. */
  async applySettings(): Promise<Result<void, DomainError>> {
    return this.awaitTask(() => this.index.updateSettings(listingIndexSettings(this.options.tagFilters)).waitTask(TASK_WAIT));
  }

  async search(query: ListingSearchQuery): Promise<Result<ListingSearchResult, DomainError>> {
    const valid = validateSearchQuery(query);
    if (valid.isErr()) return err(valid.error);
    const queries = [{ indexUid: this.indexUid, ...toMeilisearchRequest(query) }];
    if (hasPriceBounds(query)) queries.push({ indexUid: this.indexUid, ...toPriceFacetRequest(query) });
    try {
      const { results } = await this.client.multiSearch({ queries });
      return fromMeilisearchResponse(results[0], results[1] ?? results[0]);
    } catch (error) {
      return err(searchUnavailable(error));
    }
  }

  /** Title search across every game and product type, for the site-wide search box. */
  async searchAll(text: string, limit: number): Promise<Result<readonly ListingDocument[], DomainError>> {
    if (!hasSearchableWords(text) || limit <= 0) return ok([]);
    try {
      const response = await this.index.search(text, {
        filter: ['state = "AVAILABLE"'],
        attributesToSearchOn: ['title'],
        matchingStrategy: 'all',
        limit,
      });
      return fromMeilisearchResponse(response).map((result) => result.hits);
    } catch (error) {
      return err(searchUnavailable(error));
    }
  }

  /** {@link upsert} as a Result, for callers that handle the failure themselves. */
  async tryUpsert(documents: readonly ListingDocument[]): Promise<Result<void, DomainError>> {
    if (documents.length === 0) return ok(undefined);
    return this.awaitTask(() => this.index.addDocuments(documents.map(toStoredListing), { primaryKey: 'id' }).waitTask(TASK_WAIT));
  }

  /** {@link remove} as a Result. */
  async tryRemove(ids: readonly string[]): Promise<Result<void, DomainError>> {
    if (ids.length === 0) return ok(undefined);
    return this.awaitTask(() => this.index.deleteDocuments([...ids]).waitTask(TASK_WAIT));
  }

  /** {@link size} as a Result. */
  async trySize(): Promise<Result<number, DomainError>> {
    try {
      return ok((await this.index.getStats()).numberOfDocuments);
    } catch (error) {
      return err(searchUnavailable(error));
    }
  }

  /** Rejects with {@link SearchIndexWriteError} on failure: the port's signature has no error channel. */
  async upsert(documents: readonly ListingDocument[]): Promise<void> {
    orReject(await this.tryUpsert(documents));
  }

  async remove(ids: readonly string[]): Promise<void> {
    orReject(await this.tryRemove(ids));
  }

  async size(): Promise<number> {
    return orReject(await this.trySize());
  }

  /** A task that ends in any status but succeeded counts as a failure, as does a timeout while waiting. */
  private async awaitTask(run: () => Promise<Task>): Promise<Result<void, DomainError>> {
    try {
      const task = await run();
      if (task.status === 'succeeded') return ok(undefined);
      return err(searchUnavailable(new Error(`Task ${task.uid} ${task.status}: ${task.error?.message ?? 'no details'}`)));
    } catch (error) {
      return err(searchUnavailable(error));
    }
  }
}

function orReject<T>(result: Result<T, DomainError>): T {
  if (result.isErr()) throw new SearchIndexWriteError(result.error);
  return result.value;
}
