import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountTokenKind, AccountTokenStore } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { accountTokens } from '../schema.ts';
import { hashToken } from './sql-session-tokens.ts';

/** Mailed one-time tokens; `consume` is one UPDATE so a link works once even when opened twice at the same moment. */
export class SqlAccountTokenStore implements AccountTokenStore {
  constructor(private readonly db: Database) {}

  async create(kind: AccountTokenKind, userId: string, token: string, expiresAt: Date, email?: string): Promise<void> {
    // Retiring the older links and storing the new one commit together (a savepoint inside a caller's unit of work).
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
      await tx.insert(accountTokens).values({ hashedToken: hashToken(token), kind, userId, expiresAt, email: email ?? null });
    });
  }

  async consume(kind: AccountTokenKind, token: string, now: Date): Promise<{ readonly userId: string; readonly email: string | null } | undefined> {
    const rows = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.hashedToken, hashToken(token)), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ userId: accountTokens.userId, email: accountTokens.email });
    return rows[0];
  }
}
