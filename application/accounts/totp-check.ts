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
