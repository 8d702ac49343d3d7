import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import type { DomainError, MatchSummary, PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { isoOfBattleTime, playerPath, progressBack, supercellGet, type SupercellApi } from './supercell-api.ts';

/*
 * Clash Royale's official API (https://developer.clashroyale.com), with a key
 * from CLASH_ROYALE_API_KEY: GET /v1/players/{tag} and /v1/players/{tag}/battlelog.
 * Answers are validated (only the fields we show); statuses are read the
 * way all three Supercell APIs answer them (supercell-api.ts).
 */

export const CLASH_ROYALE_API = 'https://api.clashroyale.com/v1';

const Player = v.object({
  tag: v.string(),
  name: v.string(),
  expLevel: v.number(),
  trophies: v.number(),
  bestTrophies: v.number(),
  wins: v.number(),
  losses: v.number(),
  battleCount: v.number(),
  arena: v.optional(v.object({ name: v.string() })),
});
const Side = v.object({ crowns: v.number(), trophyChange: v.optional(v.number()) });
const Battle = v.object({ type: v.string(), battleTime: v.string(), gameMode: v.object({ name: v.string() }), team: v.array(Side), opponent: v.array(Side) });
const BattleLog = v.array(Battle);

export class ClashRoyaleApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Clash Royale API';
  private readonly api: SupercellApi;

  constructor(apiKey: string, http: JsonHttp, baseUrl: string = CLASH_ROYALE_API) {
    this.api = { apiKey, http, baseUrl };
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const profile = await supercellGet(this.api, playerPath(player), Player, player);
    if (profile.isErr()) return err(profile.error);
    const log = await supercellGet(this.api, `${playerPath(player)}/battlelog`, BattleLog, player);
    const battles = log.isOk() ? log.value : [];
    const p = profile.value;
    const matches: MatchSummary[] = battles.map((b, i) => {
      const ours = b.team[0]?.crowns ?? 0;
      const theirs = b.opponent[0]?.crowns ?? 0;
      return {
        id: `${p.tag}-${b.battleTime}-${i}`,
        playedAt: isoOfBattleTime(b.battleTime),
        result: ours > theirs ? 'win' : ours < theirs ? 'loss' : 'draw',
        mode: b.gameMode.name,
        summary: `${ours}-${theirs}`,
        ratingChange: b.team[0]?.trophyChange ?? null,
      };
    });
    return ok({
      game: 'clash-royale',
      player: p.tag,
      displayName: p.name,
      level: p.expLevel,
      rank: { label: p.arena?.name ?? `${p.trophies} trophies`, tier: (p.arena?.name ?? 'ARENA').toUpperCase(), division: null, points: p.trophies },
      stats: [
        { key: 'trophies', value: p.trophies },
        { key: 'bestTrophies', value: p.bestTrophies },
        { key: 'matches', value: p.battleCount },
        { key: 'wins', value: p.wins },
      ],
      matches,
      // The trophy count after each battle, walked back from today's: the progress line, oldest first.
      progress: progressBack(p.trophies, matches),
      source: 'official',
      sourceName: this.name,
    });
  }
}
