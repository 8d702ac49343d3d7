import type { AccountsDeps } from './deps.ts';

/**
 * Whether `code` is a current code of the user's TOTP `secret`. When `spend`
 * is set its time step is used up, so the same code (or an older one) is
 * refused afterwards: a code seen over a shoulder or in a log cannot be
 * replayed within its window. Callers run this under the sign-in back-off.
 */
export async function totpAccepted(deps: AccountsDeps, userId: string, secret: string, code: string, spend: boolean): Promise<boolean> {
  const step = await deps.twoFactor.verify(code, secret);
  if (step === null) return false;
  return spend ? deps.accounts.spendTwoFactorStep(userId, step) : true;
}

/** A TOTP code is six digits; anything else is tried as a recovery code. */
const TOTP_CODE = /^\d{6}$/;

/**
 * The second factor of a sign-in: a current TOTP code, or one of the user's
 * recovery codes (for a lost phone), which is spent when `spend` is set so it
 * works once. Callers run this under the sign-in back-off, as for TOTP codes.
 */
export async function secondFactorAccepted(deps: AccountsDeps, userId: string, secret: string | null, code: string, spend: boolean): Promise<boolean> {
  if (TOTP_CODE.test(code)) return secret !== null && totpAccepted(deps, userId, secret, code, spend);
  return spend ? deps.recoveryCodes.spend(userId, code) : deps.recoveryCodes.has(userId, code);
}
