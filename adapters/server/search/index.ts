/**
 * Listing search adapters: the embedded engine (default, in-process) and the
 * Meilisearch one (when MEILISEARCH_URL is set). Both implement the
 * ListingSearch and ListingIndex ports and pass the same conformance suite.
 */
export { EmbeddedListingSearch } from './embedded-listing-search.ts';
export { MeilisearchListingSearch, type MeilisearchListingSearchOptions } from './meilisearch-listing-search.ts';
export { createSearchOnlyKey, SEARCH_ONLY_KEY_UID } from './meilisearch-keys.ts';
export { LISTINGS_INDEX, listingIndexSettings, SEARCH_ONLY_INDEXES, TASK_WAIT } from './meilisearch-settings.ts';
export { toMeilisearchRequest, toPriceFacetRequest, type MeilisearchListingRequest } from './meilisearch-request.ts';
export { fromMeilisearchResponse, toStoredListing, type StoredListing } from './meilisearch-response.ts';
export { SearchIndexWriteError } from './search-errors.ts';
