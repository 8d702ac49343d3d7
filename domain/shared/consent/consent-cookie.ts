/**
 * The consent cookie (spec sections 2 and 9): 'true' once the visitor
 * accepted, 'false' once they declined, kept about 360 days. Reading: the
 * value is compared trimmed and case-insensitively, and anything else
 * (missing, empty, garbled) means the visitor has not decided, so the banner
 * shows again rather than guessing consent.
 */

/** The three consent states: the banner shows only while undecided. */
export type ConsentState = 'undecided' | 'granted' | 'denied';

/** The name of the cookie that remembers the decision. */
export const CONSENT_COOKIE_NAME = 'consent';
/** How long the decision is remembered. */
export const CONSENT_COOKIE_DAYS = 360;

/** The cookie's value for a decision. */
export type ConsentCookieValue = 'true' | 'false';

/** The consent state a stored cookie value stands for. */
export function consentFromCookie(value: string | undefined): ConsentState {
  const v = value?.trim().toLowerCase();
  if (v === 'true') return 'granted';
  if (v === 'false') return 'denied';
  return 'undecided';
}

/** The value to store for a state, or null while undecided (nothing is written before a decision). */
export function consentCookieValue(state: ConsentState): ConsentCookieValue | null {
  if (state === 'granted') return 'true';
  if (state === 'denied') return 'false';
  return null;
}

/** Whether the cookie banner shows: only while the visitor has not decided. */
export function showsBanner(state: ConsentState): boolean {
  return state === 'undecided';
}
