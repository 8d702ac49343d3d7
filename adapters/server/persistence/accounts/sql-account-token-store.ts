import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountTokenKind, AccountTokenStore, TokenUse } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { accountTokens } from '../schema.ts';
import { hashToken } from './sql-session-tokens.ts';

/** Mailed one-time tokens; `consume` is one UPDATE so a link works once even when opened twice at the same moment. */
export class SqlAccountTokenStore implements AccountTokenStore {
  constructor(private readonly db: Database) {}

  async create(kind: AccountTokenKind, userId: string, token: string, expiresAt: Date, email?: string): Promise<void> {
    // Retiring the older links and storing the new one commit together (a savepoint inside a caller's unit of work).
    // A retired link expires rather than counting as used, so its page says "expired or replaced", not "already used".
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ expiresAt: sql`least(${accountTokens.expiresAt}, now())` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
      await tx.insert(accountTokens).values({ hashedToken: hashToken(token), kind, userId, expiresAt, email: email ?? null });
    });
  }

  async consume(kind: AccountTokenKind, token: string, now: Date): Promise<TokenUse> {
    const hashed = hashToken(token);
    const rows = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.hashedToken, hashed), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ userId: accountTokens.userId, email: accountTokens.email });
    const used = rows[0];
    if (used !== undefined) return { status: 'ok', userId: used.userId, email: used.email };
    // Only to say why: the UPDATE above already decided that the token does not work.
    const [found] = await this.db
      .select({ usedAt: accountTokens.usedAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.hashedToken, hashed), eq(accountTokens.kind, kind)));
    if (found === undefined) return { status: 'unknown' };
    return { status: found.usedAt === null ? 'expired' : 'used' };
  }
}
