import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { GameType } from './listing-data.ts';

/** The message of a missing or hidden game, the same for both so a hidden game's existence is not revealed. */
export const GAME_NOT_FOUND_MESSAGE = 'Game not found';

/** Who is asking for the game, and which one when given a list. */
export interface GameLookup {
  readonly hasAuthToken: boolean;
  /** The game value wanted: picked from a list (else its first game), and checked on a single game. */
  readonly value?: string;
}

/**
 * The game a listing page may show (spec section 5): GAME_NOT_FOUND when it is
 * missing, or hidden while the visitor has no auth token. Accepts a single
 * game or the loader's list of games; reading: a list without `value` is the
 * result of a lookup for one game, so its first entry is the game.
 */
export function findVisibleGame<G extends Pick<GameType, 'value' | 'hidden'>>(
  games: G | readonly G[] | null | undefined,
  lookup: GameLookup,
): Result<G, DomainError> {
  const game = pick(games, lookup.value);
  if (game === undefined || (game.hidden && !lookup.hasAuthToken)) {
    return err(domainError('GAME_NOT_FOUND', GAME_NOT_FOUND_MESSAGE));
  }
  return ok(game);
}

function pick<G extends Pick<GameType, 'value'>>(games: G | readonly G[] | null | undefined, value: string | undefined): G | undefined {
  if (games === null || games === undefined) return undefined;
  if (!isList(games)) return value === undefined || games.value === value ? games : undefined;
  return value === undefined ? games[0] : games.find((g) => g.value === value);
}

function isList<G>(games: G | readonly G[]): games is readonly G[] {
  return Array.isArray(games);
}
