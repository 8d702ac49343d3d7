import type { TrackerGame } from '../../navigation/index.ts';

/** One match in a player's history, newest first in a profile. */
export interface MatchSummary {
  readonly id: string;
  /** ISO 8601 time the match ended. */
  readonly playedAt: string;
  readonly result: 'win' | 'loss' | 'draw';
  readonly mode: string;
  /** What the game shows for it: K/D/A, placement, crowns, stars… */
  readonly summary: string;
  /** Change of the ranked rating (LP, RR, trophies…); null for unranked modes. */
  readonly ratingChange: number | null;
}

/** The player's rank as the game names it, with the rating number behind it. */
export interface PlayerRank {
  /** e.g. "Gold II", "Diamond 3", "Legend League". */
  readonly label: string;
  /** Tier name for styling and the MMR estimate (e.g. "GOLD"). */
  readonly tier: string;
  /** 1 (highest) … 4 where the game has divisions; null otherwise. */
  readonly division: number | null;
  /** LP, RR, trophies, ranked score: what the game counts inside the tier. */
  readonly points: number;
}

/** A player's public profile in one game, as a stats source answers it. */
export interface PlayerProfile {
  readonly game: TrackerGame;
  readonly player: string;
  readonly displayName: string;
  readonly level: number | null;
  readonly rank: PlayerRank | null;
  /** Headline numbers (key → value): wins, win rate, K/D, trophies… */
  readonly stats: readonly { readonly key: string; readonly value: number }[];
  readonly matches: readonly MatchSummary[];
  /** The rating over time, oldest first (one point per day or per match). */
  readonly progress: readonly { readonly at: string; readonly rating: number }[];
  /** 'demo' profiles are generated, never a real player's data. */
  readonly source: 'demo' | 'official';
  readonly sourceName: string;
}

/*
 * How each game names a player. Riot games use a Riot ID "name#tag" (3–16
 * characters, a tag of 3–5); Supercell games a player tag "#" + 3–14 of the
 * characters 0289PYLQGRJCUV; the others a display name of 3–32 characters.
 * Reading: the lookup takes the form the game shows; a Supercell tag may be
 * typed without its "#" and in lower case, and is normalized.
 */
const RIOT_ID = /^[^#]{3,16}#[A-Za-z0-9]{3,5}$/u;
const SUPERCELL_TAG = /^#?[0289PYLQGRJCUV]{3,14}$/i;
const DISPLAY_NAME = /^[^\s#/?][^#/?]{1,30}[^\s#/?]$/u;

export type PlayerIdKind = 'riot-id' | 'supercell-tag' | 'display-name';

export const PLAYER_ID_KIND: Readonly<Record<TrackerGame, PlayerIdKind>> = {
  fortnite: 'display-name',
  valorant: 'riot-id',
  'brawl-stars': 'supercell-tag',
  'apex-legends': 'display-name',
  'clash-royale': 'supercell-tag',
  'marvel-rivals': 'display-name',
  'clash-of-clans': 'supercell-tag',
  'league-of-legends': 'riot-id',
};

/** The player id in its canonical form, or null when it is not one this game uses. */
export function normalizePlayerId(game: TrackerGame, raw: string): string | null {
  const id = raw.trim();
  switch (PLAYER_ID_KIND[game]) {
    case 'riot-id':
      return RIOT_ID.test(id) ? id : null;
    case 'supercell-tag':
      return SUPERCELL_TAG.test(id) ? `#${id.replace(/^#/, '').toUpperCase()}` : null;
    case 'display-name':
      return DISPLAY_NAME.test(id) ? id : null;
  }
}

/** The games' own names (brands, the same in every language). */
export const TRACKER_GAME_NAMES: Readonly<Record<TrackerGame, string>> = {
  fortnite: 'Fortnite',
  valorant: 'Valorant',
  'brawl-stars': 'Brawl Stars',
  'apex-legends': 'Apex Legends',
  'clash-royale': 'Clash Royale',
  'marvel-rivals': 'Marvel Rivals',
  'clash-of-clans': 'Clash of Clans',
  'league-of-legends': 'League of Legends',
};
