import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type MatchSummary, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * Marvel Rivals through marvelrivalsapi.com (NetEase has no public API),
 * with a key from MARVEL_RIVALS_API_KEY in `x-api-key`:
 * GET /api/v1/player/{name or uid}. It answers level, the current rank
 * ("Gold III") with the season's rank scores, lifetime ranked and unranked
 * totals, and recent matches with the hero, K/D/A and, for competitive
 * ones, the rank score change. A profile the player keeps private is, to
 * a visitor, no public profile.
 */

export const MARVEL_RIVALS_API = 'https://marvelrivalsapi.com';

const Totals = v.object({ total_matches: v.number(), total_wins: v.number(), total_kills: v.number(), total_deaths: v.number() });
const Match = v.object({
  match_uid: v.string(),
  match_time_stamp: v.number(),
  player_performance: v.object({
    hero_name: v.string(),
    kills: v.number(),
    deaths: v.number(),
    assists: v.number(),
    is_win: v.object({ is_win: v.boolean() }),
    score_change: v.nullable(v.number()),
    new_score: v.nullable(v.number()),
  }),
});
const Season = v.object({ rank_score: v.number(), update_time: v.number() });
const Player = v.object({
  name: v.string(),
  isPrivate: v.optional(v.boolean()),
  player: v.object({
    level: v.union([v.string(), v.number()]),
    rank: v.object({ rank: v.string() }),
    info: v.optional(v.object({ rank_game_season: v.optional(v.record(v.string(), Season)) })),
  }),
  overall_stats: v.object({ ranked: Totals, unranked: Totals }),
  match_history: v.optional(v.array(Match)),
});

const ROMAN = ['I', 'II', 'III'];
const titleCase = (text: string): string => text.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());

/** "Gold III" → tier GOLD, division 3 (I is a tier's best); One Above All, Eternity have none; "Invalid level" is unranked. */
function rankOf(label: string, score: number | null): PlayerProfile['rank'] {
  const m = /^(.*?)\s+(I{1,3})$/.exec(label.trim());
  const tier = (m?.[1] ?? label).trim();
  if (/invalid|unranked/i.test(label)) return null;
  return { label, tier: tier.toUpperCase(), division: m === null ? null : ROMAN.indexOf(m[2] ?? '') + 1, points: Math.round(score ?? 0) };
}

function matchOf(match: v.InferOutput<typeof Match>): MatchSummary {
  const p = match.player_performance;
  return {
    id: match.match_uid,
    playedAt: new Date(match.match_time_stamp * 1000).toISOString(),
    result: p.is_win.is_win ? 'win' : 'loss',
    // only a competitive match moves the rank score
    mode: p.score_change === null ? 'Quick Match' : 'Competitive',
    summary: `${titleCase(p.hero_name)} · ${p.kills}/${p.deaths}/${p.assists}`,
    ratingChange: p.score_change === null ? null : Math.round(p.score_change),
  };
}

export class MarvelRivalsApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'MarvelRivalsAPI.com';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
    private readonly baseUrl: string = MARVEL_RIVALS_API,
  ) {}

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const notFound = () => domainError('PLAYER_NOT_FOUND', `${player} has no public Marvel Rivals profile`);
    const answer = await getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/api/v1/player/${encodeURIComponent(player)}`,
      headers: { 'x-api-key': this.apiKey },
      schema: Player,
      notFound,
    });
    if (answer.isErr()) return err(answer.error);
    const p = answer.value;
    if (p.isPrivate === true) return err(notFound());
    const seasons = Object.values(p.player.info?.rank_game_season ?? {}).sort((a, b) => b.update_time - a.update_time);
    const { ranked, unranked } = p.overall_stats;
    const played = ranked.total_matches + unranked.total_matches;
    const wins = ranked.total_wins + unranked.total_wins;
    const kills = ranked.total_kills + unranked.total_kills;
    const deaths = ranked.total_deaths + unranked.total_deaths;
    const matches = (p.match_history ?? []).map(matchOf);
    const level = Number(p.player.level);
    return ok({
      game: 'marvel-rivals',
      player: p.name,
      displayName: p.name,
      level: Number.isFinite(level) ? level : null,
      rank: rankOf(p.player.rank.rank, seasons[0]?.rank_score ?? null),
      stats:
        played === 0
          ? []
          : [
              { key: 'matches', value: played },
              { key: 'wins', value: wins },
              { key: 'winRate', value: Math.round((wins * 1000) / played) / 10 },
              { key: 'kd', value: Math.round((kills * 100) / Math.max(1, deaths)) / 100 },
            ],
      matches,
      // the rank score after each competitive match, oldest first
      progress: (p.match_history ?? [])
        .flatMap((m) => (m.player_performance.new_score === null ? [] : [{ at: new Date(m.match_time_stamp * 1000).toISOString(), rating: Math.round(m.player_performance.new_score) }]))
        .reverse(),
      source: 'official',
      sourceName: this.name,
    });
  }
}
