import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { LoginThrottle } from '../../../../application/accounts/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { loginFailures } from '../schema.ts';

/** Keep a day of failures; the window is an hour, the rest is for investigating attacks. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/** Failed logins in a table every server process shares, so the limit holds across processes. */
export class SqlLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Database) {}

  async failuresOfAccountSince(accountKey: string, since: Date): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountKey, accountKey), gte(loginFailures.at, since)));
    return rows[0]?.n ?? 0;
  }

  async failuresFromAddressSince(clientAddress: string, since: Date): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientAddress, clientAddress), gte(loginFailures.at, since)));
    return rows[0]?.n ?? 0;
  }

  async recordFailure(accountKey: string, clientAddress: string, at: Date): Promise<void> {
    await this.db.insert(loginFailures).values({ accountKey, clientAddress, at });
    await this.db.delete(loginFailures).where(and(eq(loginFailures.accountKey, accountKey), lt(loginFailures.at, new Date(at.getTime() - RETENTION_MS))));
  }
}
