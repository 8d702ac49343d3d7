import type * as v from 'valibot';
import type { Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import type { JsonHttp } from '../../../../application/tools/stats-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * Supercell's three official APIs (developer.clashroyale.com,
 * developer.brawlstars.com, developer.clashofclans.com) share one shape: a
 * bearer key bound to the caller's IP address, GET /v1/players/{%23TAG}
 * (and, for Clash Royale and Brawl Stars, …/battlelog), 404 for a tag that
 * does not exist, 429 for the quota, 403 for a refused key or address and
 * 503 for maintenance (both UNAVAILABLE).
 */

export interface SupercellApi {
  /** e.g. https://api.brawlstars.com/v1 (configurable so tests point it at recorded answers). */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly http: JsonHttp;
}

export function supercellGet<S extends v.GenericSchema>(api: SupercellApi, path: string, schema: S, player: string): Promise<Result<v.InferOutput<S>, DomainError>> {
  return getJson(api.http, {
    url: `${api.baseUrl.replace(/\/$/, '')}${path}`,
    headers: { authorization: `Bearer ${api.apiKey}` },
    schema,
    notFound: () => domainError('PLAYER_NOT_FOUND', `${player} has no profile`),
  });
}

/** The player path of a normalized tag ("#2PP" → "/players/%232PP"). */
export const playerPath = (tag: string): string => `/players/${encodeURIComponent(tag)}`;

/** Supercell's battle time "20261123T101500.000Z" → ISO 8601. */
export function isoOfBattleTime(battleTime: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/.exec(battleTime);
  return m === null ? battleTime : `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}

/** The rating after each match, walking back from today's from the changes (newest first in), oldest first out. */
export function progressBack(today: number, matches: readonly { readonly playedAt: string; readonly ratingChange: number | null }[]): { at: string; rating: number }[] {
  let after = today;
  const points = matches.map((match) => {
    const point = { at: match.playedAt, rating: after };
    after -= match.ratingChange ?? 0;
    return point;
  });
  return points.reverse();
}
