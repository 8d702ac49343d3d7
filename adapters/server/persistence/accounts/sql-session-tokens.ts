import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import type { SessionTokens } from '../../../../application/accounts/ports/index.ts';
import type { ResumeTokenStore } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { resumeTokens } from '../schema.ts';

/** Tokens are stored only as SHA-256 hashes, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64');
}

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
}
