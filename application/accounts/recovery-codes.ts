import type { AccountsDeps } from './deps.ts';

/** How many recovery codes a user holds at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when read off paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/**
 * One recovery code, `xxxxx-xxxxx` (about 49 bits), drawn from the port's
 * random tokens: their URL-safe characters are folded to lower case and those
 * outside the alphabet dropped, which keeps each kept character uniform.
 * It always holds a letter, so sign-in never takes it for a six-digit TOTP code.
 */
function recoveryCode(deps: Pick<AccountsDeps, 'random'>): string {
  let chars = '';
  while (chars.length < CODE_LENGTH) {
    chars += [...deps.random.token().toLowerCase()].filter((c) => ALPHABET.includes(c)).join('');
  }
  const code = chars.slice(0, CODE_LENGTH);
  return /[a-z]/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : recoveryCode(deps);
}

/** Replaces the user's recovery codes with {@link RECOVERY_CODE_COUNT} new ones and answers them (the only time they are readable). */
export async function issueRecoveryCodes(deps: AccountsDeps, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode(deps));
  await deps.recoveryCodes.replace(userId, codes);
  return codes;
}
