import { domainError, type DomainError } from '../../../domain/index.ts';

/**
 * Turns whatever a search client threw (network failure, timeout, API error,
 * failed task) into the one code the use cases know, keeping the foreign
 * error's name and message for the logs.
 */
export function searchUnavailable(error: unknown): DomainError {
  const details = error instanceof Error ? { reason: error.name, message: error.message } : { reason: String(error) };
  return domainError('UNAVAILABLE', 'The search engine is unavailable', details);
}

/**
 * Rejection of a {@link ListingIndex} write. The port's write methods return
 * `Promise<void>`, so a failed write can only reject; silently dropping it
 * would leave the index out of step with the database. The domain error
 * rides along so a caller can still switch on its code.
 */
export class SearchIndexWriteError extends Error {
  override readonly name = 'SearchIndexWriteError';

  constructor(readonly error: DomainError) {
    super(error.message);
  }
}
