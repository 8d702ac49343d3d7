import type { MatchSummary, PlayerRank } from './player-profile.ts';

/*
 * League of Legends keeps a hidden matchmaking rating (MMR); Riot does not
 * publish it. The estimate, as community tools explain it: the visible rank
 * is a ladder of 100 LP per division (Iron IV 0 LP = 0, Iron I 100 LP = 400,
 * each tier 400 higher; Master and above one open ladder from 2,800), and
 * LP gains tell how far MMR sits from it: when wins give more LP than losses
 * take, MMR is above the rank (the game is pulling the player up), and the
 * other way round. Each LP of difference between the average gain and the
 * average loss counts as 8 points of MMR, capped at ±400 (one tier), from the
 * ranked matches with an LP change; with fewer than 5 the estimate is the
 * rank itself and says it is uncertain.
 */

export const LOL_TIERS = ['IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'EMERALD', 'DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER'] as const;
const APEX_START = 2800;
export const MMR_POINTS_PER_LP_DIFFERENCE = 8;
export const MMR_ADJUSTMENT_CAP = 400;
export const MMR_MIN_MATCHES = 5;

/** The rank as a point on the LP ladder (see above); null for a tier this table does not know. */
export function ladderPoints(rank: PlayerRank): number | null {
  const tier = LOL_TIERS.indexOf(rank.tier.toUpperCase() as (typeof LOL_TIERS)[number]);
  if (tier < 0) return null;
  if (tier >= 7) return APEX_START + rank.points;
  const division = rank.division ?? 4;
  return tier * 400 + (4 - division) * 100 + rank.points;
}

/** The rank a ladder point falls in, e.g. 1,250 → "GOLD" division 2 (Gold II). */
export function rankAt(points: number): { readonly tier: string; readonly division: number | null } {
  if (points >= APEX_START) return { tier: 'MASTER', division: null };
  const clamped = Math.max(0, points);
  const tier = LOL_TIERS[Math.floor(clamped / 400)] ?? 'IRON';
  return { tier, division: 4 - Math.floor((clamped % 400) / 100) };
}

export interface MmrEstimate {
  readonly mmr: number;
  readonly rankPoints: number;
  readonly averageGain: number | null;
  readonly averageLoss: number | null;
  readonly adjustment: number;
  readonly matchesUsed: number;
  readonly confident: boolean;
  readonly estimatedRank: { readonly tier: string; readonly division: number | null };
}

function average(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The estimated MMR of a ranked player from the rank and the LP of recent ranked matches; null when unranked. */
export function estimateMmr(rank: PlayerRank | null, matches: readonly MatchSummary[]): MmrEstimate | null {
  if (rank === null) return null;
  const rankPoints = ladderPoints(rank);
  if (rankPoints === null) return null;
  const ranked = matches.filter((m) => m.ratingChange !== null && m.result !== 'draw');
  const gains = ranked.filter((m) => m.result === 'win').map((m) => m.ratingChange ?? 0);
  const losses = ranked.filter((m) => m.result === 'loss').map((m) => Math.abs(m.ratingChange ?? 0));
  const averageGain = average(gains);
  const averageLoss = average(losses);
  const confident = ranked.length >= MMR_MIN_MATCHES && averageGain !== null && averageLoss !== null;
  const raw = confident ? ((averageGain ?? 0) - (averageLoss ?? 0)) * MMR_POINTS_PER_LP_DIFFERENCE : 0;
  const adjustment = Math.round(Math.max(-MMR_ADJUSTMENT_CAP, Math.min(MMR_ADJUSTMENT_CAP, raw)));
  const mmr = Math.max(0, rankPoints + adjustment);
  return { mmr, rankPoints, averageGain, averageLoss, adjustment, matchesUsed: ranked.length, confident, estimatedRank: rankAt(mmr) };
}
