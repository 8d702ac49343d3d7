import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/** One search with text on a listing page (spec section 7, `searchTerm`). */
export interface SearchTermReport {
  readonly term: string;
  readonly gameType: string;
  readonly productType: string;
  /** How many offers the search found. */
  readonly resultCount: number;
}

/** Tells the server what buyers search for, so it can learn popular terms; a failure changes nothing for the buyer. */
export interface SearchTermReporter {
  report(search: SearchTermReport): Promise<Result<void, DomainError>>;
}
