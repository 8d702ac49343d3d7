/**
 * Sign-in limits. A login token lives 210 days (spec section 9's auth-token
 * cookie). Failed sign-ins are counted over a sliding hour: at most 100 per
 * account (OWASP ASVS V2.2.1) and 300 per client address (a botnet-sized NAT
 * still gets through; one scripted client does not). Once a limit is reached
 * every attempt is refused — even with the right password — until old
 * failures leave the window, so guessing cannot continue through the lock.
 */
export const LOGIN_TOKEN_LIFETIME_DAYS = 210;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_ADDRESS = 300;
/** One-time mailed links: verification lasts a week, reset and login links an hour. */
export const VERIFY_EMAIL_LINK_HOURS = 7 * 24;
export const RESET_PASSWORD_LINK_HOURS = 1;
export const LOGIN_LINK_HOURS = 1;
/** A mailed link opened on an account with 2FA hands out a ticket for the code step, good this long and once. */
export const SECOND_STEP_TICKET_MINUTES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token issued at `now` expires. */
export function loginTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + LOGIN_TOKEN_LIFETIME_DAYS * DAY_MS);
}

/** Whether sign-in is refused for now, given the failures in the current window. */
export function signInLocked(failures: { readonly ofAccount: number; readonly fromAddress: number }): boolean {
  return failures.ofAccount >= MAX_FAILURES_PER_ACCOUNT || failures.fromAddress >= MAX_FAILURES_PER_ADDRESS;
}

/** Usernames: 3–24 letters, digits, '_' or '-', starting with a letter or digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,23}$/;

/** The profile slug of a username: lower case, as used in `/profile/{slug}`. */
export function slugOfUsername(username: string): string {
  return username.toLowerCase();
}

/** E-mail addresses compare lower-cased and trimmed (spec section 5: login sends the e-mail lowercased). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
