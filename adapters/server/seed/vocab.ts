import type { BoostKindSeed, OptionSeed, RankSeed } from './catalog-types.ts';
import { slugify } from './text.ts';

/**
 * Building blocks shared by the game data files: option lists from labels,
 * common rank ladders and the boosting services most ranked games sell.
 */

/** Options from labels; values are their slugs. */
export function options(...labels: readonly string[]): OptionSeed[] {
  return labels.map((label) => ({ value: slugify(label), label }));
}

/** A ladder from tier labels, lowest first. */
export function ladder(tiers: readonly string[], divisions?: readonly string[], apexTiers = 0): RankSeed {
  return divisions === undefined ? { tiers: options(...tiers), apexTiers } : { tiers: options(...tiers), divisions, apexTiers };
}

/** Roman divisions, highest number first as games show them (IV is the lowest). */
export const ROMAN_IV = ['IV', 'III', 'II', 'I'] as const;
/** Roman divisions I–III where III is the lowest. */
export const ROMAN_III = ['III', 'II', 'I'] as const;

/** Top-up regions for games without their own servers. */
export const TOP_UP_REGIONS: readonly OptionSeed[] = options('Global', 'Europe', 'North America', 'Asia', 'Latin America', 'Middle East');

/** How a top-up reaches the buyer; login needs the buyer's credentials, so the default leaves it out. */
export const TOP_UP_METHODS: readonly OptionSeed[] = [
  { value: 'player-id', label: 'Via player ID' },
  { value: 'gift-code', label: 'Redeem code' },
  { value: 'login', label: 'Account login' },
];
/** The top-up method filter's default selection. */
export const TOP_UP_METHOD_DEFAULT: readonly string[] = ['player-id', 'gift-code'];

/** Ranked climb to a target rank. */
export function rankBoost(baseCents: number): BoostKindSeed {
  return { value: 'rank-boost', label: 'Rank boost', title: '{rank} boost from {from}', baseCents, scale: 'rank' };
}

/** A number of ranked wins at a given rank. */
export function winBoost(baseCents: number): BoostKindSeed {
  return { value: 'win-boost', label: 'Win boost', title: '{n} ranked wins in {rank}', baseCents, scale: 'count', n: [3, 20] };
}

/** Placement matches of a new season. */
export function placements(baseCents: number): BoostKindSeed {
  return { value: 'placements', label: 'Placement matches', title: '{n} placement matches', baseCents, scale: 'count', n: [5, 10] };
}

/** The booster plays alongside the buyer. */
export function duoBoost(baseCents: number): BoostKindSeed {
  return { value: 'duo-boost', label: 'Duo boost', title: 'Duo queue to {rank} – play with a pro', baseCents, scale: 'rank' };
}
