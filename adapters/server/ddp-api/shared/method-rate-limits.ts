import type { RateLimit } from '../../../../application/shared/ports/index.ts';

/** A method's budgets: per client address, and per signed-in user (anonymous calls count only by address). */
export interface MethodRateLimit {
  readonly perAddress: RateLimit;
  readonly perActor: RateLimit;
}

const perMinute = (points: number): RateLimit => ({ points, perSeconds: 60 });
const perHour = (points: number): RateLimit => ({ points, perSeconds: 3_600 });

/** Calls that mail someone or create something for anyone: a handful per hour (a household behind one address still signs up). */
const MAILING: MethodRateLimit = { perAddress: perHour(10), perActor: perHour(10) };
/** Guessing targets (passwords, codes, tokens, coupons): a person's retries, far below a script's. */
const GUESSABLE: MethodRateLimit = { perAddress: perMinute(20), perActor: perMinute(10) };

/**
 * What every DDP method not named in {@link METHOD_RATE_LIMITS} may do:
 * generous, for reads and ordinary writes, so only a script hits it. A
 * method added later is covered by this one without any wiring.
 */
export const DEFAULT_METHOD_RATE_LIMIT: MethodRateLimit = { perAddress: perMinute(600), perActor: perMinute(300) };

/**
 * The tight budgets, as data (issue 11, finding 9: 666 accounts in 10 s,
 * 2,000 search-term rows in 1.5 s, 3,000 coupon guesses in 4.5 s).
 * The lockout of sign-in stays the defence per account; these stop the volume.
 */
export const METHOD_RATE_LIMITS: Readonly<Record<string, MethodRateLimit>> = {
  createUser: MAILING,
  forgotPassword: MAILING,
  requestLoginLink: MAILING,
  addEmail: MAILING,
  login: { perAddress: perMinute(30), perActor: perMinute(30) },
  check2FA: GUESSABLE,
  verifyEmail: GUESSABLE,
  resetPassword: GUESSABLE,
  loginWithLink: GUESSABLE,
  enableUser2fa: GUESSABLE,
  disableUser2fa: GUESSABLE,
  changePassword: GUESSABLE,
  generateRecoveryCodes: GUESSABLE,
  couponByCode: GUESSABLE,
  searchTerm: { perAddress: perMinute(30), perActor: perMinute(30) },
  // A report reaches staff and, with two others, takes an offer off sale: a person's handful, not a script's.
  reportOffer: { perAddress: perHour(30), perActor: perHour(20) },
  setUserCountry: { perAddress: perMinute(30), perActor: perMinute(10) },
};

/** The limits of one method, each budget scaled by `scale` (a test server raises them). */
export function rateLimitOf(method: string, scale = 1): MethodRateLimit {
  const limit = METHOD_RATE_LIMITS[method] ?? DEFAULT_METHOD_RATE_LIMIT;
  const scaled = (budget: RateLimit): RateLimit => ({ points: budget.points * scale, perSeconds: budget.perSeconds });
  return { perAddress: scaled(limit.perAddress), perActor: scaled(limit.perActor) };
}
