import { err, ok, type Result } from 'neverthrow';
import { domainError, signedInUserId, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { SearchTermLog } from './ports/index.ts';
import type { SearchTermAnswer } from '../../contracts/shopping/index.ts';
import { RecentSearches } from './recent-searches.ts';

/** Params of `searchTerm`, sent after a search with text (spec section 7). */
export interface RecordSearchTermInput {
  readonly term: string;
  readonly gameType: string;
  readonly productType?: string | null | undefined;
  readonly resultCount: number;
}

/** Where a search came from, for telling visitors apart: the peer address of the connection, never a param. */
export interface SearchOrigin {
  readonly clientAddress: string;
}

/** Whether the row was written; false for a repeat inside the window (contracts/shopping). */
export type RecordSearchTermOutput = SearchTermAnswer;

/** Longest term kept; longer ones are cut, since the head is what a later hot search would use. */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** A repeat of the same search by the same caller within this many ms is not stored again. */
export const SEARCH_REPEAT_WINDOW_MS = 10_000;
const MAX_SCOPE_LENGTH = 100;
const MAX_RESULT_COUNT = 2_147_483_647;
const TRACKED_CALLERS = 10_000;

/**
 * `searchTerm`: logs what buyers search for, from visitors and users alike.
 * The term is trimmed and cut to 200 characters (whole code points); an
 * empty term is refused. Readings: "identical" means the same trimmed term
 * in the same game and product type; "the same caller" is the user when
 * logged in (and not banned), else the client address; repeats are remembered per server
 * process (a repeat reaching another process is stored, which only adds a
 * row), so this instance must live as long as the server.
 */
export class RecordSearchTerm {
  private readonly recent = new RecentSearches(SEARCH_REPEAT_WINDOW_MS, TRACKED_CALLERS);

  constructor(
    private readonly log: SearchTermLog,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: RecordSearchTermInput, origin: SearchOrigin): Promise<Result<RecordSearchTermOutput, DomainError>> {
    const term = Array.from(input.term.trim()).slice(0, MAX_SEARCH_TERM_LENGTH).join('').trimEnd();
    if (term === '') return err(invalid('term', 'Search term must not be empty'));
    const gameType = input.gameType.trim();
    if (gameType === '' || gameType.length > MAX_SCOPE_LENGTH) return err(invalid('gameType', 'Game type is invalid'));
    const productType = input.productType?.trim() ?? '';
    if (productType.length > MAX_SCOPE_LENGTH) return err(invalid('productType', 'Product type is invalid'));
    if (!Number.isSafeInteger(input.resultCount) || input.resultCount < 0 || input.resultCount > MAX_RESULT_COUNT) {
      return err(invalid('resultCount', 'Result count must be a whole number of at least 0'));
    }
    const at = this.clock.now();
    const userId = signedInUserId(actor);
    const who = userId === null ? `address:${origin.clientAddress}` : `user:${userId}`;
    if (this.recent.seenRecently(JSON.stringify([who, term, gameType, productType]), at.getTime())) return ok({ recorded: false });
    await this.log.record({ term, gameType, productType: productType === '' ? null : productType, resultCount: input.resultCount, userId, at });
    return ok({ recorded: true });
  }
}

function invalid(field: string, message: string): DomainError {
  return domainError('VALIDATION_FAILED', message, { field });
}
