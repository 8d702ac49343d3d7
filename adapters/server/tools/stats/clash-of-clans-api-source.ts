import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import type { DomainError, PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { playerPath, supercellGet, type SupercellApi } from './supercell-api.ts';

/*
 * Clash of Clans' official API (https://developer.clashofclans.com), with a
 * key from CLASH_OF_CLANS_API_KEY: GET /v1/players/{tag}. The API has no
 * battle log, so a profile shows its league, trophies and war stars and no
 * match history; the progress line is today's trophies alone.
 */

export const CLASH_OF_CLANS_API = 'https://api.clashofclans.com/v1';

const Player = v.object({
  tag: v.string(),
  name: v.string(),
  expLevel: v.number(),
  townHallLevel: v.number(),
  trophies: v.number(),
  bestTrophies: v.number(),
  warStars: v.number(),
  attackWins: v.number(),
  defenseWins: v.number(),
  league: v.optional(v.object({ name: v.string() })),
});

/** "Crystal League II" → tier CRYSTAL LEAGUE, division 2; "Legend League" → no division. */
function rankOf(league: string | undefined, trophies: number): PlayerProfile['rank'] {
  if (league === undefined || league === 'Unranked') return null;
  const m = /^(.*?)\s+(I{1,3})$/.exec(league);
  return { label: league, tier: (m?.[1] ?? league).toUpperCase(), division: m?.[2] === undefined ? null : m[2].length, points: trophies };
}

export class ClashOfClansApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Clash of Clans API';
  private readonly api: SupercellApi;

  constructor(apiKey: string, http: JsonHttp, baseUrl: string = CLASH_OF_CLANS_API) {
    this.api = { apiKey, http, baseUrl };
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const profile = await supercellGet(this.api, playerPath(player), Player, player);
    if (profile.isErr()) return err(profile.error);
    const p = profile.value;
    return ok({
      game: 'clash-of-clans',
      player: p.tag,
      displayName: p.name,
      level: p.expLevel,
      rank: rankOf(p.league?.name, p.trophies),
      stats: [
        { key: 'trophies', value: p.trophies },
        { key: 'bestTrophies', value: p.bestTrophies },
        { key: 'wins', value: p.attackWins },
        { key: 'townHall', value: p.townHallLevel },
        { key: 'warStars', value: p.warStars },
      ],
      matches: [],
      progress: [],
      source: 'official',
      sourceName: this.name,
    });
  }
}
