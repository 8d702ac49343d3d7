import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * League of Legends through Riot's official API, with a key from
 * RIOT_API_KEY (header X-Riot-Token): the Riot ID "name#tag" to a PUUID on
 * the regional host (account-v1, e.g. europe.api.riotgames.com), then on the
 * platform host (e.g. euw1.api.riotgames.com) the summoner level
 * (summoner-v4) and the ranked solo/duo entry (league-v4 by PUUID): tier,
 * division, LP, wins and losses. Match history (match-v5, one call per
 * match) is left out to keep a lookup within the key's 20 calls a second.
 */

export const RIOT_ACCOUNT_API = 'https://europe.api.riotgames.com';
export const LOL_PLATFORM_API = 'https://euw1.api.riotgames.com';

const Account = v.object({ puuid: v.string(), gameName: v.string(), tagLine: v.string() });
const Summoner = v.object({ summonerLevel: v.number() });
const Entry = v.object({ queueType: v.string(), tier: v.string(), rank: v.string(), leaguePoints: v.number(), wins: v.number(), losses: v.number() });
const Entries = v.array(Entry);

const DIVISIONS = ['I', 'II', 'III', 'IV'];
const titleCase = (tier: string): string => tier.charAt(0) + tier.slice(1).toLowerCase();

/** Ranked solo/duo as the game names it: "Gold II" (tier GOLD, division 2); Master and above have no division. */
export function rankOf(entry: v.InferOutput<typeof Entry>): NonNullable<PlayerProfile['rank']> {
  const apex = ['MASTER', 'GRANDMASTER', 'CHALLENGER'].includes(entry.tier);
  const division = apex ? null : DIVISIONS.indexOf(entry.rank) + 1 || null;
  return { label: apex ? titleCase(entry.tier) : `${titleCase(entry.tier)} ${entry.rank}`, tier: entry.tier, division, points: entry.leaguePoints };
}

export class LeagueOfLegendsApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Riot Games API';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
    private readonly accountBase: string = RIOT_ACCOUNT_API,
    private readonly platformBase: string = LOL_PLATFORM_API,
  ) {}

  private get<S extends v.GenericSchema>(base: string, path: string, schema: S, player: string) {
    return getJson(this.http, {
      url: `${base.replace(/\/$/, '')}${path}`,
      headers: { 'x-riot-token': this.apiKey },
      schema,
      notFound: () => domainError('PLAYER_NOT_FOUND', `${player} has no League of Legends profile`),
    });
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const [name = '', tag = ''] = player.split('#');
    const account = await this.get(this.accountBase, `/riot/account/v1/accounts/by-riot-id/${encodeURIComponent(name)}/${encodeURIComponent(tag)}`, Account, player);
    if (account.isErr()) return err(account.error);
    const puuid = encodeURIComponent(account.value.puuid);
    const summoner = await this.get(this.platformBase, `/lol/summoner/v4/summoners/by-puuid/${puuid}`, Summoner, player);
    // A Riot account that never played League on this platform has no summoner there.
    if (summoner.isErr()) return err(summoner.error);
    const entries = await this.get(this.platformBase, `/lol/league/v4/entries/by-puuid/${puuid}`, Entries, player);
    if (entries.isErr()) return err(entries.error);
    const solo = entries.value.find((e) => e.queueType === 'RANKED_SOLO_5x5');
    const games = solo === undefined ? 0 : solo.wins + solo.losses;
    return ok({
      game: 'league-of-legends',
      player: `${account.value.gameName}#${account.value.tagLine}`,
      displayName: account.value.gameName,
      level: summoner.value.summonerLevel,
      rank: solo === undefined ? null : rankOf(solo),
      stats:
        solo === undefined
          ? []
          : [
              { key: 'matches', value: games },
              { key: 'wins', value: solo.wins },
              // one decimal, as the page shows percentages
              { key: 'winRate', value: Math.round((solo.wins * 1000) / games) / 10 },
            ],
      matches: [],
      progress: [],
      source: 'official',
      sourceName: this.name,
    });
  }
}
