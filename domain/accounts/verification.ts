/**
 * The verification rule (spec section 4): while a user's verificationState is
 * VERIFICATION_REQUIRED, every navigation except to the withdrawals page and
 * the account page redirects to the Verification tab of the account page.
 *
 * Reading: the exempt paths are exactly `/dashboard/finances/withdrawals`,
 * `/dashboard/account` and `/dashboard/account/{tab}` for any single tab
 * segment (so the Verification tab itself never redirects, and no loop is
 * possible); matching ignores the query string, the hash, trailing slashes
 * and letter case, as the router does, while deeper paths such as
 * `/dashboard/account/a/b` are not exempt.
 */

/** Every verification state a user record may carry. */
export const VERIFICATION_STATES = [
  'NOT_STARTED',
  'PENDING',
  'VERIFICATION_REQUIRED',
  'VERIFIED',
  'REJECTED',
] as const;

/**
 * Where a user stands in identity verification. Only VERIFICATION_REQUIRED
 * restricts navigation; staff set it when they need documents before money moves.
 */
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The redirect target, also the target of the alert bar's 'Start Verification' action. */
export const VERIFICATION_PAGE = '/dashboard/account/Verification';
/** Withdrawals stay reachable so a restricted seller can still see their funds. */
export const WITHDRAWALS_PAGE = '/dashboard/finances/withdrawals';
/** The account page and all its tabs stay reachable, since verification happens there. */
export const ACCOUNT_PAGE = '/dashboard/account';

/** The lower-cased path segments of `path`, without query, hash or empty segments. */
function segments(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.toLowerCase());
}

/** Whether `path` stays reachable while verification is required (see the module comment for the exact set). */
export function isVerificationExempt(path: string): boolean {
  const s = segments(path).join('/');
  const withdrawals = segments(WITHDRAWALS_PAGE).join('/');
  const account = segments(ACCOUNT_PAGE).join('/');
  if (s === withdrawals || s === account) return true;
  if (!s.startsWith(`${account}/`)) return false;
  return !s.slice(account.length + 1).includes('/');
}

/**
 * Where navigation to `path` must go instead, or null to let it through.
 * Only VERIFICATION_REQUIRED ever redirects.
 */
export function verificationRedirect(verificationState: VerificationState, path: string): string | null {
  if (verificationState !== 'VERIFICATION_REQUIRED') return null;
  return isVerificationExempt(path) ? null : VERIFICATION_PAGE;
}
