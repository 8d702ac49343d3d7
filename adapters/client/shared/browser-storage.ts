/** Local storage that never throws (private mode, full quota): a missing value is just missing. */
export const browserStorage = {
  read(key: string): string | undefined {
    try {
      return localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  },
};

/** Sets a first-party cookie for the whole site. */
export function setCookie(name: string, value: string, maxAgeDays: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax`;
}

/** A first-party cookie's value, or null when it is not set. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Removes a first-party cookie. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
