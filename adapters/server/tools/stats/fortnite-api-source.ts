import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * Fortnite through fortnite-api.com (Epic has no public stats API; this is
 * the widely used community one), with a key from FORTNITE_API_KEY:
 * GET /v2/stats/br/v2?name={display name} with the key in `Authorization`.
 * It answers lifetime Battle Royale totals and the battle pass level, no
 * match history. 404 is an unknown name; 403 means the player keeps the
 * stats private, which to a visitor is the same: no public profile.
 */

export const FORTNITE_API = 'https://fortnite-api.com';

const Overall = v.object({ wins: v.number(), kills: v.number(), kd: v.number(), matches: v.number(), winRate: v.number() });
const Stats = v.object({
  status: v.literal(200),
  data: v.object({
    account: v.object({ id: v.string(), name: v.string() }),
    battlePass: v.nullable(v.object({ level: v.number() })),
    stats: v.object({ all: v.object({ overall: v.nullable(Overall) }) }),
  }),
});

export class FortniteApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Fortnite-API.com';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
    private readonly baseUrl: string = FORTNITE_API,
  ) {}

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const notFound = () => domainError('PLAYER_NOT_FOUND', `${player} has no public Fortnite profile`);
    const answer = await getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/v2/stats/br/v2?name=${encodeURIComponent(player)}`,
      headers: { authorization: this.apiKey },
      schema: Stats,
      notFound,
      special: (status) => (status === 403 ? notFound() : undefined),
    });
    if (answer.isErr()) return err(answer.error);
    const { account, battlePass, stats } = answer.value.data;
    const all = stats.all.overall;
    return ok({
      game: 'fortnite',
      player: account.name,
      displayName: account.name,
      level: battlePass?.level ?? null,
      rank: null,
      stats:
        all === null
          ? []
          : [
              { key: 'matches', value: all.matches },
              { key: 'wins', value: all.wins },
              { key: 'winRate', value: all.winRate },
              { key: 'kd', value: all.kd },
            ],
      matches: [],
      progress: [],
      source: 'official',
      sourceName: this.name,
    });
  }
}
