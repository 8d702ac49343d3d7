/** A login token lives 210 days (spec section 9's auth-token cookie); failed sign-ins are limited in sign-in-backoff.ts. */
export const LOGIN_TOKEN_LIFETIME_DAYS = 210;
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
