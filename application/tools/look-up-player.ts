import { err, type Result } from 'neverthrow';
import { domainError, normalizePlayerId, type DomainError, type PlayerProfile, type TrackerGame } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { PlayerStatsSources } from './stats-ports.ts';

/** How long an answer is reused: a found profile 5 minutes, an unknown player 1 minute; failures are not kept. */
export const PROFILE_CACHE_MS = 5 * 60_000;
export const NOT_FOUND_CACHE_MS = 60_000;
const MAX_CACHED = 5000;

/**
 * A player's profile in one tracker game, through that game's stats source,
 * cached so that repeated views (and the MMR checker) do not spend the API
 * quota. The player id is checked against the game's format first, so a typo
 * is a VALIDATION_FAILED naming the field, not a lookup.
 */
export class LookUpPlayer {
  private readonly cache = new Map<string, { readonly until: number; readonly result: Result<PlayerProfile, DomainError> }>();

  constructor(
    private readonly sources: PlayerStatsSources,
    private readonly clock: Clock,
  ) {}

  async execute(request: { readonly game: TrackerGame; readonly player: string }): Promise<Result<PlayerProfile, DomainError>> {
    const player = normalizePlayerId(request.game, request.player);
    if (player === null) return err(domainError('VALIDATION_FAILED', `player: is not a ${request.game} player id`, { field: 'player' }));
    const key = `${request.game}\u0000${player.toLowerCase()}`;
    const now = this.clock.now().getTime();
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.until > now) return cached.result;
    const result = await this.sources[request.game].fetchProfile(player);
    const keepFor = result.isOk() ? PROFILE_CACHE_MS : result.error.code === 'PLAYER_NOT_FOUND' ? NOT_FOUND_CACHE_MS : 0;
    if (keepFor > 0) {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value ?? '');
      this.cache.set(key, { until: now + keepFor, result });
    }
    return result;
  }
}
