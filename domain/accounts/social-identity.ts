/*
 * Sign-in through another site (issue 15 part 4): Steam (OpenID 2.0) and
 * Discord (OAuth 2.0). Pure rules: which providers exist, what a Steam
 * claimed ID must look like, and the username a new account starts with.
 */

export const SOCIAL_PROVIDERS = ['steam', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A SteamID64 is 17 digits. */
const STEAM_ID = /^\d{17}$/;

/**
 * The SteamID of an asserted claimed ID, or null when the ID is not exactly
 * `{opUrl}/id/{17 digits}`: node-openid accepts any claimed ID whose own
 * discovery names the endpoint that signed it, so an attacker's own OpenID
 * server would otherwise pass.
 */
export function steamIdOfClaimedId(claimedId: string, opUrl: string): string | null {
  const prefix = `${opUrl.replace(/\/+$/, '')}/id/`;
  if (!claimedId.startsWith(prefix)) return null;
  const id = claimedId.slice(prefix.length).replace(/\/$/, '');
  return STEAM_ID.test(id) ? id : null;
}

/**
 * A username for a new account from the provider's display name: letters,
 * digits, `_` and `-` kept (others dropped), 3–24 characters, starting with
 * a letter or digit; `fallback` (e.g. `steam_7656…`) when too little is left.
 * The caller appends a number while it is taken.
 */
export function usernameFromDisplayName(displayName: string, fallback: string): string {
  const kept = displayName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/^[_-]+/, '')
    .slice(0, 24);
  const base = kept.length >= 3 ? kept : fallback.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24);
  return base.length >= 3 ? base : `user_${base}`.slice(0, 24);
}

/** The n-th alternative of a taken username (n ≥ 2): a suffix, the base cut so the whole stays within 24 characters. */
export function numberedUsername(base: string, n: number): string {
  const suffix = `_${n}`;
  return `${base.slice(0, 24 - suffix.length)}${suffix}`;
}

/**
 * The stand-in for the unique address column of an account made without an
 * e-mail (Steam gives none): it has no `@`, so no sign-in form or mail ever
 * matches it, and the account's list of addresses stays empty.
 */
export function placeholderEmailOf(provider: SocialProvider, providerUserId: string): string {
  return `${provider}:${providerUserId}`;
}
