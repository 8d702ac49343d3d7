import * as v from 'valibot';
import { TRACKER_GAMES } from '../../domain/index.ts';
import { count, list, shortText } from '../shared/fields.ts';

/*
 * GET /api/tools/trackers/:game/player?player=: a player's profile in one
 * tracker game (the player id in the query, since Supercell tags start with
 * '#'); GET /api/tools/mmr/league-of-legends?player=: the same profile with
 * the estimated MMR.
 */

export const TrackerParams = v.object({ game: v.picklist(TRACKER_GAMES, 'must be one of the 8 tracker games') });
export const PlayerQuery = v.object({ player: v.pipe(shortText(64), v.minLength(1, 'is required')) });

const Rank = v.object({ label: v.string(), tier: v.string(), division: v.nullable(v.number()), points: v.number() });

export const PlayerProfileSchema = v.object({
  game: v.picklist(TRACKER_GAMES),
  player: v.string(),
  displayName: v.string(),
  level: v.nullable(v.number()),
  rank: v.nullable(Rank),
  stats: list(v.object({ key: v.string(), value: v.number() })),
  matches: list(
    v.object({
      id: v.string(),
      playedAt: v.string(),
      result: v.picklist(['win', 'loss', 'draw']),
      mode: v.string(),
      summary: v.string(),
      ratingChange: v.nullable(v.number()),
    }),
  ),
  progress: list(v.object({ at: v.string(), rating: v.number() })),
  source: v.picklist(['demo', 'official']),
  sourceName: v.string(),
});
export type PlayerProfileAnswer = v.InferOutput<typeof PlayerProfileSchema>;

export const MmrAnswer = v.object({
  profile: PlayerProfileSchema,
  estimate: v.nullable(
    v.object({
      mmr: count,
      rankPoints: count,
      averageGain: v.nullable(v.number()),
      averageLoss: v.nullable(v.number()),
      adjustment: v.number(),
      matchesUsed: count,
      confident: v.boolean(),
      estimatedRank: v.object({ tier: v.string(), division: v.nullable(v.number()) }),
    }),
  ),
});
export type MmrAnswer = v.InferOutput<typeof MmrAnswer>;
