import { err, ok, type Result } from 'neverthrow';
import { MeilisearchApiError, type Meilisearch } from 'meilisearch';
import type { DomainError } from '../../../domain/index.ts';
import { SEARCH_ONLY_INDEXES } from './meilisearch-settings.ts';
import { searchUnavailable } from './search-errors.ts';

/**
 * A fixed key uid, so every server start (and every server process) finds the
 * same browser key instead of minting a new one each time.
 */
export const SEARCH_ONLY_KEY_UID = '5f1c2a7e-3b1d-4c8e-9a6f-2d7b8e4c1a90';

/**
 * The public key browsers search with: it can only search, and only the
 * storefront's indexes, so shipping it in the page exposes nothing else.
 * Returns the existing key when there is one.
 */
export async function createSearchOnlyKey(client: Meilisearch): Promise<Result<string, DomainError>> {
  try {
    return ok((await client.getKey(SEARCH_ONLY_KEY_UID)).key);
  } catch (error) {
    if (!(error instanceof MeilisearchApiError) || error.cause?.code !== 'api_key_not_found') return err(searchUnavailable(error));
  }
  try {
    const key = await client.createKey({
      uid: SEARCH_ONLY_KEY_UID,
      name: 'storefront-search',
      description: 'Search-only key for browsers',
      actions: ['search'],
      indexes: [...SEARCH_ONLY_INDEXES],
      expiresAt: null,
    });
    return ok(key.key);
  } catch (error) {
    return err(searchUnavailable(error));
  }
}
