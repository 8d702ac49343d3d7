import type { GameSeed } from './catalog-types.ts';
import { COMPETITIVE_GAMES } from './games/competitive.ts';
import { MOBILE_GAMES } from './games/mobile.ts';
import { PLATFORM_AND_MMO_GAMES } from './games/platforms-and-mmo.ts';

/**
 * Every game of the demo catalog, most popular first. It covers each game the
 * product has a calculator or tracker for: a calculator or tracker page links
 * to the game's listings, and a dead link would be the first thing a demo shows.
 */
export const GAMES: readonly GameSeed[] = [...COMPETITIVE_GAMES, ...MOBILE_GAMES, ...PLATFORM_AND_MMO_GAMES].sort(
  (a, b) => b.popularity - a.popularity || a.value.localeCompare(b.value),
);

/** Games visitors without a token can see (and that get listings). */
export const VISIBLE_GAMES: readonly GameSeed[] = GAMES.filter((g) => g.hidden !== true);

/** `/calculator/{slug}` slug → game value. */
export const CALCULATOR_GAMES: ReadonlyMap<string, string> = new Map(GAMES.flatMap((g) => (g.calculators ?? []).map((slug) => [slug, g.value] as const)));

/** `/tracker/{slug}` slug → game value. */
export const TRACKER_GAMES: ReadonlyMap<string, string> = new Map(GAMES.flatMap((g) => (g.trackers ?? []).map((slug) => [slug, g.value] as const)));
