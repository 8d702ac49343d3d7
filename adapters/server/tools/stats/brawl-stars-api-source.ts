import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import type { DomainError, MatchSummary, PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { isoOfBattleTime, playerPath, progressBack, supercellGet, type SupercellApi } from './supercell-api.ts';

/*
 * Brawl Stars' official API (https://developer.brawlstars.com), with a key
 * from BRAWL_STARS_API_KEY: GET /v1/players/{tag} and …/battlelog. A battle
 * is a 3v3 (result victory/defeat/draw) or a Showdown (a rank: 1–4 of solo
 * or 1–2 of duo count as a win, the game's own "top" line).
 */

export const BRAWL_STARS_API = 'https://api.brawlstars.com/v1';

const Player = v.object({
  tag: v.string(),
  name: v.string(),
  expLevel: v.number(),
  trophies: v.number(),
  highestTrophies: v.number(),
  '3vs3Victories': v.number(),
  soloVictories: v.number(),
  duoVictories: v.number(),
  club: v.optional(v.object({ name: v.optional(v.string()) })),
});
const Battle = v.object({
  battleTime: v.string(),
  event: v.object({ mode: v.optional(v.string()), map: v.optional(v.nullable(v.string())) }),
  battle: v.object({
    mode: v.string(),
    type: v.optional(v.string()),
    result: v.optional(v.picklist(['victory', 'defeat', 'draw'])),
    rank: v.optional(v.number()),
    trophyChange: v.optional(v.number()),
  }),
});
const BattleLog = v.object({ items: v.array(Battle) });

function matchOf(tag: string, b: v.InferOutput<typeof Battle>, i: number): MatchSummary {
  const showdown = b.battle.rank !== undefined;
  const topOf = b.battle.mode.toLowerCase().includes('duo') ? 2 : 4;
  const result = showdown ? ((b.battle.rank ?? 99) <= topOf ? 'win' : 'loss') : b.battle.result === 'victory' ? 'win' : b.battle.result === 'defeat' ? 'loss' : 'draw';
  return {
    id: `${tag}-${b.battleTime}-${i}`,
    playedAt: isoOfBattleTime(b.battleTime),
    result,
    mode: b.event.mode ?? b.battle.mode,
    summary: showdown ? `#${b.battle.rank ?? '?'}` : (b.event.map ?? b.battle.result ?? ''),
    ratingChange: b.battle.trophyChange ?? null,
  };
}

export class BrawlStarsApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Brawl Stars API';
  private readonly api: SupercellApi;

  constructor(apiKey: string, http: JsonHttp, baseUrl: string = BRAWL_STARS_API) {
    this.api = { apiKey, http, baseUrl };
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const profile = await supercellGet(this.api, playerPath(player), Player, player);
    if (profile.isErr()) return err(profile.error);
    // The battle log is a bonus: a profile without it still shows.
    const log = await supercellGet(this.api, `${playerPath(player)}/battlelog`, BattleLog, player);
    const p = profile.value;
    const matches = (log.isOk() ? log.value.items : []).map((b, i) => matchOf(p.tag, b, i));
    return ok({
      game: 'brawl-stars',
      player: p.tag,
      displayName: p.name,
      level: p.expLevel,
      rank: { label: `${p.trophies} trophies`, tier: 'TROPHIES', division: null, points: p.trophies },
      stats: [
        { key: 'trophies', value: p.trophies },
        { key: 'bestTrophies', value: p.highestTrophies },
        { key: 'wins', value: p['3vs3Victories'] + p.soloVictories + p.duoVictories },
      ],
      matches,
      progress: progressBack(p.trophies, matches),
      source: 'official',
      sourceName: this.name,
    });
  }
}
