/*
 * The names and checks of the browser's session cookie, shared by the HTTP
 * routes (which set and read it) and the DDP login (which reads it from the
 * WebSocket's upgrade request). See contracts/accounts/session-cookie.ts.
 */

/** The HttpOnly cookie that holds the login token; no script can read it. */
export const SESSION_COOKIE = 'session';
/**
 * Where the storefront used to keep the token, readable by scripts. Still
 * read for one release so sessions from before survive, and cleared whenever
 * the session cookie is set or ended. Remove after the next release.
 */
export const LEGACY_TOKEN_COOKIE = 'authToken';

/** One cookie's value from a `Cookie` header, or undefined (also for a value whose %-escapes do not decode). */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value === '' ? undefined : value;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The login token a browser's request carries: the HttpOnly cookie, else the legacy script-readable one. */
export function sessionTokenFromCookies(read: (name: string) => string | undefined): string | undefined {
  return read(SESSION_COOKIE) ?? read(LEGACY_TOKEN_COOKIE);
}

/**
 * Whether a browser request comes from a page of this site: its Origin's host
 * is the Host it was sent to (or the host a proxy in front was asked for).
 * A cookie rides along with any request to us, even one a foreign page makes
 * (a WebSocket is not bound by CORS); the Origin, which a page cannot forge,
 * tells them apart. No Origin at all is not a browser page, and is refused:
 * such clients sign in with their token, not a cookie.
 */
export function fromOwnOrigin(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const origin = single(headers['origin']);
  if (origin === undefined || origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  // A page cannot set X-Forwarded-Host, so matching it only lets a proxy that rewrites Host pass.
  const hosts = [single(headers['host']), single(headers['x-forwarded-host'])?.split(',')[0]?.trim()];
  return hosts.some((host) => host !== undefined && host !== '' && host.toLowerCase() === originHost);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
