import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../domain/index.ts';
import type { ListingSearchQuery } from '../../../application/catalog/ports/index.ts';

/**
 * Rejects queries no engine can answer the same way: a negative or fractional
 * page window, or price bounds that are not finite numbers. Both adapters run
 * it first, so a bad query fails with VALIDATION_FAILED whichever engine is
 * configured instead of being clamped by one and rejected by the other.
 */
export function validateSearchQuery(query: ListingSearchQuery): Result<ListingSearchQuery, DomainError> {
  if (!isCount(query.limit)) return err(domainError('VALIDATION_FAILED', 'limit must be a non-negative integer', { field: 'limit' }));
  if (!isCount(query.offset)) return err(domainError('VALIDATION_FAILED', 'offset must be a non-negative integer', { field: 'offset' }));
  const { min, max } = query.price ?? {};
  if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max))) {
    return err(domainError('VALIDATION_FAILED', 'price bounds must be finite numbers', { field: 'price' }));
  }
  return ok(query);
}

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
