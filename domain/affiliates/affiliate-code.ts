import { AFFILIATE_CODE_PATTERN } from '../navigation/index.ts';

/**
 * An affiliate's personal code: readable, made from their username (upper
 * case, only the characters a code may hold, at most 20 of them), with a
 * number appended when that code is already taken (`attempt` 0 is the bare
 * name, 1 → `NAME2`, 2 → `NAME3` …). Always matches AFFILIATE_CODE_PATTERN,
 * so it survives the `?affiliate=` link and the cookie unchanged.
 */
export function affiliateCodeFor(username: string, attempt: number): string {
  const base = username.toUpperCase().replace(/[^A-Z0-9_-]/g, '').slice(0, 20) || 'PARTNER';
  const code = attempt <= 0 ? base : `${base}${attempt + 1}`;
  return AFFILIATE_CODE_PATTERN.test(code) ? code : 'PARTNER';
}

/** The link an affiliate shares: any page with `?affiliate=CODE` sets the cookie. */
export function affiliateLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?affiliate=${encodeURIComponent(code)}`;
}
