import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import type { SessionTokens } from '../../../../application/accounts/ports/index.ts';
import type { LoginSession, ResumeTokenStore, SessionClient } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { resumeTokens } from '../schema.ts';

/** Tokens are stored only as SHA-256 hashes, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

/** A session's public id: the first 16 hex digits of its stored hash (the hash of a 256-bit token; the token stays unknown). */
export function sessionIdOfHash(hashedToken: string): string {
  return Buffer.from(hashedToken, 'base64').toString('hex').slice(0, 16);
}

/** The browser's description, cut to a length worth showing (headers are the client's to choose). */
const USER_AGENT_MAX = 300;

/** Login (resume) tokens in the `resume_tokens` table, for DDP logins and HTTP requests alike. */
export class SqlSessionTokens implements SessionTokens, ResumeTokenStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async userIdFor(token: string): Promise<string | undefined> {
    return (await this.find(token, this.clock.now()))?.userId;
  }

  async find(token: string, now: Date): Promise<{ readonly userId: string; readonly expiresAt: Date } | undefined> {
    if (token === '' || token.length > 200) return undefined;
    const rows = await this.db
      .select({ userId: resumeTokens.userId, expiresAt: resumeTokens.expiresAt })
      .from(resumeTokens)
      .where(and(eq(resumeTokens.hashedToken, hashToken(token)), gt(resumeTokens.expiresAt, now)))
      .limit(1);
    return rows[0];
  }

  async issue(userId: string, token: string, expiresAt: Date): Promise<void> {
    await this.db.insert(resumeTokens).values({ hashedToken: hashToken(token), userId, expiresAt });
  }

  async revoke(token: string): Promise<void> {
    await this.db.delete(resumeTokens).where(eq(resumeTokens.hashedToken, hashToken(token)));
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db.delete(resumeTokens).where(eq(resumeTokens.userId, userId));
  }

  async revokeAllOfExcept(userId: string, keep: string): Promise<void> {
    await this.db.delete(resumeTokens).where(and(eq(resumeTokens.userId, userId), ne(resumeTokens.hashedToken, hashToken(keep))));
  }

  sessionIdOf(token: string): string {
    return sessionIdOfHash(hashToken(token));
  }

  async sessionsOf(userId: string, now: Date): Promise<readonly LoginSession[]> {
    const rows = await this.db
      .select()
      .from(resumeTokens)
      .where(and(eq(resumeTokens.userId, userId), gt(resumeTokens.expiresAt, now)))
      .orderBy(desc(resumeTokens.createdAt));
    return rows.map((r) => ({ id: sessionIdOfHash(r.hashedToken), createdAt: r.createdAt, expiresAt: r.expiresAt, userAgent: r.userAgent, address: r.lastAddress }));
  }

  async revokeSession(userId: string, sessionId: string): Promise<boolean> {
    // The id is derived from the hash, so it is matched here rather than in SQL; a user has a handful of rows.
    const rows = await this.db.select({ hashedToken: resumeTokens.hashedToken }).from(resumeTokens).where(eq(resumeTokens.userId, userId));
    const row = rows.find((r) => sessionIdOfHash(r.hashedToken) === sessionId);
    if (row === undefined) return false;
    const deleted = await this.db
      .delete(resumeTokens)
      .where(and(eq(resumeTokens.userId, userId), eq(resumeTokens.hashedToken, row.hashedToken)))
      .returning({ hashedToken: resumeTokens.hashedToken });
    return deleted.length === 1;
  }

  async noteClient(token: string, client: SessionClient): Promise<void> {
    await this.db
      .update(resumeTokens)
      .set({ userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null, lastAddress: client.address })
      .where(eq(resumeTokens.hashedToken, hashToken(token)));
  }
}
