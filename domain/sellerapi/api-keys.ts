/**
 * The seller API's keys (issue 13 item 7): what a key may be scoped to and
 * how a presented secret is recognised. Pure rules; hashing and randomness
 * are the adapters'.
 */

/** What a key may do; a REST route names the one scope it needs. */
export const API_KEY_SCOPES = ['offers:read', 'offers:write', 'orders:read', 'orders:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Live (unrevoked) keys a seller may hold at once: enough for a few integrations, few enough to audit. */
export const API_KEYS_MAX = 10;

/** Every secret starts with this, so a leaked one is recognisable by secret scanners and in logs. */
export const API_KEY_SECRET_PREFIX = 'igm_';

/**
 * How many characters of the secret (after {@link API_KEY_SECRET_PREFIX}) are
 * kept in clear as the key's prefix: enough for the seller to tell keys apart
 * in the list, far too few to guess the rest (the secret carries 256 random bits).
 */
export const API_KEY_SHOWN_CHARS = 8;

/** The shown prefix of a secret (`igm_AbCd1234`), or undefined when it is not one of ours. */
export function apiKeyPrefixOf(secret: string): string | undefined {
  if (!secret.startsWith(API_KEY_SECRET_PREFIX)) return undefined;
  const body = secret.slice(API_KEY_SECRET_PREFIX.length);
  if (body.length < 32 || !/^[A-Za-z0-9_-]+$/.test(body)) return undefined;
  return API_KEY_SECRET_PREFIX + body.slice(0, API_KEY_SHOWN_CHARS);
}

/** Whether a key holding `scopes` may call a route that needs `needed`. */
export function scopeAllows(scopes: readonly string[], needed: ApiKeyScope): boolean {
  return scopes.includes(needed);
}

/** Requests one key may make per minute (a bulk call counts once, whatever it carries). */
export const API_KEY_REQUESTS_PER_MINUTE = 300;
