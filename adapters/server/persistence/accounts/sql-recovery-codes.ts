import { and, eq, isNull } from 'drizzle-orm';
import type { RecoveryCodeStore } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { recoveryCodes } from '../schema.ts';
import { hashToken } from './sql-session-tokens.ts';

/**
 * Recovery codes in `recovery_codes`, stored only as SHA-256 hashes: each is
 * 50 random bits and guesses run under the sign-in back-off, so a fast hash
 * is enough (a slow one would only slow the lookup, not a guesser).
 * A code is normalized (case, dashes, spaces) before hashing, so it may be typed loosely.
 */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const hashOf = (userId: string, code: string) => hashToken(`${userId}:${normalizeRecoveryCode(code)}`);

export class SqlRecoveryCodes implements RecoveryCodeStore {
  constructor(private readonly db: Database) {}

  async replace(userId: string, codes: readonly string[]): Promise<void> {
    // The delete and the inserts commit together (a savepoint inside a caller's unit of work).
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (codes.length > 0) await tx.insert(recoveryCodes).values(codes.map((code) => ({ hashedCode: hashOf(userId, code), userId })));
    });
  }

  async spend(userId: string, code: string): Promise<boolean> {
    const spent = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.hashedCode, hashOf(userId, code)), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .returning({ hashedCode: recoveryCodes.hashedCode });
    return spent.length === 1;
  }

  async has(userId: string, code: string): Promise<boolean> {
    const rows = await this.db
      .select({ hashedCode: recoveryCodes.hashedCode })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.hashedCode, hashOf(userId, code)), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .limit(1);
    return rows.length === 1;
  }

  async clear(userId: string): Promise<void> {
    await this.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
}
