/**
 * Open-redirect protection for `?redirect=` (the page shown after login).
 * Only a same-site path is accepted: it must start with exactly one '/', hold
 * no backslash, whitespace or control character (browsers strip tabs and
 * newlines and read '\' as '/', which turns '/\t/evil.com' or '/\evil.com'
 * into another host), and still be a single-slash path after the URL parser
 * has resolved dot segments ('/.//evil.com' becomes '//evil.com').
 */

/** A base that can never be a real site, so "same origin as the base" means "relative to us". */
const PROBE_ORIGIN = 'https://same-site.invalid';

/** Longer targets are not links we build; refusing them keeps URLs and logs small. */
export const MAX_REDIRECT_LENGTH = 2048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;

function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/**
 * The same-site path (with its query and hash, normalized by the URL parser)
 * that `raw` names, or null when it is missing, absolute, protocol-relative or
 * otherwise unsafe to navigate to.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (!isSingleSlashPath(raw) || UNSAFE_CHARACTER.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return isSingleSlashPath(target) && !UNSAFE_CHARACTER.test(target) ? target : null;
}
