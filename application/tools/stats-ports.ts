import type { Result } from 'neverthrow';
import type { DomainError, PlayerProfile, TrackerGame } from '../../domain/index.ts';

/**
 * Where one game's player statistics come from: the game's official (or its
 * publisher-endorsed) public API when a key is configured, otherwise the
 * embedded demo source. Expected failures are values: PLAYER_NOT_FOUND,
 * RATE_LIMITED (the API's quota), UNAVAILABLE (the API is down or answers
 * something unreadable).
 */
export interface PlayerStatsSource {
  readonly kind: 'demo' | 'official';
  readonly name: string;
  fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>>;
}

/** One source per tracker game (the composition root decides which). */
export type PlayerStatsSources = Readonly<Record<TrackerGame, PlayerStatsSource>>;

/**
 * How an adapter reaches an HTTP API: the server binds it to fetch; tests bind
 * recorded answers. Only status and parsed JSON are needed.
 */
export type JsonHttp = (url: string, init: { readonly headers: Readonly<Record<string, string>> }) => Promise<{ readonly status: number; readonly body: unknown }>;
