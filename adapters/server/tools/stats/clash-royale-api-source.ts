import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type MatchSummary, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';

/*
 * Clash Royale's official API (https://developer.clashroyale.com), with a key
 * from CLASH_ROYALE_API_KEY: GET /v1/players/{tag} and /v1/players/{tag}/battlelog.
 * Answers are validated (only the fields we show); the API's 404 is an
 * unknown player, 429 its quota, 403 a refused key or address and 5xx its
 * maintenance, both UNAVAILABLE.
 */

const BASE = 'https://api.clashroyale.com/v1';

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

/** "20261123T101500.000Z" → ISO 8601. */
function isoOf(battleTime: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/.exec(battleTime);
  return m === null ? battleTime : `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}

export function failureOf(status: number, player: string): DomainError {
  if (status === 404) return domainError('PLAYER_NOT_FOUND', `${player} has no profile`);
  if (status === 429) return domainError('RATE_LIMITED', 'The stats API quota is used up; try again in a minute');
  return domainError('UNAVAILABLE', `The stats API answered ${status}`);
}

export class ClashRoyaleApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Clash Royale API';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
  ) {}

  private async get<S extends v.GenericSchema>(path: string, schema: S, player: string): Promise<Result<v.InferOutput<S>, DomainError>> {
    let answer: { status: number; body: unknown };
    try {
      answer = await this.http(`${BASE}${path}`, { headers: { authorization: `Bearer ${this.apiKey}`, accept: 'application/json' } });
    } catch {
      return err(domainError('UNAVAILABLE', 'The stats API cannot be reached'));
    }
    if (answer.status !== 200) return err(failureOf(answer.status, player));
    const parsed = v.safeParse(schema, answer.body);
    return parsed.success ? ok(parsed.output) : err(domainError('UNAVAILABLE', 'The stats API answered something unreadable'));
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    const tag = encodeURIComponent(player);
    const profile = await this.get(`/players/${tag}`, Player, player);
    if (profile.isErr()) return err(profile.error);
    const log = await this.get(`/players/${tag}/battlelog`, BattleLog, player);
    const battles = log.isOk() ? log.value : [];
    const p = profile.value;
    const matches: MatchSummary[] = battles.map((b, i) => {
      const ours = b.team[0]?.crowns ?? 0;
      const theirs = b.opponent[0]?.crowns ?? 0;
      return {
        id: `${p.tag}-${b.battleTime}-${i}`,
        playedAt: isoOf(b.battleTime),
        result: ours > theirs ? 'win' : ours < theirs ? 'loss' : 'draw',
        mode: b.gameMode.name,
        summary: `${ours}-${theirs}`,
        ratingChange: b.team[0]?.trophyChange ?? null,
      };
    });
    // The trophy count after each battle, walking back from today's count: the progress line, oldest first.
    let after = p.trophies;
    const progress = matches.map((match) => {
      const point = { at: match.playedAt, rating: after };
      after -= match.ratingChange ?? 0;
      return point;
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
      progress: progress.reverse(),
      source: 'official',
      sourceName: this.name,
    });
  }
}
