import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type PlayerProfile } from '../../../../domain/index.ts';
import type { JsonHttp, PlayerStatsSource } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * Apex Legends through the Apex Legends Status API (apexlegendsapi.com,
 * host api.mozambiquehe.re; EA has no public stats API), with a key from
 * APEX_API_KEY: GET /bridge?player={name}&platform={PC|PS4|X1}&auth={key}.
 * It answers level, the Battle Royale ranked league (rankName, rankDiv,
 * rankScore) and the trackers each legend has equipped; no match history.
 * A name is per platform and the page asks for a name only, so a lookup
 * tries PC, then PlayStation, then Xbox, until one knows the name. The API
 * says "not found" as 404 or as a 200 with an `Error` text.
 */

export const APEX_API = 'https://api.mozambiquehe.re';
const PLATFORMS = ['PC', 'PS4', 'X1'] as const;

const Tracker = v.object({ key: v.string(), value: v.number() });
const Legend = v.object({ data: v.optional(v.array(Tracker)) });
const Bridge = v.object({
  global: v.object({
    name: v.string(),
    platform: v.string(),
    level: v.number(),
    rank: v.object({ rankName: v.string(), rankDiv: v.number(), rankScore: v.number() }),
  }),
  legends: v.optional(v.object({ all: v.optional(v.record(v.string(), Legend)) })),
});

const ROMAN = ['I', 'II', 'III', 'IV'];
const NOT_FOUND_TEXT = /not found|never played|doesn't exist|does not exist/i;

/** Rookie … Diamond have divisions IV → I; Master and Apex Predator answer rankDiv 0 and none; Unranked is no rank. */
function rankOf(rank: v.InferOutput<typeof Bridge>['global']['rank']): PlayerProfile['rank'] {
  if (rank.rankName.toLowerCase() === 'unranked') return null;
  const division = rank.rankDiv >= 1 && rank.rankDiv <= 4 ? rank.rankDiv : null;
  const label = division === null ? rank.rankName : `${rank.rankName} ${ROMAN[division - 1] ?? ''}`;
  return { label, tier: rank.rankName.toUpperCase(), division, points: rank.rankScore };
}

/** A tracker's total over every legend that has it equipped (BR kills are "kills" or "specialEvent_kills"…: only the plain key counts). */
function total(legends: Readonly<Record<string, v.InferOutput<typeof Legend>>>, key: string): number | null {
  const values = Object.values(legends).flatMap((legend) => (legend.data ?? []).filter((t) => t.key === key).map((t) => t.value));
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

export class ApexLegendsApiSource implements PlayerStatsSource {
  readonly kind = 'official' as const;
  readonly name = 'Apex Legends Status API';

  constructor(
    private readonly apiKey: string,
    private readonly http: JsonHttp,
    private readonly baseUrl: string = APEX_API,
  ) {}

  private bridge(player: string, platform: (typeof PLATFORMS)[number]) {
    const notFound = () => domainError('PLAYER_NOT_FOUND', `${player} has no Apex Legends profile`);
    const query = new URLSearchParams({ player, platform, auth: this.apiKey });
    return getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/bridge?${query.toString()}`,
      schema: Bridge,
      notFound,
      special: (status, body) => {
        const error = typeof body === 'object' && body !== null && 'Error' in body ? String((body as { Error: unknown }).Error) : null;
        if (error === null || status === 429) return undefined;
        return NOT_FOUND_TEXT.test(error) ? notFound() : domainError('UNAVAILABLE', 'The API answered an error');
      },
    });
  }

  async fetchProfile(player: string): Promise<Result<PlayerProfile, DomainError>> {
    let answer = await this.bridge(player, PLATFORMS[0]);
    for (const platform of PLATFORMS.slice(1)) {
      if (answer.isOk() || answer.error.code !== 'PLAYER_NOT_FOUND') break;
      answer = await this.bridge(player, platform);
    }
    if (answer.isErr()) return err(answer.error);
    const { global, legends } = answer.value;
    const all = legends?.all ?? {};
    const stats = (['kills', 'damage'] as const).flatMap((key) => {
      const value = total(all, key);
      return value === null ? [] : [{ key, value }];
    });
    return ok({
      game: 'apex-legends',
      player: global.name,
      displayName: global.name,
      level: global.level,
      rank: rankOf(global.rank),
      stats,
      matches: [],
      progress: [],
      source: 'official',
      sourceName: this.name,
    });
  }
}
