import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type MatchSummary, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * Valorant through the HenrikDev API (api.henrikdev.xyz), with a key from
 * VALORANT_API_KEY in `Authorization` (no "Bearer"): Riot's official API
 * gives ranked data by Riot ID only to apps with Riot Sign-On, so this is
 * the community API every tracker uses. A lookup is the account (which
 * also says the player's region), then in that region the current MMR
 * (tier, RR), and as bonuses the stored matches (agent, map, K/D/A, rounds)
 * and the MMR history (RR change per competitive match, elo over time): a
 * profile without them still shows.
 */

export const VALORANT_API = 'https://api.henrikdev.xyz';

const Account = v.object({ data: v.object({ puuid: v.string(), region: v.string(), account_level: v.number(), name: v.string(), tag: v.string() }) });
const Mmr = v.object({
  data: v.object({
    current_data: v.object({ currenttier: v.nullable(v.number()), currenttierpatched: v.nullable(v.string()), ranking_in_tier: v.nullable(v.number()), elo: v.nullable(v.number()) }),
    highest_rank: v.optional(v.nullable(v.object({ patched_tier: v.nullable(v.string()) }))),
  }),
});
const StoredMatch = v.object({
  meta: v.object({ id: v.string(), map: v.object({ name: v.string() }), mode: v.string(), started_at: v.string() }),
  stats: v.object({ team: v.string(), character: v.object({ name: v.string() }), kills: v.number(), deaths: v.number(), assists: v.number() }),
  teams: v.object({ red: v.nullable(v.number()), blue: v.nullable(v.number()) }),
});
const StoredMatches = v.object({ data: v.array(StoredMatch) });
const MmrHistory = v.object({ data: v.array(v.object({ match_id: v.optional(v.string()), mmr_change_to_last_game: v.number(), elo: v.number(), date_raw: v.number() })) });

/** "Gold 3" → tier GOLD, division 1: Valorant counts 1 → 3 upwards, a profile's division counts 1 as the best. Radiant has none. */
function rankOf(patched: string, rr: number): NonNullable<PlayerProfile['rank']> {
  const m = /^(.*?)\s+(\d)$/.exec(patched.trim());
  return { label: patched, tier: (m?.[1] ?? patched).toUpperCase(), division: m === null ? null : 4 - Number(m[2]), points: rr };
}

function matchOf(match: v.InferOutput<typeof StoredMatch>, changes: ReadonlyMap<string, number>): MatchSummary {
  const team = match.stats.team.toLowerCase();
  const own = team === 'red' ? match.teams.red : match.teams.blue;
  const other = team === 'red' ? match.teams.blue : match.teams.red;
  // Deathmatch has no teams: neither side's rounds, so no result to call a win
  const result = own === null || other === null || own === other ? 'draw' : own > other ? 'win' : 'loss';
  const { kills, deaths, assists } = match.stats;
  return {
    id: match.meta.id,
    playedAt: match.meta.started_at,
    result,
    mode: match.meta.mode,
    summary: `${match.stats.character.name} · ${match.meta.map.name} · ${kills}/${deaths}/${assists}`,
    ratingChange: changes.get(match.meta.id) ?? null,
  };
}

export class ValorantApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'HenrikDev Valorant API';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
    private readonly baseUrl: string = VALORANT_API,
  ) {}

  private get<S extends v.GenericSchema>(path: string, schema: S, player: string) {
    return getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/valorant${path}`,
      headers: { authorization: this.apiKey },
      schema,
      notFound: () => domainError('PLAYER_NOT_FOUND', `${player} has no Valorant profile`),
    });
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const [name = '', tag = ''] = player.split('#');
    const riotId = `${encodeURIComponent(name)}/${encodeURIComponent(tag)}`;
    const account = await this.get(`/v1/account/${riotId}`, Account, player);
    if (account.isErr()) return err(account.error);
    const region = encodeURIComponent(account.value.data.region);
    const mmr = await this.get(`/v2/mmr/${region}/${riotId}`, Mmr, player);
    // The account exists: no MMR there (never played competitive) is an unranked profile, not an unknown player.
    if (mmr.isErr() && mmr.error.code !== 'PLAYER_NOT_FOUND') return err(mmr.error);
    const stored = await this.get(`/v1/stored-matches/${region}/${riotId}?size=10`, StoredMatches, player);
    const history = await this.get(`/v1/mmr-history/${region}/${riotId}`, MmrHistory, player);
    const changes = new Map((history.isOk() ? history.value.data : []).flatMap((h) => (h.match_id === undefined ? [] : [[h.match_id, h.mmr_change_to_last_game] as const])));
    const matches = (stored.isOk() ? stored.value.data : []).map((m) => matchOf(m, changes));
    const current = mmr.isOk() ? mmr.value.data.current_data : null;
    const ranked = current !== null && current.currenttier !== null && current.currenttier > 0 && current.currenttierpatched !== null;
    const wins = matches.filter((m) => m.result === 'win').length;
    const kills = (stored.isOk() ? stored.value.data : []).reduce((sum, m) => sum + m.stats.kills, 0);
    const deaths = (stored.isOk() ? stored.value.data : []).reduce((sum, m) => sum + m.stats.deaths, 0);
    const { data } = account.value;
    return ok({
      game: 'valorant',
      player: `${data.name}#${data.tag}`,
      displayName: data.name,
      level: data.account_level,
      rank: ranked ? rankOf(current.currenttierpatched ?? '', current.ranking_in_tier ?? 0) : null,
      // over the recent matches the API keeps (it has no lifetime totals)
      stats:
        matches.length === 0
          ? []
          : [
              { key: 'matches', value: matches.length },
              { key: 'wins', value: wins },
              { key: 'winRate', value: Math.round((wins * 1000) / matches.length) / 10 },
              { key: 'kd', value: Math.round((kills * 100) / Math.max(1, deaths)) / 100 },
            ],
      matches,
      progress: (history.isOk() ? history.value.data : [])
        .map((h) => ({ at: new Date(h.date_raw * 1000).toISOString(), rating: h.elo }))
        .sort((a, b) => a.at.localeCompare(b.at)),
      source: 'official',
      sourceName: this.name,
    });
  }
}
